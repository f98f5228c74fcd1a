import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { entrySummary, entryTitle, fixPath, statusLabels } from '../../../lib/outbox/outbox-payloads.ts';
import { mayDiscard, type OutboxEntry, type OutboxStatus } from '../../../lib/outbox/outbox-rules.ts';

const colors: Record<OutboxStatus, ChipProps['color']> = {
  pending: 'info',
  sent: 'success',
  conflict: 'error',
  failed: 'warning',
};

interface Props {
  entry: OutboxEntry;
  userId: number | null;
  /** Another company's entry (or nobody signed in): what it holds is not shown. */
  foreign?: boolean;
  held: string | null;
  onDiscard: () => Promise<void>;
  /** Sends a refused upload again with the user's word that the file goes in again. */
  onUploadAnyway: () => Promise<void>;
}

/** One outbox entry: what it is, when it was made, where it stands and why; fix or discard a refusal. */
export function OutboxEntryCard({ entry, userId, foreign = false, held, onDiscard, onUploadAnyway }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = entryTitle(entry);
  const mine = entry.userId === userId;
  const refused = entry.status === 'conflict' || entry.status === 'failed';
  const fix = mine && refused ? fixPath(entry) : null;
  // A photo the server says was uploaded before: the upload screen's own choice, here.
  const again = mine && entry.kind === 'upload' && entry.status === 'conflict';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} aria-label={title}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>{title}</Typography>
        <Chip size="small" color={colors[entry.status]} label={statusLabels[entry.status]} />
      </Box>
      {!foreign && entrySummary(entry) ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{entrySummary(entry)}</Typography>
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Made on this device {new Date(entry.createdAt).toLocaleString()}
        {entry.attempts > 0 ? ` · ${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}` : ''}
      </Typography>
      {!foreign && entry.reason && entry.status !== 'sent' ? (
        <Typography variant="body2" color={refused ? 'error' : 'text.secondary'}>
          {entry.status === 'pending' ? 'Last try: ' : ''}
          {entry.reason}
        </Typography>
      ) : null}
      {held ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {held}
        </Typography>
      ) : null}
      {fix || again || mayDiscard(entry, userId) ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {again ? (
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onUploadAnyway().finally(() => setBusy(false));
              }}
            >
              Upload anyway
            </Button>
          ) : null}
          {fix ? (
            <Button component={Link} to={fix} variant="contained" size="small">
              Open to fix
            </Button>
          ) : null}
          {mayDiscard(entry, userId) ? (
            <Button variant="outlined" color="error" size="small" onClick={() => setAsking(true)}>
              Discard
            </Button>
          ) : null}
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Discard this entry?"
        busy={busy}
        confirmLabel="Discard"
        busyLabel="Discarding..."
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setBusy(true);
          void onDiscard().finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      >
        {title} will be removed from this device and never sent. This cannot be undone.
      </ConfirmDialog>
    </Paper>
  );
}
