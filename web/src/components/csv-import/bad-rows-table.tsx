import type { ImportRow } from '@bp/shared/contracts/csv-import.ts';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { rowLabel } from './import-summary.ts';

/** Every invalid row: its number in the file (header = row 1, as a spreadsheet shows it), its name, and why. */
export function BadRowsTable({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Rows with problems">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, width: 72 }}>Row</TableCell>
            <TableCell sx={{ fontWeight: 600, width: '30%' }}>Name</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Problems</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{rowLabel(row) || '-'}</TableCell>
              <TableCell sx={{ color: 'error.main' }}>
                {row.errors.length === 1 ? (
                  row.errors[0]
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {row.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
