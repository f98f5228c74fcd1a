import { holdSummary } from '@bp/shared/contracts/holds.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useReleaseLot } from '../api/holds.ts';

/** Releases the lot's hold with the reason why (recorded with who and when). */
export function ReleaseDialog({
  lot,
  open,
  onClose,
}: {
  lot: MaterialLot;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const release = useReleaseLot(lot.material_id, lot.id);
  const missing = reason.trim() === '';
  const close = () => {
    release.reset();
    setTried(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Release lot ${lot.lot_code}`}
      busy={release.isPending}
      error={release.error ? errorText(release.error) : null}
      confirmLabel="Release"
      busyLabel="Releasing..."
      confirmColor="primary"
      onConfirm={() => {
        setTried(true);
        if (!missing) release.mutate(reason.trim(), { onSuccess: close });
      }}
      onClose={close}
    >
      {lot.hold ? <p>On hold: {holdSummary(lot.hold)}.</p> : null}
      <TextField
        label="Why is it released?"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={tried && missing}
        helperText={tried && missing ? 'Say why the lot is released' : ' '}
      />
    </ConfirmDialog>
  );
}
