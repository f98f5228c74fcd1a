import { LOT_ORIGIN_LABELS, lotMessages, type MaterialLot } from '@bp/shared/contracts/lots.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEditLotCode, useMergeLots } from '../api/lots.ts';
import { afterSave, canSave, type LotCodeMode } from '../model/lot-code-editor.ts';
import { dateTime, qty } from './quantity-text.ts';

/**
 * The Lot Code field of the Lot Information card: view, editing, conflict (spec 001 section 4).
 * Rendered with the lot's id as its key, so a change of lot resets it to view.
 */
export function LotCodeEditor({ lot }: { lot: MaterialLot }) {
  const [state, setState] = useState<LotCodeMode>({ mode: 'view' });
  const edit = useEditLotCode(lot.material_id, lot.id);
  const merge = useMergeLots(lot.material_id);
  const navigate = useNavigate();

  if (state.mode === 'view') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{lot.lot_code}</Typography>
        {lot.merged_into_lot_id === null ? (
          <Button size="small" onClick={() => setState({ mode: 'editing', draft: lot.lot_code })}>
            Edit
          </Button>
        ) : null}
      </Box>
    );
  }
  if (state.mode === 'editing') {
    const save = () =>
      edit.mutate(state.draft.trim(), {
        onSuccess: (result) => setState(afterSave(state.draft, result)),
        onError: () => setState({ mode: 'view' }),
      });
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Lot Code"
          value={state.draft}
          autoFocus
          onChange={(e) => setState({ mode: 'editing', draft: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && canSave(lot.lot_code, state.draft)) save();
          }}
        />
        <Button
          size="small"
          variant="contained"
          disabled={!canSave(lot.lot_code, state.draft) || edit.isPending}
          onClick={save}
        >
          Save
        </Button>
        <Button size="small" onClick={() => setState({ mode: 'view' })}>
          Cancel
        </Button>
      </Box>
    );
  }
  const other = state.conflicting;
  return (
    <Alert
      severity="warning"
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            color="inherit"
            disabled={merge.isPending}
            onClick={() =>
              merge.mutate(
                { from_lot_id: lot.id, to_lot_id: other.id },
                {
                  onSuccess: (result) =>
                    void navigate(
                      `/inventory/${lot.material_id}/lots/${result.merged_into_lot?.id ?? other.id}`,
                    ),
                },
              )
            }
          >
            Merge
          </Button>
          <Button size="small" color="inherit" onClick={() => setState({ mode: 'view' })}>
            Cancel
          </Button>
        </Box>
      }
    >
      {lotMessages.conflict(other.lot_code)} Origin: {LOT_ORIGIN_LABELS[other.origin]}, quantity:{' '}
      {qty(other.quantity)}, registered: {dateTime(other.production_date)}.
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Merge moves this lot&apos;s {qty(lot.quantity)} and its history into {other.lot_code}, for good; the
        merge is recorded on that lot with your name.
      </Typography>
    </Alert>
  );
}
