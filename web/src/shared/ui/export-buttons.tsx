import Button from '@mui/material/Button';
import { Icon } from './icons';

const FORMATS = ['csv', 'xlsx'] as const;
/** The files a report's rows are downloaded as; the server makes them. */
export type ExportFormat = (typeof FORMATS)[number];

interface ExportButtonsProps {
  /** Each feature names its own buttons. */
  labels: Record<ExportFormat, string>;
  /** While a file is being made: a second press would only ask again. */
  busy: boolean;
  onExport: (format: ExportFormat) => void;
  /** Gives each button the test id `export-<format>`. */
  withTestIds?: boolean;
}

/** A report's download buttons, one a format, side by side in the toolbar that holds them. */
export function ExportButtons({ labels, busy, onExport, withTestIds = false }: ExportButtonsProps) {
  return FORMATS.map((format) => (
    <Button
      key={format}
      variant="outlined"
      disabled={busy}
      startIcon={<Icon name="download" />}
      onClick={() => onExport(format)}
      data-testid={withTestIds ? `export-${format}` : undefined}
    >
      {labels[format]}
    </Button>
  ));
}
