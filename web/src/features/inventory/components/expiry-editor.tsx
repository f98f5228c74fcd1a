import {
  EXPIRY_KIND_LABELS,
  EXPIRY_KINDS,
  type ExpiryKind,
  type LotExpiry,
} from '@bp/shared/contracts/expiry.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error.ts';
import { useSetLotExpiry } from '../api/expiry.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The lot's use-by or best-before date: shown, and edited in place (a blank date clears it). */
export function ExpiryEditor({
  materialId,
  lotId,
  expiry,
  editable,
}: {
  materialId: number;
  lotId: number;
  expiry: LotExpiry | null;
  editable: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(expiry?.date ?? '');
  const [kind, setKind] = useState<ExpiryKind>(expiry?.kind ?? 'use_by');
  const save = useSetLotExpiry(materialId, lotId);
  if (!editing) {
    const expired = expiry && expiry.date < today();
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ color: expired ? 'error.main' : undefined }}>
          {expiry
            ? `${EXPIRY_KIND_LABELS[expiry.kind]} ${expiry.date}${expired ? ' (expired)' : ''}`
            : 'No date'}
        </Typography>
        {editable ? (
          <Button size="small" onClick={() => setEditing(true)} aria-label="Edit date">
            Edit
          </Button>
        ) : null}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Date type"
        value={kind}
        onChange={(e) => setKind(e.target.value as ExpiryKind)}
        sx={{ minWidth: 140 }}
      >
        {EXPIRY_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {EXPIRY_KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        size="small"
        variant="contained"
        disabled={save.isPending}
        onClick={() => save.mutate({ date: date || null, kind }, { onSuccess: () => setEditing(false) })}
      >
        Save date
      </Button>
      <Button size="small" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {save.error ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {errorText(save.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
