import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RemoveRowButton, RowField, VerifyToggle, type RowsViewProps } from './row-parts.tsx';

/** The desk layout: Verification, the kind's columns, and a remove button per row. */
export function RowsTable(props: RowsViewProps) {
  const { layout, rows, problemsOf, verified, onToggle, editor } = props;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={layout.rowsNoun} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Verification</TableCell>
            {layout.columns.map((c) => (
              <TableCell key={c.field}>{c.label}</TableCell>
            ))}
            <TableCell>Remove</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const problems = problemsOf(row);
            const on = verified.has(row.key);
            return (
              <TableRow
                key={row.key}
                data-row-key={row.key}
                sx={on ? { bgcolor: (t) => alpha(t.palette.success.main, 0.08) } : undefined}
              >
                <TableCell>
                  <VerifyToggle
                    row={row}
                    problems={problems}
                    checked={on}
                    onToggle={(v) => onToggle(row, v)}
                  />
                </TableCell>
                {layout.columns.map((c) => (
                  <TableCell
                    key={c.field}
                    sx={{ minWidth: c.field === 'type' ? 90 : 140, verticalAlign: 'top' }}
                  >
                    <RowField props={props} row={row} column={c} problems={problems} />
                  </TableCell>
                ))}
                <TableCell>
                  <RemoveRowButton row={row} disabled={on} onRemove={() => editor.removeRow(row)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
