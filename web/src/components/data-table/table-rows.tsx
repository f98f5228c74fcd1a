import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { cellValue } from './column.ts';
import type { RowsProps } from './rows-props.ts';

/**
 * The desktop form: zebra rows and a dash for an empty cell. A table wider than its card
 * scrolls inside it, so the card is a focusable, named region that the keyboard can scroll.
 */
export function TableRows<T>({ columns, rows, rowKey, rowSx, label }: RowsProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.align}
                // Headers wrap between words, so a table of many columns fits its card at a
                // desk (the ledger's Actions stayed out of sight with one-line headers).
                sx={{ fontWeight: 600, width: c.width }}
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
