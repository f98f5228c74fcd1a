import { WarningAmberRounded } from '../../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What the warning outline on a field means: shown above the rows when any field has it. */
export function DoubtLegend() {
  return (
    <Box
      role="note"
      aria-label="Marked fields"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5, color: 'text.secondary' }}
    >
      <WarningAmberRounded fontSize="small" sx={{ color: 'warning.dark', mt: '2px' }} aria-hidden />
      <Typography variant="body2">
        Fields outlined like this were hard to read, or their date could be read two ways (day and month):
        check them against the original before submitting.
      </Typography>
    </Box>
  );
}
