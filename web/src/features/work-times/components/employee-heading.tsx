import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LockChip } from './chips';

/** Whose day or month a view shows, as its h2 (the name, and the SAP number when known), beside the lock of it. */
export function EmployeeHeading({ of }: { of: { employeeFullName: string; employeeSapNumber: string; lockState: string } }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {of.employeeFullName && (
        <Typography variant="h6" component="h2">
          {of.employeeFullName}
          {of.employeeSapNumber ? ` (${of.employeeSapNumber})` : ''}
        </Typography>
      )}
      <LockChip lockState={of.lockState} />
    </Stack>
  );
}
