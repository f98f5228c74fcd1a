import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { cellValue } from './column.ts';
import type { RowsProps } from './rows-props.ts';

/** The desktop form: zebra rows and a dash for an empty cell. */
export function TableRows<T>({ columns, rows, rowKey, rowSx, label }: RowsProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.align}
                sx={{ fontWeight: 600, width: c.width, whiteSpace: 'nowrap' }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={rowKey(row)}
              hover
              sx={{ ...(index % 2 === 1 ? { bgcolor: 'action.hover' } : {}), ...rowSx?.(row) }}
            >
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {cellValue(c, row) ?? '-'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
