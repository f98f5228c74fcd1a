import type { Material } from '@bp/shared/contracts/materials.ts';
import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useMaterialFacts } from '../api/material-facts.ts';
import { intendedChanges } from '../../../lib/intended-change.ts';
import { useSubmitSubmission } from '../api/submission-mutations.ts';
import { DuplicateDialog } from '../../../components/duplicate-dialog.tsx';
import { duplicateIn, earlierPath } from '../../../lib/duplicate.ts';
import { UnknownLotsDialog } from '../../../components/unknown-lots-dialog.tsx';
import { unknownLotsIn } from '../../../lib/unknown-lots.ts';
import { lotsToAsk } from '../model/lots-to-ask.ts';
import { useManualDraft, type ManualEditor } from '../api/use-manual-draft.ts';
import { refOf, submitBody, textOf, type Draft, type DraftRow } from '../model/manual-draft.ts';
import { SupplierLotsDialog } from '../../../components/supplier-lots-dialog.tsx';
import { rowIsRepeat, supplierLotRepeatsIn } from '../../../lib/supplier-lot-repeat.ts';
import { SupplierLotNote } from './supplier-lot-note.tsx';
import { isNetworkFailure, QUEUED_TEXT } from '../../../lib/outbox/outbox-payloads.ts';
import type { ManualLayout } from '../model/manual-layout.ts';
import { hasErrors, validateDraft } from '../model/manual-validation.ts';
import type { ScreenKind } from '../model/screen-kinds.ts';
import { ArchiveButton } from './archive-button.tsx';
import { DraftField } from './draft-field.tsx';
import { DraftRows } from './draft-rows.tsx';
import { SubmissionSummary } from './submission-summary.tsx';

type Answer = Record<string, unknown> & { id: number; is_archived: boolean; submission_status: string };

interface ManualFormProps {
  kind: ScreenKind;
  layout: ManualLayout;
  submission: Answer;
}

/** The submit body and the form it came from, for the outbox. */
export type QueueSubmit = (
  body: Record<string, unknown>,
  draft: Draft,
  lost?: boolean,
  /** The Idempotency-Key the lost try carried (the queued entry is sent under it). */
  key?: string,
) => Promise<void>;

interface ManualFormBodyProps {
  kind: ScreenKind;
  layout: ManualLayout;
  /** The stored submission; null for an entry typed without a network (it is only queued). */
  submission: Answer | null;
  editor: ManualEditor;
  /** Keeps the submit on this device when there is no network (never says "Saved" then). */
  queue: QueueSubmit;
  /** An outbox entry being fixed was refused for these lots never received: asked about before it goes again. */
  refusedLots?: readonly UnknownLot[] | undefined;
}

const materialIds = (layout: ManualLayout, draft: Draft) =>
  [
    ...layout.header.filter((f) => f.input === 'material').map((f) => refOf(draft.header[f.name])?.id),
    ...draft.rows.map((r) => refOf(r.values[layout.row.material])?.id),
  ].filter((id): id is number => id !== undefined);

/**
 * A manual entry (spec 001 sections 2 and 5): the header card, the rows (saved on the server as
 * they are edited), then Submit, which sends the header and every row at once (the rows replace
 * the stored ones) and shows the green banner and the read-only summary. Errors show once
 * Submit was tried, then as you type.
 */
export function ManualForm({ kind, layout, submission, queue }: ManualFormProps & { queue: QueueSubmit }) {
  const verified = submission.submission_status === 'verified';
  const editor = useManualDraft(kind, layout, submission, !verified && !submission.is_archived);
  return <ManualFormBody kind={kind} layout={layout} submission={submission} editor={editor} queue={queue} />;
}

export function ManualFormBody({
  kind,
  layout,
  submission,
  editor,
  queue,
  refusedLots,
}: ManualFormBodyProps) {
  const verified = submission?.submission_status === 'verified';
  const { draft, setHeader, setRow } = editor;
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const [queued, setQueued] = useState(false);
  const [queueFailure, setQueueFailure] = useState<string | null>(null);
  // Lots not in stock the user said to use anyway (asked once each, kept for a later resubmit).
  const [confirmedLots, setConfirmedLots] = useState<readonly UnknownLot[]>([]);
  // The refused entry's lots its rows still name, asked about before the fix is kept.
  const [asking, setAsking] = useState<readonly UnknownLot[] | null>(null);
  // Rows keeping a supplier lot that arrived before as a new lot of ours (issue 21 item 4).
  const [splitKeys, setSplitKeys] = useState<ReadonlySet<string>>(new Set());
  const materials = useMaterialFacts(materialIds(layout, draft));
  const submit = useSubmitSubmission(kind);
  // One key per body meant: a submit whose answer is lost is queued under the key it went with.
  const [submitKeys] = useState(() => intendedChanges<Record<string, unknown>>());
  const errors = validateDraft(layout, draft, materials.facts);
  const shownErrors = tried ? errors : { header: {}, rows: [], form: null };

  if (saved || verified || queued) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {saved ? (
          <Alert severity="success" variant="filled">
            {kind.savedText}
          </Alert>
        ) : null}
        {queued ? (
          <Alert severity="warning" variant="filled" role="status">
            {QUEUED_TEXT}. It is sent as soon as the network allows; see the Outbox.
          </Alert>
        ) : null}
        <SubmissionSummary title={kind.detailsTitle} layout={layout} draft={draft} />
        <Box>
          <BackLink to={kind.base} label={kind.backLabel} />
        </Box>
      </Box>
    );
  }

  // A chosen material fills its unit, which is saved like a typed one.
  const rowMaterial = (key: string, m: Material) => {
    materials.remember(m);
    if (!layout.row.unit) return;
    setRow(key, layout.row.unit, m.unit_of_measure);
    editor.commitRow(key, { [layout.row.unit]: m.unit_of_measure });
  };
  const headerMaterial = (name: string, m: Material) => {
    materials.remember(m);
    if (layout.headerUnit?.ref !== name) return;
    setHeader(layout.headerUnit.unit, m.unit_of_measure);
    editor.commitHeader({ [layout.headerUnit.unit]: m.unit_of_measure });
  };

  const setLot = (key: string, code: string) => {
    setRow(key, layout.row.lot, code);
    editor.commitRow(key, { [layout.row.lot]: code });
  };
  const supplierLotNote = (row: DraftRow) => (
    <SupplierLotNote
      materialId={refOf(row.values.material_id)?.id ?? null}
      supplierId={refOf(row.values.supplier_id)?.id ?? null}
      supplierLotCode={textOf(row.values.supplier_lot_code)}
      lotCode={textOf(row.values[layout.row.lot])}
      split={splitKeys.has(row.key)}
      disabled={row.id === null || submit.isPending}
      onFill={(code) => setLot(row.key, code)}
      onSplit={(on, clearLot) => {
        setSplitKeys((keys) => {
          const next = new Set(keys);
          if (on) next.add(row.key);
          else next.delete(row.key);
          return next;
        });
        if (clearLot) setLot(row.key, '');
      }}
    />
  );

  const duplicate = duplicateIn(submit.error);
  const unknownLots = unknownLotsIn(submit.error) ?? asking;
  const repeats = supplierLotRepeatsIn(submit.error);
  const keep = async (body: Record<string, unknown>, lost = false, key?: string) => {
    setQueueFailure(null);
    try {
      await queue(body, draft, lost, key);
      setQueued(true);
    } catch (error) {
      setQueueFailure(errorText(error));
    }
  };
  const onSubmit = (
    confirm: { duplicate?: boolean; lots?: readonly UnknownLot[]; splits?: ReadonlySet<string> } = {},
  ) => {
    setTried(true);
    if (hasErrors(errors)) return;
    const lots = [...confirmedLots, ...(confirm.lots ?? [])];
    if (confirm.lots) setConfirmedLots(lots);
    const splits = confirm.splits ?? splitKeys;
    const body = submitBody(kind.spec, layout, draft, submission?.id ?? 0, materials.facts, lots, splits);
    if (confirm.duplicate) body.confirm_duplicate = true;
    // Without a network the submit goes to the outbox (a mutation would only wait, paused).
    if (submission === null || !navigator.onLine) {
      const unasked = lotsToAsk(body, kind.spec.rowsKey, kind.spec.rowRoles, refusedLots ?? [], lots);
      if (unasked.length > 0) setAsking(unasked);
      else void keep(body);
      return;
    }
    const key = submitKeys.keyFor(body);
    submit.mutate(
      { body, key },
      {
        onSuccess: () => {
          submitKeys.succeeded();
          setSaved(true);
        },
        onError: (error) => {
          if (isNetworkFailure(error, navigator.onLine)) void keep(body, true, key);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {submission?.is_archived ? (
        <Alert severity="info">This submission is archived. Unarchive it to submit it.</Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {kind.detailsTitle}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {layout.header.map((f) => (
            <DraftField
              key={f.name}
              field={f}
              value={draft.header[f.name]}
              error={shownErrors.header[f.name]}
              createType="finished_goods"
              onChange={(v) => setHeader(f.name, v)}
              onCommit={(v) => editor.commitHeader({ [f.name]: v })}
              onMaterial={(m) => headerMaterial(f.name, m)}
            />
          ))}
        </Box>
      </Paper>
      <DraftRows
        layout={layout}
        rows={draft.rows}
        errors={shownErrors.rows}
        disabled={submit.isPending || editor.busy}
        onChange={setRow}
        onCommit={(key, name, v) => editor.commitRow(key, { [name]: v })}
        onMaterial={rowMaterial}
        onAdd={editor.addRow}
        onRemove={editor.removeRow}
        rowNote={layout.supplierLots ? supplierLotNote : undefined}
      />
      {shownErrors.form ? <Alert severity="error">{shownErrors.form}</Alert> : null}
      {tried && hasErrors(errors) ? (
        <Alert severity="error">Correct the marked fields before submitting.</Alert>
      ) : null}
      {submit.error && !duplicate && !unknownLots && !repeats && !isNetworkFailure(submit.error, true) ? (
        <Alert severity="error">{errorText(submit.error)}</Alert>
      ) : null}
      {queueFailure ? <Alert severity="error">{queueFailure}</Alert> : null}
      <DuplicateDialog
        duplicate={duplicate}
        earlierHref={duplicate ? earlierPath(kind.base, duplicate) : null}
        busy={submit.isPending}
        onCancel={() => submit.reset()}
        onConfirm={() => onSubmit({ duplicate: true })}
      />
      <UnknownLotsDialog
        lots={unknownLots}
        busy={submit.isPending}
        onCancel={() => {
          setAsking(null);
          submit.reset();
        }}
        onConfirm={() => {
          setAsking(null);
          onSubmit({ lots: unknownLots ?? [] });
        }}
      />
      <SupplierLotsDialog
        repeats={repeats}
        busy={submit.isPending}
        onCancel={() => submit.reset()}
        onSplit={() => {
          const refused = draft.rows.filter((r) => rowIsRepeat(r.values, repeats ?? [])).map((r) => r.key);
          const splits = new Set([...splitKeys, ...refused]);
          setSplitKeys(splits);
          onSubmit({ splits });
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => onSubmit()} disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit'}
        </Button>
        {submission ? (
          <ArchiveButton
            kind={kind}
            id={submission.id}
            archived={submission.is_archived}
            disabled={submit.isPending}
          />
        ) : null}
        <BackLink to={kind.base} label={kind.backLabel} />
      </Box>
    </Box>
  );
}
