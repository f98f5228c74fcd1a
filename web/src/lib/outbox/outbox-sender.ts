import {
  submissionRouteName,
  type SubmissionOperation,
  type SubmissionRouteName,
} from '@bp/shared/api/routes/submissions.ts';
import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import type { UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';
import { api } from '../api-client/api.ts';
import { ApiError } from '../api-error.ts';
import { fileSha256 } from '../file-hash.ts';
import { PutRefused, putFile } from '../put-file.ts';
import { UNKNOWN_LOTS_CHECK } from '../unknown-lots.ts';
import type {
  AdjustPayload,
  ManualPayload,
  SubmissionKindName,
  SubmitPayload,
  UploadPayload,
} from './outbox-payloads.ts';
import { answerOf, uploadWay } from './outbox-payloads.ts';
import type { OutboxEntry } from './outbox-rules.ts';
import type { Sender } from './outbox-store.ts';

/** Past this a try is given up as a timeout (kept pending, tried again with backoff). */
const TRY_TIMEOUT_MS = 60_000;

/** What every request of an entry carries: its key, the try's time limit and its user's token. */
type Options = { headers: Record<string, string>; signal: AbortSignal; token?: string };
type Call = (options: Options) => Promise<unknown>;

const specs = { goods_receipt: goodsReceiptSpec, production: productionSpec, shipment: shipmentSpec };

/**
 * A kind's route name for an operation. The three kinds' routes differ only in their rows,
 * which the server parses, so they are called as the goods receipt's are typed.
 */
const routeOf = <Op extends SubmissionOperation>(kind: SubmissionKindName, op: Op) =>
  submissionRouteName(specs[kind], op) as SubmissionRouteName<typeof goodsReceiptSpec, Op>;

/**
 * A file over upload-document's limit (a dense photo, a long PDF) goes as the screen sends it:
 * upload-url under the entry's key (with the file's hash, so a replay is answered the same
 * submission and a new PUT), then the PUT. The PUT is write-once: 412 says the file is there
 * already (an earlier PUT landed though its answer was lost), which is this entry sent.
 */
const urlUploadCall =
  (p: UploadPayload): Call =>
  async (options) => {
    const sha256 = await fileSha256(p.file);
    const target = await api.call(
      routeOf(p.kind, 'uploadUrl'),
      {
        body: {
          filename: p.filename,
          content_type: p.file.type as UploadContentType,
          size: p.file.size,
          ...(sha256 ? { sha256 } : {}),
          ...(p.confirm ? { confirm: true } : {}),
        },
      },
      options,
    );
    try {
      await putFile(target, p.file, () => undefined, { signal: options.signal });
    } catch (error) {
      if (!(error instanceof PutRefused)) throw error;
      if (error.status !== 412) throw new ApiError(error.status, error.message);
    }
  };

const uploadCall =
  (p: UploadPayload): Call =>
  (options) => {
    const way = uploadWay(p);
    if (way === 'url') return urlUploadCall(p)(options);
    const form = new FormData();
    form.append('file', p.file, p.filename);
    if (p.confirm) form.append('confirm', 'true');
    if (way === 'into' && p.submissionId !== undefined)
      return api.call(routeOf(p.kind, 'uploadFile'), { params: { id: p.submissionId }, body: form }, options);
    return api.call(routeOf(p.kind, 'uploadDocument'), { body: form }, options);
  };

const submit = (kind: SubmissionKindName, body: Record<string, unknown>, options: Options) =>
  api.call(routeOf(kind, 'submit'), { body: body as never }, options);

/** The screens' unknown-lots check on a submit, when the entry was made with it. */
const checked = (options: Options, check: boolean | undefined): Options =>
  check === true ? { ...options, headers: { ...options.headers, ...UNKNOWN_LOTS_CHECK } } : options;

/** manual-new with the key (a replay answers the same submission), then its submit. */
const manualCall =
  (p: ManualPayload): Call =>
  async (options) => {
    const created = await api.call(routeOf(p.kind, 'manualNew'), {}, options);
    return submit(
      p.kind,
      { ...p.body, submission_id: created.submission_id },
      checked(options, p.unknownLotsCheck),
    );
  };

const submitCall =
  (p: SubmitPayload): Call =>
  (options) =>
    submit(p.kind, p.body, checked(options, p.unknownLotsCheck));

const adjustCall =
  (p: AdjustPayload): Call =>
  (options) =>
    api.call('adjustInventory', { params: { materialId: p.materialId }, body: p.body as never }, options);

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
 * answer is the same request, and the server answers it without doing it twice. Every call
 * carries `token` when given (a manual entry's two calls both go as the user checked before
 * them). The answer is classified by the rules (outbox-rules.ts `outcomeForEntry`), not here.
 */
export const sendEntry: Sender = async (entry, token) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('Timed out')), TRY_TIMEOUT_MS);
  try {
    await callOf(entry)({
      headers: { 'Idempotency-Key': entry.clientId },
      signal: controller.signal,
      ...(token === undefined ? {} : { token }),
    });
    return { status: 200, message: '' };
  } catch (error) {
    return answerOf(controller.signal.aborted ? new Error('Timed out') : error);
  } finally {
    clearTimeout(timer);
  }
};
