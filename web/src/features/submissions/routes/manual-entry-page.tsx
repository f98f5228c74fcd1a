import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useQueueSubmit } from '../api/queue-submissions.ts';
import { useSubmission, useSubmissionRows } from '../api/submission-queries.ts';
import { ManualForm, type QueueSubmit } from '../components/manual-form.tsx';
import { manualSummary } from '../model/manual-summary.ts';
import { ManualLoadError } from '../components/manual-load-error.tsx';
import { screenKind, type ScreenKindName } from '../model/screen-kinds.ts';

/** {base}/manual/{submissionId}: the kind's manual entry screen. */
export function ManualEntryPage({ kind: name }: { kind: ScreenKindName }) {
  const kind = screenKind(name);
  const id = Number(useParams().submissionId);
  const valid = Number.isInteger(id) && id > 0;
  const submission = useSubmission(name, id);
  const rows = useSubmissionRows(name, id);
  const queueSubmit = useQueueSubmit(kind, id);
  const queue = useCallback<QueueSubmit>(
    (body, draft, lost, key) => queueSubmit(body, manualSummary(kind.manual, draft), lost, key),
    [queueSubmit, kind],
  );

  if (!valid || submission.isError || rows.isError) return <ManualLoadError kind={kind} />;
  if (!submission.data || !rows.data) return <PageLoading />;
  return (
    <>
      <PageHeader title={kind.manualTitle} subtitle={`Submission #${id}`} />
      <ManualForm key={id} kind={kind} layout={kind.manual} submission={submission.data} queue={queue} />
    </>
  );
}

/**
 * {base}/manual without an id: the spec does not show it. A manual entry is started from the
 * landing page's card (which creates the submission), so this goes there.
 */
export function ManualEntryIndex({ kind }: { kind: ScreenKindName }) {
  return <Navigate to={screenKind(kind).base} replace />;
}
