import {
  submissionRouteName,
  type SubmissionOperation,
  type SubmissionRouteName,
} from '@bp/shared/api/routes/submissions.ts';
import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { api } from '../api-client/api.ts';
import { UNKNOWN_LOTS_CHECK } from '../unknown-lots.ts';
import type {
  AdjustPayload,
  ManualPayload,
  SubmissionKindName,
  SubmitPayload,
  UploadPayload,
} from './outbox-payloads.ts';
import { answerOf } from './outbox-payloads.ts';
import type { OutboxEntry } from './outbox-rules.ts';
import type { Sender } from './outbox-store.ts';

/** Past this a try is given up as a timeout (kept pending, tried again with backoff). */
const TRY_TIMEOUT_MS = 60_000;

type Call = (headers: Record<string, string>, signal: AbortSignal) => Promise<unknown>;

const specs = { goods_receipt: goodsReceiptSpec, production: productionSpec, shipment: shipmentSpec };

/**
 * A kind's route name for an operation. The three kinds' routes differ only in their rows,
 * which the server parses, so they are called as the goods receipt's are typed.
 */
const routeOf = <Op extends SubmissionOperation>(kind: SubmissionKindName, op: Op) =>
  submissionRouteName(specs[kind], op) as SubmissionRouteName<typeof goodsReceiptSpec, Op>;

const uploadCall =
  (p: UploadPayload): Call =>
  (headers, signal) => {
    const form = new FormData();
    form.append('file', p.file, p.filename);
    if (p.submissionId !== undefined)
      return api.call(
        routeOf(p.kind, 'uploadFile'),
        { params: { id: p.submissionId }, body: form },
        { headers, signal },
      );
    return api.call(routeOf(p.kind, 'uploadDocument'), { body: form }, { headers, signal });
  };

const submit = (
  kind: SubmissionKindName,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  signal: AbortSignal,
) => api.call(routeOf(kind, 'submit'), { body: body as never }, { headers, signal });

/** manual-new with the key (a replay answers the same submission), then its submit. */
const manualCall =
  (p: ManualPayload): Call =>
  async (headers, signal) => {
    const created = await api.call(routeOf(p.kind, 'manualNew'), {}, { headers, signal });
    return submit(p.kind, { ...p.body, submission_id: created.submission_id }, headers, signal);
  };

const submitCall =
  (p: SubmitPayload): Call =>
  (headers, signal) =>
    submit(
      p.kind,
      p.body,
      p.unknownLotsCheck === true ? { ...headers, ...UNKNOWN_LOTS_CHECK } : headers,
      signal,
    );

const adjustCall =
  (p: AdjustPayload): Call =>
  (headers, signal) =>
    api.call(
      'adjustInventory',
      { params: { materialId: p.materialId }, body: p.body as never },
      { headers, signal },
    );

const callOf = (entry: OutboxEntry): Call => {
  switch (entry.kind) {
    case 'upload':
      return uploadCall(entry.payload as UploadPayload);
    case 'manual':
      return manualCall(entry.payload as ManualPayload);
    case 'submit':
      return submitCall(entry.payload as SubmitPayload);
    case 'adjust':
      return adjustCall(entry.payload as AdjustPayload);
  }
};

/**
 * The HTTP calls of one entry, with its client id as the Idempotency-Key: a replay after a lost
 * answer is the same request, and the server answers it without doing it twice. The answer is
 * classified by the rules (outbox-rules.ts `outcomeForEntry`), not here.
 */
export const sendEntry: Sender = async (entry) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('Timed out')), TRY_TIMEOUT_MS);
  try {
    await callOf(entry)({ 'Idempotency-Key': entry.clientId }, controller.signal);
    return { status: 200, message: '' };
  } catch (error) {
    return answerOf(controller.signal.aborted ? new Error('Timed out') : error);
  } finally {
    clearTimeout(timer);
  }
};
