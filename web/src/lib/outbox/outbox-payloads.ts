import { MAX_MULTIPART_BYTES } from '@bp/shared/contracts/submissions/upload.ts';
import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import { ApiError } from '../api-error.ts';
import { unknownLotsIn } from '../unknown-lots.ts';
import type { OutboxEntry, OutboxKind, OutboxStatus } from './outbox-rules.ts';

/**
 * What each kind of outbox entry carries, and how the screens speak of it. Pure: the sender
 * (outbox-sender.ts) makes the HTTP calls from these; the Outbox screen shows the summaries.
 * Submission kinds are named as the screens name them (goods_receipt, production, shipment).
 */
export type SubmissionKindName = 'goods_receipt' | 'production' | 'shipment';

/** A photo or PDF as a blob, sent with the entry's key (`uploadWay` says how). */
export interface UploadPayload {
  kind: SubmissionKindName;
  file: Blob;
  filename: string;
  /**
   * The submission upload-url made when its presigned PUT dropped: the file goes into it
   * (`POST {base}/{id}/upload-document`), so there is one submission, not a second.
   */
  submissionId?: number;
  /**
   * Sent although the server said the same file was uploaded before (409, reason same_file):
   * the user chose "Upload anyway" on the refusal, as the upload screen's own dialog offers.
   */
  confirm?: boolean;
}

/**
 * How an upload entry is sent: over upload-document's multipart limit (a dense photo, a long PDF;
 * a PUT that dropped for one) as the screen sends it, upload-url then the presigned PUT, under the
 * entry's key (`url`); a smaller file whose PUT dropped into the submission upload-url made
 * (`into`); any other by upload-document (`document`). Before, a file over the limit was not kept.
 */
export const uploadWay = (p: Pick<UploadPayload, 'file' | 'submissionId'>): 'url' | 'into' | 'document' => {
  if (p.file.size > MAX_MULTIPART_BYTES) return 'url';
  return p.submissionId === undefined ? 'document' : 'into';
};

/** A new manual submission with its rows: manual-new with the key, then submit with the body. */
export interface ManualPayload {
  kind: SubmissionKindName;
  /** The submit body without submission_id (manual-new answers it). */
  body: Record<string, unknown>;
  /** One line for the Outbox screen (the supplier, the first material...). */
  summary: string;
  /**
   * Its submit asks the server first about lots never received (the online form's check); a
   * refusal names them, and the fix asks "use it anyway?". Absent on entries stored before.
   */
  unknownLotsCheck?: boolean;
  /** The form as typed, to open it again filled after a refusal. */
  draft: unknown;
  /** The kind's screens (/receive...): the form is opened again under it. */
  base: string;
}

/** A submit of a submission that exists on the server. */
export interface SubmitPayload {
  kind: SubmissionKindName;
  body: Record<string, unknown> & { submission_id: number };
  summary: string;
  /** Where it is fixed after a refusal (its manual or verification screen). */
  openPath: string;
  /**
   * Sent with the screens' unknown-lots check, as the screen's own submit is: a replay of a try
   * whose answer was lost is then the same request under its key (the server hashes the check).
   */
  unknownLotsCheck?: boolean;
}

/** An inventory adjustment of one material. */
export interface AdjustPayload {
  materialId: number;
  body: Record<string, unknown>;
  summary: string;
  openPath: string;
}

export type PayloadOf<K extends OutboxKind> = K extends 'upload'
  ? UploadPayload
  : K extends 'manual'
    ? ManualPayload
    : K extends 'submit'
      ? SubmitPayload
      : AdjustPayload;

const kindLabels: Record<SubmissionKindName, string> = {
  goods_receipt: 'Goods receipt',
  production: 'Production',
  shipment: 'Shipment',
};

/** The kind column of the Outbox screen: what the entry is, in words. */
export const entryTitle = (entry: Pick<OutboxEntry, 'kind' | 'payload'>): string => {
  if (entry.kind === 'adjust') return 'Inventory adjustment';
  const kind = kindLabels[(entry.payload as { kind: SubmissionKindName }).kind] ?? 'Submission';
  if (entry.kind === 'upload') return `${kind}: document upload`;
  if (entry.kind === 'manual') return `${kind}: manual entry`;
  return `${kind}: submit`;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The summary column: the file and its size, or the line the screen wrote when queueing. */
export const entrySummary = (entry: Pick<OutboxEntry, 'kind' | 'payload'>): string => {
  if (entry.kind === 'upload') {
    const p = entry.payload as UploadPayload;
    return `${p.filename} (${sizeText(p.file.size)})`;
  }
  return (entry.payload as { summary?: string }).summary ?? '';
};

/** Where a refused entry is fixed: the manual or adjust form filled with it, or the submission's screen. */
export const fixPath = (entry: Pick<OutboxEntry, 'kind' | 'payload' | 'seq'>): string | null => {
  if (entry.kind === 'manual')
    return `${(entry.payload as ManualPayload).base}/manual/offline?entry=${entry.seq}`;
  if (entry.kind === 'submit') return (entry.payload as SubmitPayload).openPath;
  // The adjust form opens filled with this entry, and its Save puts the fix in the entry's place.
  if (entry.kind === 'adjust') return `${(entry.payload as AdjustPayload).openPath}?entry=${entry.seq}`;
  return null;
};

export const statusLabels: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  conflict: 'Conflict',
  failed: 'Failed',
};

/** What the screens say instead of "Saved" when work went to the outbox (never "Saved"). */
export const QUEUED_TEXT = 'Saved on this device — not sent yet';

/**
 * Whether a failed call means "no network" (queue it) rather than an answer from the server:
 * the browser says it is offline, or fetch/XHR failed without an HTTP answer. An ApiError is an
 * answer and is shown as one.
 */
export const isNetworkFailure = (error: unknown, online: boolean): boolean =>
  !online ||
  (!(error instanceof ApiError) &&
    (error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError')));

/** The call's answer as the outbox store wants it: an HTTP status and message, or null status. */
export const answerOf = (
  error: unknown,
): { status: number | null; message: string; unknownLots?: readonly UnknownLot[] } => {
  if (!(error instanceof ApiError))
    return { status: null, message: error instanceof Error ? error.message : 'No network' };
  const lots = unknownLotsIn(error);
  return {
    status: error.status,
    message: error.serverMessage ?? error.message,
    ...(lots ? { unknownLots: lots } : {}),
  };
};
