import { MAX_UPLOAD_BYTES } from '@bp/shared/contracts/submissions/upload.ts';
import { DocumentFailure, failureReasons } from '../core/documents/failure-reasons.ts';
import { latestDocumentDates } from '../core/documents/recent-dates.ts';
import { pipelinePorts } from '../wiring/pipeline.ts';
import { type PipelineState, type StartInput, startInput } from './pipeline-state.ts';
import { pipelineStep } from './pipeline-step.ts';
import { parseUploadKey } from './upload-ref.ts';

const { submissions, transcription, originals, settings } = pipelinePorts;

/**
 * First step: the submission the upload belongs to. Goes on only for a pending transcription
 * whose file this is; a duplicated event for a submission already read stops here quietly.
 * Pins the object version it found (the first execution's pin holds: a file put again over it
 * is not what gets read). The size is checked again here because a presigned PUT's signed
 * length is not enforced by every S3-compatible server.
 */
const loadSubmission = async ({ event, execution }: StartInput): Promise<PipelineState> => {
  const stop: PipelineState = { execution, proceed: false };
  const { key } = event.detail.object;
  const ref = parseUploadKey(key);
  if (!ref) return stop;
  const kind = ref.kind.spec.kind;
  // The company's date order and recent dates need only the key: read beside the submission and
  // its pin rather than after them (on a duplicate event, two reads for nothing).
  const dates = Promise.all([
    settings.generalSettings(ref.companyId),
    latestDocumentDates(submissions, ref.companyId, kind, ref.submissionId),
  ]);
  dates.catch(() => undefined);
  const submission = await submissions.get(ref.companyId, kind, ref.submissionId);
  if (!submission || submission.status !== 'pending' || submission.fileKey !== key) return stop;
  const found = await originals.head(key, submission.filePin?.versionId);
  if (!found) throw new DocumentFailure(failureReasons.missing);
  const pin = await transcription.pin(ref.companyId, kind, ref.submissionId, {
    etag: submission.filePin?.etag ?? found.etag,
    versionId: submission.filePin?.versionId ?? found.versionId,
  });
  if (!pin) return stop;
  if (found.size > MAX_UPLOAD_BYTES) throw new DocumentFailure(failureReasons.tooLarge);
  const [general, recentDates] = await dates;
  return {
    execution,
    proceed: true,
    upload: {
      bucket: event.detail.bucket.name,
      key,
      companyId: ref.companyId,
      kind,
      submissionId: ref.submissionId,
      size: found.size,
      // How the document's numeric dates are read: the company's setting, the upload's day, its recent dates.
      dateOrder: general.date_order,
      uploaded: submission.createdAt.slice(0, 10),
      recentDates,
      versionId: pin.versionId,
      etag: pin.etag,
    },
  };
};

export const handler = pipelineStep('load-submission', startInput, loadSubmission);
