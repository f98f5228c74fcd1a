import { UPLOAD_URL_SECONDS } from '@bp/shared/contracts/submissions/upload.ts';
import { submissionKinds } from '../core/submissions/kinds/index.ts';
import { sweepWaitingUploads } from '../core/submissions/sweep-uploads.ts';
import { env } from '../lib/env.ts';
import { logger } from '../lib/logger.ts';
import { submissionPorts } from '../wiring/submissions.ts';
import { uploadExists } from '../wiring/upload-sweep.ts';

export interface UploadSweepEvent {
  /** Tests (scaled down): how long an upload waits before it is swept, instead of the URL's life plus the margin. */
  afterSeconds?: number;
}

/**
 * The scheduled upload sweep (infra/lib/schedules.ts: an EventBridge rate rule in AWS, the local
 * scheduler's timer): fails uploads whose file never came (docs/documents.md, "Uploads left
 * waiting"). An upload that cannot be decided is logged and looked at again on the next run.
 */
export const handler = async (
  event?: UploadSweepEvent,
): Promise<{ seen: number; failed: number; errors: number }> => {
  const after = event?.afterSeconds ?? UPLOAD_URL_SECONDS + env.uploadSweepMarginSeconds();
  const before = new Date(Date.now() - after * 1000).toISOString();
  const outcome = await sweepWaitingUploads(submissionPorts, uploadExists, submissionKinds, { before });
  for (const { ref, error } of outcome.errors)
    logger.error('An upload waiting for its file could not be swept', { ...ref, error: String(error) });
  if (outcome.failed) logger.info('upload sweep', { failed: outcome.failed, seen: outcome.seen });
  return { seen: outcome.seen, failed: outcome.failed, errors: outcome.errors.length };
};
