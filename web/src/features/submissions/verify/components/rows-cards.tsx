import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SupplierLotNote } from '../../components/supplier-lot-note.tsx';
import { RemoveRowButton, RowField, VerifyToggle, type RowsViewProps } from './row-parts.tsx';
import type { ScreenRow } from '../api/use-verify-rows.ts';

const idOf = (v: unknown) => (typeof v === 'number' ? v : null);
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored receipt row's supplier lot that arrived before: said, filled, or split (saved on the row). */
function RowSupplierLot({
  row,
  editor,
  disabled,
}: {
  row: ScreenRow;
  editor: RowsViewProps['editor'];
  disabled: boolean;
}) {
  const v = row.values;
  return (
    <Box sx={{ mt: 1 }}>
      <SupplierLotNote
        materialId={idOf(v.material_id)}
        supplierId={idOf(v.supplier_id)}
        supplierLotCode={textOf(v.supplier_lot_code)}
        lotCode={textOf(v.lot_code)}
        split={v.split_supplier_lot === true}
        disabled={disabled || row.id === null}
        onFill={(code) => editor.saveField(row, { lot_code: code })}
        onSplit={(on, clearLot) =>
          editor.saveField(row, { split_supplier_lot: on, ...(clearLot ? { lot_code: null } : {}) })
        }
      />
    </Box>
  );
}

/**
 * One card per row: Verify and Remove on its first line, then the kind's fields in the spec's
 * order, as many side by side as the box takes (at least 180 px each) and wrapping onto further
 * lines: nine goods receipt fields fit beside the original at a desk without sideways scrolling,
 * and stack one under another on a phone.
 */
export function RowsCards(props: RowsViewProps) {
  const { layout, rows, problemsOf, verified, onToggle, editor } = props;
  return (
    <Box
      component="ul"
      aria-label={layout.rowsNoun}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => {
        const problems = problemsOf(row);
        const on = verified.has(row.key);
        return (
          <Paper
            component="li"
            key={row.key}
            data-row-key={row.key}
            variant="outlined"
            sx={{ p: 1.5, borderColor: on ? 'success.main' : undefined, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2">Row {String(row.values.row_index ?? '')}</Typography>
              <VerifyToggle row={row} problems={problems} checked={on} onToggle={(v) => onToggle(row, v)} />
              <RemoveRowButton row={row} disabled={on} onRemove={() => editor.removeRow(row)} />
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1.25,
                mt: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
                alignItems: 'start',
              }}
            >
              {layout.columns.map((c) => (
                <Box key={c.field} sx={{ minWidth: 0 }}>
                  {c.field === 'type' || props.spec.row[c.field]?.type === 'ref' ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {c.label}
                    </Typography>
                  ) : null}
                  <RowField props={props} row={row} column={c} problems={problems} />
                </Box>
              ))}
            </Box>
            {layout.supplierLots ? <RowSupplierLot row={row} editor={editor} disabled={on} /> : null}
          </Paper>
        );
      })}
    </Box>
  );
}
