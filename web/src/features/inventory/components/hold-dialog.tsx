import { HOLD_CATEGORIES, HOLD_CATEGORY_LABELS, type HoldCategory } from '@bp/shared/contracts/holds.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { HeldChip } from '../../../components/held-chip.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDescendants, useHoldLot } from '../api/holds.ts';
import { qty } from './quantity-text.ts';

interface HoldDialogProps {
  lot: MaterialLot;
  open: boolean;
  onClose: () => void;
}

/**
 * Puts the lot on hold: a category and a reason, and optionally every lot made from it still in
 * stock, listed first (the preview) so the user sees what one click will hold.
 */
export function HoldDialog({ lot, open, onClose }: HoldDialogProps) {
  const titleId = useId();
  const [category, setCategory] = useState<HoldCategory>('quality');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [descendantsToo, setDescendantsToo] = useState(false);
  const descendants = useDescendants(lot.material_id, lot.id, open);
  const hold = useHoldLot(lot.material_id, lot.id);
  const items = descendants.data?.items ?? [];
  const reasonMissing = reason.trim() === '';
  const close = () => {
    hold.reset();
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (reasonMissing) return;
    hold.mutate(
      { category, reason: reason.trim(), include_descendants: descendantsToo },
      { onSuccess: () => close() },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={hold.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Put lot {lot.lot_code} on hold</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          A held lot keeps its stock and can still be adjusted, but it cannot be used in production or shipped
          until it is released.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            select
            label="Category"
            value={category}
            onChange={(e) => setCategory(e.target.value as HoldCategory)}
          >
            {HOLD_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {HOLD_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Reason"
            value={reason}
            multiline
            minRows={2}
            onChange={(e) => setReason(e.target.value)}
            error={tried && reasonMissing}
            helperText={tried && reasonMissing ? 'A reason is required' : ' '}
          />
        </Box>
        <FormControlLabel
          control={
            <Checkbox checked={descendantsToo} onChange={(e) => setDescendantsToo(e.target.checked)} />
          }
          label="Also hold everything made from it that is still in stock"
        />
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {descendants.isPending ? (
            <Typography sx={{ color: 'text.secondary' }}>Looking for lots made from it...</Typography>
          ) : descendants.error ? (
            <Alert severity="warning">{errorText(descendants.error)}</Alert>
          ) : items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No lot made from it is still in stock.</Typography>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                Made from it and still in stock ({items.length}):
              </Typography>
              <Box component="ul" aria-label="Lots made from it" sx={{ pl: 2, my: 1 }}>
                {items.map((d) => (
                  <li key={d.lot_id}>
                    {d.material_name} lot <strong>{d.lot_code}</strong>: {qty(d.quantity)} on hand
                    {d.depth > 1 ? ` (${d.depth} steps on)` : ''}
                    <HeldChip hold={d.hold} />
                  </li>
                ))}
              </Box>
            </>
          )}
        </Box>
        {hold.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(hold.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={hold.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={hold.isPending}>
          {hold.isPending
            ? 'Holding...'
            : descendantsToo && items.length
              ? `Hold ${items.length + 1} lots`
              : 'Hold lot'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
