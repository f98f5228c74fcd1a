import { type UnknownLot, unknownLotQuestion } from '@bp/shared/contracts/unknown-lots.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface UnknownLotsDialogProps {
  /** The lots the server refused as not in stock; null: closed. */
  lots: readonly UnknownLot[] | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before using lots never received or produced (issue 21 item 6): each is named; "Cancel"
 * sends nothing and changes nothing, "Use anyway" sends again with the confirmation, and the lot
 * is then recorded as of unverified origin.
 */
export function UnknownLotsDialog({ lots, busy, onConfirm, onCancel }: UnknownLotsDialogProps) {
  return (
    <Dialog open={lots !== null} onClose={onCancel} aria-labelledby="unknown-lots-title">
      <DialogTitle id="unknown-lots-title">
        {lots && lots.length > 1 ? 'Lots not in stock' : 'Lot not in stock'}
      </DialogTitle>
      <DialogContent>
        {(lots ?? []).map((l) => (
          <DialogContentText key={`${l.material_id}-${l.lot_code}`} sx={{ mb: 1 }}>
            {unknownLotQuestion(l)}
          </DialogContentText>
        ))}
        <DialogContentText variant="body2">
          It was never received or produced here. If you use it, it is recorded as a lot of unverified origin
          and counted as unaccounted in its mass balance.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={onConfirm}>
          Use anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
