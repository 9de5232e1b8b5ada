import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Icon } from './icons';

/** The calendar button at the end of a date or month field; it opens the field's picker under itself. */
export function PickerButton({ label, disabled, onOpen }: { label: string; disabled?: boolean; onOpen: (anchor: HTMLElement) => void }) {
  return (
    <InputAdornment position="end">
      <IconButton edge="end" size="small" disabled={disabled} aria-label={label} onClick={(e) => onOpen(e.currentTarget)}>
        <Icon name="calendar" fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}

interface PickerPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  width: number;
  testId?: string;
  /** What the grid shows (a month, a year), read aloud as it changes. */
  title: ReactNode;
  previous: { label: string; onClick: () => void };
  next: { label: string; onClick: () => void };
  /** The grid of days or months. */
  children: ReactNode;
}

/** The picker of a date or month field: its title between the previous and next buttons, the grid below. */
export function PickerPopover({ anchor, onClose, width, testId, title, previous, next, children }: PickerPopoverProps) {
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ p: 1.5, width }} data-testid={testId ? `${testId}-picker` : undefined}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton size="small" aria-label={previous.label} onClick={previous.onClick}>
            <Icon name="chevronLeft" fontSize="small" />
          </IconButton>
          <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }} aria-live="polite">
            {title}
          </Typography>
          <IconButton size="small" aria-label={next.label} onClick={next.onClick}>
            <Icon name="chevronRight" fontSize="small" />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Popover>
  );
}
