import type { Call } from './http.ts';
import type { Recorder } from './recorder.ts';

const ALREADY_SUBMITTED = /was already submitted/;

/**
 * Settles every write whose outcome the run does not know (no answer, or a 5xx) by sending it
 * again exactly as before: an adjustment with its Idempotency-Key answers 200 (applied now or
 * replayed), a submit answers 200 (finished now) or 409 "already submitted" (it had posted).
 * Anything else is a refusal. Returns how many were settled.
 */
export const settleUnknown = async (call: Call, recorder: Recorder): Promise<number> => {
  let settled = 0;
  for (const op of recorder.operations.values()) {
    if (op.outcome === 'accepted' || op.outcome === 'refused') continue;
    const again = recorder.resends.get(op.id);
    if (!again) continue;
    settled++;
    for (let attempt = 0; ; attempt++) {
      const res = await call(again.method, again.path, again.body, again.headers);
      // A 5xx is still unknown: try again after the Retry-After it names, for up to about 3 minutes.
      if (res.status >= 500 && attempt < 36) {
        await new Promise((r) => setTimeout(r, 5000));
        continue;
      }
      op.status = res.status;
      if (res.status === 200) op.outcome = 'accepted';
      else if (res.status === 409 && op.id.startsWith('submission:') && ALREADY_SUBMITTED.test(res.text))
        op.outcome = 'accepted';
      else if (res.status >= 400 && res.status < 500) op.outcome = 'refused';
      else op.outcome = 'unknown';
      break;
    }
  }
  return settled;
};

/** How the uploads whose file arrived ended: read, failed (with each reason) or still pending. */
export interface UploadOutcomes {
  pending: number[];
  transcribed: number;
  failed: Map<string, number>;
}

/**
 * Waits until no upload whose file arrived is still pending (the pipeline has read or failed
 * each), or the time is up; answers how they ended, so a run where the reader failed them all
 * under load is not read as a pass of "no upload pending".
 */
export const waitForUploads = async (
  call: Call,
  recorder: Recorder,
  timeoutMs: number,
): Promise<UploadOutcomes> => {
  const until = Date.now() + timeoutMs;
  const outcomes: UploadOutcomes = { pending: [], transcribed: 0, failed: new Map() };
  let waiting = recorder.uploads.filter((u) => u.putStatus >= 200 && u.putStatus < 300);
  for (;;) {
    const still = [];
    for (const u of waiting) {
      const res = await call<{ submission_status: string; failure_reason: string | null }>(
        'GET',
        `${u.base}/${u.id}`,
      );
      if (res.status !== 200 || res.body.submission_status === 'pending') still.push(u);
      else if (res.body.submission_status === 'failed') {
        const reason = res.body.failure_reason ?? 'no reason';
        outcomes.failed.set(reason, (outcomes.failed.get(reason) ?? 0) + 1);
      } else outcomes.transcribed++;
    }
    waiting = still;
    if (waiting.length === 0 || Date.now() > until) return { ...outcomes, pending: waiting.map((u) => u.id) };
    await new Promise((r) => setTimeout(r, 2000));
  }
};
