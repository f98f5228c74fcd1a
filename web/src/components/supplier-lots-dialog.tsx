import {
  type SupplierLotRepeat,
  supplierLotQuestion,
  supplierLotRepeatTexts,
} from '@bp/shared/contracts/supplier-lot-repeat.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface SupplierLotsDialogProps {
  /** The rows the server refused: their supplier lot arrived before as another lot; null: closed. */
  repeats: readonly SupplierLotRepeat[] | null;
  busy?: boolean;
  onSplit: () => void;
  onCancel: () => void;
}

/**
 * Asks before keeping a supplier lot that arrived before as a new lot of ours (issue 21 item 4),
 * as the unknown-lots question does: "Cancel" sends nothing and changes nothing (clear the lot
 * code to add to the earlier lot instead); "Keep as a new lot" sends again with the split.
 */
export function SupplierLotsDialog({ repeats, busy, onSplit, onCancel }: SupplierLotsDialogProps) {
  return (
    <Dialog open={repeats !== null} onClose={onCancel} aria-labelledby="supplier-lots-title">
      <DialogTitle id="supplier-lots-title">{supplierLotRepeatTexts.title}</DialogTitle>
      <DialogContent>
        {(repeats ?? []).map((r) => (
          <DialogContentText
            key={`${r.material_id}-${r.supplier_id}-${r.supplier_lot_code}-${r.row_lot_code}`}
            sx={{ mb: 1 }}
          >
            {supplierLotQuestion(r)}
          </DialogContentText>
        ))}
        <DialogContentText variant="body2">
          To add it to the earlier lot instead, cancel and leave the row&apos;s lot code blank.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={onSplit}>
          {supplierLotRepeatTexts.keepNew}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
