import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import type { ManualPayload } from '../../../lib/outbox/outbox-payloads.ts';
import { useQueueManual } from '../api/queue-submissions.ts';
import { useLocalDraft } from '../api/use-local-draft.ts';
import { ManualFormBody } from '../components/manual-form.tsx';
import type { Draft } from '../model/manual-draft.ts';
import { lostManualNewKeyOf } from '../model/offline-manual-state.ts';
import { screenKind, type ScreenKind, type ScreenKindName } from '../model/screen-kinds.ts';

function OfflineForm({
  kind,
  initial,
  fixing,
  clientId,
  refusedLots,
}: {
  kind: ScreenKind;
  initial: Draft | null;
  fixing: number | null;
  clientId: string | null;
  refusedLots: readonly UnknownLot[] | undefined;
}) {
  const editor = useLocalDraft(kind.manual, initial);
  const queue = useQueueManual(kind, fixing, clientId ?? undefined);
  return (
    <ManualFormBody
      kind={kind}
      layout={kind.manual}
      submission={null}
      editor={editor}
      queue={queue}
      refusedLots={refusedLots}
    />
  );
}

/**
 * {base}/manual/offline: a manual entry typed without a network (issue 23). Nothing reaches the
 * server until the outbox sends it; Submit keeps it on this device. With ?entry={seq} it opens a
 * refused entry of the outbox filled, to fix and send again in its place.
 */
export function OfflineManualPage({ kind: name }: { kind: ScreenKindName }) {
  const kind = screenKind(name);
  const param = useSearchParams()[0].get('entry');
  const fixing = param === null ? null : Number(param);
  const { entries, loaded, userId } = useOutbox();
  // A lost manual-new's key, used for this one entry: taken out of the history entry, so going
  // back to this address later starts an entry of its own.
  const location = useLocation();
  const navigate = useNavigate();
  const [lostKey] = useState(() => lostManualNewKeyOf(location.state));
  useEffect(() => {
    if (lostManualNewKeyOf(location.state) !== null) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  const entry = fixing === null ? null : entries.find((e) => e.seq === fixing && e.kind === 'manual');
  if (fixing !== null && !loaded) return <PageLoading />;
  if (fixing !== null && (!entry || entry.userId !== userId))
    return <Alert severity="error">This entry is no longer in your outbox.</Alert>;
  const payload = entry?.payload as ManualPayload | undefined;
  return (
    <>
      <PageHeader
        title={kind.manualTitle}
        subtitle={
          entry
            ? `Fixing an outbox entry: ${entry.reason ?? ''}`
            : 'Kept on this device until the network returns'
        }
      />
      <OfflineForm
        key={fixing ?? 'new'}
        kind={kind}
        initial={(payload?.draft as Draft | undefined) ?? null}
        fixing={fixing}
        clientId={fixing === null ? lostKey : null}
        refusedLots={entry?.refusedLots}
      />
    </>
  );
}
