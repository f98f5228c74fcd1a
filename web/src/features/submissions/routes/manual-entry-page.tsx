import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useSubmission, useSubmissionRows } from '../api/submission-queries.ts';
import { ManualForm } from '../components/manual-form.tsx';
import { ManualLoadError } from '../components/manual-load-error.tsx';
import { manualLayout } from '../model/manual-layout.ts';
import { screenKind, type ScreenKindName } from '../model/screen-kinds.ts';

/** {base}/manual/{submissionId}: the kind's manual entry screen. */
function ManualEntryPage({ kind: name }: { kind: ScreenKindName }) {
  const kind = screenKind(name);
  const id = Number(useParams().submissionId);
  const valid = Number.isInteger(id) && id > 0;
  const submission = useSubmission(name, id);
  const rows = useSubmissionRows(name, id);

  if (!valid || submission.isError || rows.isError) return <ManualLoadError kind={kind} />;
  if (!submission.data || !rows.data) return <PageLoading />;
  return (
    <>
      <PageHeader title={kind.manualTitle} subtitle={`Submission #${id}`} />
      <ManualForm key={id} kind={kind} layout={manualLayout(name)} submission={submission.data} />
    </>
  );
}

export const ManualReceiptPage = () => <ManualEntryPage kind="goods_receipt" />;
export const ManualProductionPage = () => <ManualEntryPage kind="production" />;
export const ManualShipmentPage = () => <ManualEntryPage kind="shipment" />;

/**
 * {base}/manual without an id: the spec does not show it. A manual entry is started from the
 * landing page's card (which creates the submission), so this goes there.
 */
export const ManualReceiptIndex = () => <Navigate to={screenKind('goods_receipt').base} replace />;
export const ManualProductionIndex = () => <Navigate to={screenKind('production').base} replace />;
export const ManualShipmentIndex = () => <Navigate to={screenKind('shipment').base} replace />;
