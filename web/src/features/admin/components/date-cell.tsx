import Box from '@mui/material/Box';
import { formatDate, formatDateTime } from '../model/format-date.ts';

/** A readable date in a table cell, kept on one line; the exact time on hover. */
export function DateCell({ value, withTime = false }: { value: string; withTime?: boolean }) {
  return (
    <Box component="time" dateTime={value} title={formatDateTime(value)} sx={{ whiteSpace: 'nowrap' }}>
      {withTime ? formatDateTime(value) : formatDate(value)}
    </Box>
  );
}
