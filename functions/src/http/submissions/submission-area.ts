import { UNKNOWN_LOTS_CONFIRM, UNKNOWN_LOTS_HEADER } from '@bp/shared/contracts/unknown-lots.ts';
import { type SubmissionOperation, submissionRouteName } from '@bp/shared/api/routes/submissions.ts';
import type { SubmissionListQuery } from '@bp/shared/contracts/submissions/common.ts';
import type { UploadUrlBody } from '@bp/shared/contracts/submissions/upload.ts';
import {
  archiveSubmission,
  createManual,
  createRow,
  deleteRow,
  getSubmission,
  listRows,
  originalOf,
  patchHeader,
  patchRow,
  type SubmissionContext,
} from '../../core/submissions/drafts.ts';
import type { SubmissionKind } from '../../core/submissions/kind.ts';
import { listSubmissions } from '../../core/submissions/list.ts';
import { submitSubmission } from '../../core/submissions/submit.ts';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { badRequest } from '../../lib/errors.ts';
import { created, type HttpResult, noContent, ok, redirect } from '../../lib/http-response.ts';
import type { Caller } from '../../lib/caller.ts';
import { areaHandler, type RouteHandler } from '../../lib/route-handler.ts';
import { submissionPorts, uploadStore } from '../../wiring/submissions.ts';
import { uploadDocument, uploadFileInto, uploadUrl } from './upload-operations.ts';

type Body = Record<string, unknown>;

/** Visible ASCII, as HTTP header values carry them (the adjustments' rule). */
const KEY = /^[\x21-\x7e]{1,200}$/;
const clientKeyOf = (headers: Record<string, string>): string | undefined => {
  const key = headers['idempotency-key'];
  if (key !== undefined && !KEY.test(key)) throw badRequest(inventoryMessages.idempotencyKeyInvalid);
  return key;
};
/** The request as the route's contracts parsed it (the routes are generated, so typed loosely here). */
interface Req {
  params: { id: number; rowId: number };
  query: SubmissionListQuery;
  body: Body;
  caller: Caller;
  headers: Record<string, string>;
  rawBody: Buffer;
}

/** The submit body split into header fields, rows and the envelope (ids, file name). */
const submitParts = (kind: SubmissionKind, body: Body) => {
  // The file name is the upload's own (issue 12); the body's copy is accepted and not needed.
  const { submission_id, document_filename, confirm_duplicate, [kind.spec.rowsKey]: rows, ...header } = body;
  void document_filename;
  const headerFields = Object.fromEntries(Object.entries(header).filter(([, v]) => v !== undefined));
  return {
    submissionId: submission_id as number,
    header: headerFields,
    rows: rows as Body[] | undefined,
    confirmDuplicate: confirm_duplicate === true,
  };
};

/** One handler per operation, the same for every kind: the kind is data. */
const operations = (
  kind: SubmissionKind,
): Record<SubmissionOperation, (ctx: SubmissionContext, r: Req) => Promise<HttpResult>> => ({
  manualNew: async (ctx, r) => created(await createManual(ctx, clientKeyOf(r.headers))),
  get: async (ctx, r) => ok(await getSubmission(ctx, r.params.id)),
  patchHeader: async (ctx, r) => ok(await patchHeader(ctx, r.params.id, r.body)),
  listRows: async (ctx, r) => ok(await listRows(ctx, r.params.id)),
  createRow: async (ctx, r) => created(await createRow(ctx, r.params.id, r.body)),
  patchRow: async (ctx, r) => ok(await patchRow(ctx, r.params.rowId, r.body)),
  deleteRow: async (ctx, r) => {
    await deleteRow(ctx, r.params.rowId);
    return noContent();
  },
  submit: async (ctx, r) =>
    ok(
      await submitSubmission(ctx, {
        ...submitParts(kind, r.body),
        refuseUnknownLots: r.headers[UNKNOWN_LOTS_HEADER] === UNKNOWN_LOTS_CONFIRM,
        clientKey: clientKeyOf(r.headers),
        caller: r.caller,
      }),
    ),
  list: async (ctx, r) => ok(await listSubmissions(ctx, r.query)),
  archive: async (ctx, r) => ok(await archiveSubmission(ctx, r.params.id, r.body.isArchived as boolean)),
  // A redirect to a short-lived presigned GET (the bytes never pass through Lambda's 6 MB
  // answer); `Accept: application/json` gets the link itself, for a browser that must not send
  // its bearer token on to S3.
  original: async (ctx, r) => {
    const link = await originalOf(ctx, r.params.id);
    if ((r.headers.accept ?? '').includes('application/json'))
      return ok({ url: link.url, filename: link.filename, expires_in: link.expiresIn });
    return redirect(link.url);
  },
  uploadUrl: (ctx, r) =>
    uploadUrl(ctx, uploadStore, r.body as unknown as UploadUrlBody, clientKeyOf(r.headers)),
  uploadDocument: (ctx, r) =>
    uploadDocument(ctx, uploadStore, r.rawBody, r.headers['content-type'] ?? '', clientKeyOf(r.headers)),
  // The key is checked as everywhere; the write-once file is what makes a replay harmless.
  uploadFile: (ctx, r) => {
    clientKeyOf(r.headers);
    return uploadFileInto(ctx, uploadStore, r.params.id, r.rawBody, r.headers['content-type'] ?? '');
  },
});

/** The Lambda of one kind's area: every route its declaration generated, one handler set. */
export const submissionAreaHandler = (kind: SubmissionKind) => {
  const handlers: Record<string, RouteHandler> = {};
  for (const [op, run] of Object.entries(operations(kind))) {
    handlers[submissionRouteName(kind.spec, op as SubmissionOperation)] = (request) =>
      run({ ports: submissionPorts, kind, companyId: request.caller.companyId }, request as unknown as Req);
  }
  return areaHandler(kind.spec.area, handlers);
};
