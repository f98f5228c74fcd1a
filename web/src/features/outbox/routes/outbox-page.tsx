import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { heldBecause } from '../../../lib/outbox/outbox-rules.ts';
import { outbox } from '../../../lib/outbox/outbox-service.ts';
import { useOnline, useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { OutboxEntryCard } from '../components/outbox-entry-card.tsx';

/**
 * /outbox: what this device keeps for sending (issue 23), newest last as they are sent: each
 * entry's kind, summary, device time, status and reason. A conflict is opened to fix or
 * discarded on purpose; "Sync now" sends the signed-in user's entries, never another user's.
 */
export function OutboxPage() {
  const { entries, userId, companyId, unsent, syncNow } = useOutbox();
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = [...entries].sort((a, b) => b.seq - a.seq);

  const sync = async () => {
    setSyncing(true);
    setFailure(null);
    try {
      await syncNow();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSyncing(false);
    }
  };
  const act = async (run: (user: number) => Promise<void>) => {
    if (userId === null) return;
    setFailure(null);
    try {
      await run(userId);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const discard = (seq: number) => act((user) => outbox.discard(seq, user));
  const uploadAnyway = (seq: number) => act((user) => outbox.uploadAnyway(seq, user));

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title="Outbox"
        subtitle="Work saved on this device while there was no network, sent in the order it was made."
        actions={
          <Button variant="contained" onClick={() => void sync()} disabled={syncing || unsent === 0}>
            {syncing ? 'Sending...' : 'Sync now'}
          </Button>
        }
      />
      {online ? null : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This device is offline. Entries are sent when the network returns.
        </Alert>
      )}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing is waiting on this device.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Outbox entries"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {shown.map((entry) => (
            <OutboxEntryCard
              key={entry.seq}
              entry={entry}
              userId={userId}
              // Another company's work on a shared phone: its kind and state only, not its content.
              foreign={entry.companyId !== companyId}
              held={heldBecause(entry, entries, userId)}
              onDiscard={() => discard(entry.seq)}
              onUploadAnyway={() => uploadAnyway(entry.seq)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
