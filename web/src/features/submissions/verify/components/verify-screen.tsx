import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../../components/back-link.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { errorText } from '../../../../lib/api-error.ts';
import { isNetworkFailure, QUEUED_TEXT } from '../../../../lib/outbox/outbox-payloads.ts';
import { useQueueSubmit } from '../../api/queue-submissions.ts';
import { useSubmission } from '../../api/submission-queries.ts';
import { screenKind, transcribedPath, type ScreenKindName } from '../../model/screen-kinds.ts';
import { useRowMaterials } from '../api/use-row-materials.ts';
import { useVerifyActions, type VerifyConfirm } from '../api/use-verify-actions.ts';
import { useVerifyRows, type ScreenRow } from '../api/use-verify-rows.ts';
import { anyLowConfidence, canSubmit, rowProblems, type RowValues } from '../model/row-checks.ts';
import { FailedNotice } from './failed-notice.tsx';
import { HeaderCard } from './header-card.tsx';
import { OriginalDocument } from './original-document.tsx';
import { RowsCards } from './rows-cards.tsx';
import { SubmittedSummary } from './submitted-summary.tsx';
import { DuplicateDialog } from '../../../../components/duplicate-dialog.tsx';
import { duplicateIn, earlierPath } from '../../../../lib/duplicate.ts';
import { UnknownLotsDialog } from '../../../../components/unknown-lots-dialog.tsx';
import { unknownLotsIn } from '../../../../lib/unknown-lots.ts';
import { SupplierLotsDialog } from '../../../../components/supplier-lots-dialog.tsx';
import { supplierLotRepeatsIn } from '../../../../lib/supplier-lot-repeat.ts';
import { VerifyActionsBar } from './verify-actions-bar.tsx';
import { DoubtLegend } from './doubt-legend.tsx';
import { useLookAlike } from '../api/use-look-alike.ts';
import { LookAlikeNotice } from './look-alike-notice.tsx';
import { partyHeading, summaryOf } from '../../model/list-summary.ts';

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * The verification screen of spec 001 section 2, one for the three kinds: the kind's
 * declaration and layout decide the columns, editors and rules. Usable for any submission that
 * has rows, transcribed or not; the original shows beside the rows when there is one.
 */
export function VerifyScreen({ kindName }: { kindName: ScreenKindName }) {
  const kind = screenKind(kindName);
  const layout = kind.verify;
  const id = Number(useParams().submissionId);
  const submission = useSubmission(kindName, id);
  const header = (submission.data ?? {}) as RowValues;
  const editor = useVerifyRows(kindName, id, textOrNull(header.receipt_date));
  const materials = useRowMaterials(editor.rows.map((r) => r.values[layout.roles.material]));
  const actions = useVerifyActions(kindName, id);
  const lookAlike = useLookAlike(kindName, id, summaryOf(submission.data ?? {}) ?? undefined);
  const [verified, setVerified] = useState<ReadonlySet<string>>(new Set());
  const [headerVerified, setHeaderVerified] = useState(layout.headerFields.length === 0);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const duplicate = duplicateIn(actions.submit.error);
  const unknownLots = unknownLotsIn(actions.submit.error);
  const repeats = supplierLotRepeatsIn(actions.submit.error);
  // Without a network the submit is kept in the outbox (issue 23): never "submitted" until sent.
  const queueSubmit = useQueueSubmit(kind, id, transcribedPath(kind, id));
  const [queued, setQueued] = useState<string | null>(null);
  const keep = (confirm: VerifyConfirm, lost = false) => {
    const { body, key } = actions.submitFor(confirm);
    void queueSubmit(body, '', lost, key).then(
      () => setQueued(`${QUEUED_TEXT}. It is sent as soon as the network allows; see the Outbox.`),
      (error: unknown) => setQueued(errorText(error)),
    );
  };
  const submitNow = (confirm: VerifyConfirm) => {
    if (!navigator.onLine) return keep(confirm);
    actions.submit.mutate(confirm, {
      onSuccess: () => {
        setJustSubmitted(true);
        void submission.refetch();
      },
      onError: (error) => {
        if (isNetworkFailure(error, navigator.onLine)) keep(confirm, true);
      },
    });
  };

  const back = <BackLink to={kind.base} label={kind.backLabel} />;
  const page = (body: React.ReactNode) => (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={kind.verifyTitle}
        subtitle={Number.isInteger(id) ? `#${id}` : undefined}
        actions={back}
      />
      {body}
    </Box>
  );

  if (submission.isPending || editor.query.isPending) {
    if (!(Number.isInteger(id) && id > 0))
      return page(<Alert severity="error">Error loading data: Not found</Alert>);
    return page(<PageLoading />);
  }
  const loadError = submission.error ?? editor.query.error;
  if (loadError) return page(<Alert severity="error">{`Error loading data: ${errorText(loadError)}`}</Alert>);

  if (header.submission_status === 'verified') {
    return page(
      <SubmittedSummary
        kind={kind}
        layout={layout}
        header={header}
        rows={editor.rows}
        justSubmitted={justSubmitted}
      />,
    );
  }

  const problemsOf = (row: ScreenRow) => {
    const materialId = row.values[layout.roles.material];
    return rowProblems(
      kind.spec,
      layout,
      row.values,
      typeof materialId === 'number' ? materials.get(materialId) : undefined,
    );
  };
  const verifiedRows = editor.rows.filter((r) => verified.has(r.key) && problemsOf(r).length === 0);
  const ready = canSubmit({
    rowCount: editor.rows.length,
    verifiedCount: verifiedRows.length,
    pendingRows: editor.pendingRows,
    headerVerified,
    archived: header.is_archived === true,
  });
  const toggle = (row: ScreenRow, on: boolean) =>
    setVerified((old) => {
      const next = new Set(old);
      if (on) next.add(row.key);
      else next.delete(row.key);
      return next;
    });
  const rowsProps = {
    spec: kind.spec,
    layout,
    rows: editor.rows,
    materials,
    problemsOf,
    verified,
    onToggle: toggle,
    editor,
  };
  const hasOriginal = Boolean(header.filename ?? header.file_url);

  const main = (
    <Box sx={{ minWidth: 0 }}>
      {layout.headerFields.length > 0 ? (
        <HeaderCard
          spec={kind.spec}
          layout={layout}
          title={kind.detailsTitle}
          values={header}
          verified={headerVerified}
          onVerify={setHeaderVerified}
          onSave={(body) => actions.patchHeader.mutate(body)}
        />
      ) : null}
      {header.is_archived === true ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This submission is archived: unarchive it to submit.
        </Alert>
      ) : lookAlike ? (
        <LookAlikeNotice
          earlier={lookAlike}
          base={kind.base}
          partyWord={partyHeading(kind.spec)?.toLowerCase() ?? null}
        />
      ) : null}
      {anyLowConfidence(
        [header],
        layout.headerFields.map((f) => f.field),
      ) ||
      anyLowConfidence(
        editor.rows.map((r) => r.values),
        layout.columns.map((c) => c.field),
      ) ? (
        <DoubtLegend />
      ) : null}
      <RowsCards {...rowsProps} />
      <VerifyActionsBar
        label={kind.spec.label}
        archived={header.is_archived === true}
        archiving={actions.archive.isPending}
        archiveError={actions.archive.error}
        onArchive={(on) => actions.archive.mutateAsync(on)}
        onAddRow={editor.addRow}
        canSubmit={ready && queued === null}
        submitting={actions.submit.isPending}
        onSubmit={() => submitNow({})}
      />
      <DuplicateDialog
        duplicate={duplicate}
        earlierHref={duplicate ? earlierPath(kind.base, duplicate) : null}
        busy={actions.submit.isPending}
        onCancel={() => actions.submit.reset()}
        onConfirm={() => submitNow({ duplicate: true })}
      />
      <UnknownLotsDialog
        lots={unknownLots}
        busy={actions.submit.isPending}
        onCancel={() => actions.submit.reset()}
        onConfirm={() => submitNow({ lots: unknownLots ?? [] })}
      />
      <SupplierLotsDialog
        repeats={repeats}
        busy={actions.submit.isPending}
        onCancel={() => actions.submit.reset()}
        onSplit={() => submitNow({ splits: repeats ?? [] })}
      />
      {actions.submit.error && !duplicate && !unknownLots && !repeats && !queued ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(actions.submit.error)}
        </Alert>
      ) : null}
      {queued ? (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          {queued}
        </Alert>
      ) : null}
    </Box>
  );

  return page(
    <>
      {header.submission_status === 'failed' ? (
        <FailedNotice
          reason={textOrNull(header.failure_reason)}
          retryTo={kind.base}
          busy={actions.manualEntry.isPending}
          onManualEntry={() => actions.manualEntry.mutate()}
        />
      ) : null}
      {hasOriginal ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}>
            <OriginalDocument kind={kind} submissionId={id} filename={textOrNull(header.filename)} />
          </Box>
          {main}
        </Box>
      ) : (
        main
      )}
    </>,
  );
}
