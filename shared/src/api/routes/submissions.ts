import { z } from 'zod';
import {
  archiveBody,
  newSubmissionAnswer,
  rowIdParams,
  submissionIdParams,
  submissionListQuery,
  submitResult,
} from '../../contracts/submissions/common.ts';
import { typedKindSchemas, type SubmissionKindSpec } from '../../contracts/submissions/kind.ts';
import { goodsReceiptSpec, productionSpec, shipmentSpec } from '../../contracts/submissions/kinds.ts';
import {
  MAX_MULTIPART_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  uploadDocumentAnswer,
  uploadDocumentBody,
  uploadFileAnswer,
  uploadUrlAnswer,
  uploadUrlBody,
} from '../../contracts/submissions/upload.ts';
import { duplicateAnswer } from '../../contracts/submissions/duplicates.ts';
import { supplierLotRepeatsAnswer } from '../../contracts/supplier-lot-repeat.ts';
import { unknownLotsAnswer } from '../../contracts/unknown-lots.ts';
import type { RouteDef } from '../route-def.ts';

/** The operations every submission kind has; handlers are looked up by these (functions/src/http/submissions). */
export const SUBMISSION_OPERATIONS = [
  'manualNew',
  'get',
  'patchHeader',
  'listRows',
  'createRow',
  'patchRow',
  'deleteRow',
  'submit',
  'list',
  'archive',
  'original',
  'uploadUrl',
  'uploadDocument',
  'uploadFile',
] as const;
export type SubmissionOperation = (typeof SUBMISSION_OPERATIONS)[number];

/** `goodsReceipt` + `submit` -> `goodsReceiptSubmit`: unique across kinds. */
export type SubmissionRouteName<
  S extends Pick<SubmissionKindSpec, 'opName'>,
  Op extends SubmissionOperation,
> = `${S['opName']}${Capitalize<Op>}`;

export const submissionRouteName = <
  const S extends Pick<SubmissionKindSpec, 'opName'>,
  Op extends SubmissionOperation,
>(
  spec: S,
  op: Op,
) => `${spec.opName}${op.charAt(0).toUpperCase()}${op.slice(1)}` as SubmissionRouteName<S, Op>;

/**
 * Spec 001 section 7 for one kind, generated from its declaration: a fourth kind is a new
 * declaration, not new routes.
 */
export const submissionRoutes = <const S extends SubmissionKindSpec>(spec: S) => {
  const s = typedKindSchemas(spec);
  const base = spec.basePath;
  const common = { area: spec.area, access: 'user' as const };
  const name = <Op extends SubmissionOperation>(op: Op) => submissionRouteName(spec, op);
  const label = spec.label;
  return [
    {
      ...common,
      method: 'POST',
      path: `${base}/manual-new`,
      name: name('manualNew'),
      summary:
        `Creates an empty manual-entry ${label} submission (status created); answers its id. ` +
        'With an Idempotency-Key header (1-200 visible characters) a replay answers the submission the key created.',
      status: 201,
      response: newSubmissionAnswer,
    },
    {
      ...common,
      method: 'GET',
      path: base,
      name: name('list'),
      summary:
        `${label} submissions, newest first, as {items, total}. filter_type: review (not verified) or verified; omitted: all. ` +
        'Archived ones only with include_archived. page (default 1) and page_size (default 25)' +
        (spec.unpagedList === 'all' ? '; with neither, every submission.' : '.'),
      request: { query: submissionListQuery },
      response: s.list,
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/submit`,
      name: name('submit'),
      summary:
        `Submits a ${label} submission: the header fields and ${spec.rowsKey} given replace the stored ones, then every row ` +
        'is checked (400 with the screen messages), the stock is posted once (one posting per submission) and the ' +
        "submission becomes verified. A verified or archived submission: 409. Another company's submission: 404. " +
        'Rows may name refs as objects, as the upload flow sends them (supplier: {id, value, recognised}); production takes ' +
        "date for production_date and a row's type (its material's type wins), shipments date for shipment_date. " +
        'When an earlier verified submission of this kind posted the same (same supplier or customer, dates, ' +
        'materials, lots and quantities): 409 naming it (reason same_content), nothing posted, unless ' +
        'confirm_duplicate is true. With the header X-Unknown-Lots: confirm, a lot a row uses or ships that was never ' +
        'received or produced is refused (409 with unknown_lots, nothing posted) unless its row says confirm_unknown_lot: true. ' +
        'With an Idempotency-Key header (1-200 visible characters) a replay answers the first answer (200, the same ' +
        'body) and posts nothing; the key with another body or on another submission: 409. A refused submit leaves its key unused.' +
        (spec.kind === 'goods_receipt'
          ? ' A row whose supplier, material and supplier_lot_code were received before joins the lot of ours they ' +
            'arrived into: a blank lot_code takes that lot (the row keeps its code); another lot_code is refused (409 ' +
            'with supplier_lots, nothing posted) unless the row says split_supplier_lot: true. The same code from two ' +
            'suppliers never collides. A blank lot_code of a supplier lot never received stays a 400 when required.'
          : ''),
      request: { body: s.submitBody },
      conflict: {
        description:
          spec.kind === 'goods_receipt'
            ? 'Verified or archived, the same document posted before, or a supplier lot received before as another lot'
            : 'Verified or archived, the same document posted before, or lots not in stock',
        body:
          spec.kind === 'goods_receipt'
            ? z.union([duplicateAnswer, unknownLotsAnswer, supplierLotRepeatsAnswer])
            : z.union([duplicateAnswer, unknownLotsAnswer]),
      },
      response: submitResult,
    },
    {
      ...common,
      method: 'GET',
      path: `${base}/{id}`,
      name: name('get'),
      summary: `One ${label} submission.`,
      request: { params: submissionIdParams },
      response: s.submission,
      tenantData: true,
    },
    {
      ...common,
      method: 'PATCH',
      path: `${base}/{id}`,
      name: name('patchHeader'),
      summary: `Changes header fields of a ${label} submission (partial). Verified: 409.`,
      request: { params: submissionIdParams, body: s.headerPatch },
      response: s.submission,
      tenantData: true,
    },
    {
      ...common,
      method: 'GET',
      path: `${base}/{id}/recognised-rows`,
      name: name('listRows'),
      summary: `The rows of a ${label} submission ordered by row_index.`,
      request: { params: submissionIdParams },
      response: s.rowList,
      tenantData: true,
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/{id}/recognised-rows`,
      name: name('createRow'),
      summary: `Adds a row (row_index defaults to the largest plus 1). Verified: 409.`,
      request: { params: submissionIdParams, body: s.rowCreate },
      status: 201,
      response: s.row,
      tenantData: true,
    },
    {
      ...common,
      method: 'PATCH',
      path: `${base}/recognised-rows/{rowId}`,
      name: name('patchRow'),
      summary: `Changes fields of a row (partial). Its submission verified: 409.`,
      request: { params: rowIdParams, body: s.rowPatch },
      response: s.row,
      tenantData: true,
    },
    {
      ...common,
      method: 'DELETE',
      path: `${base}/recognised-rows/{rowId}`,
      name: name('deleteRow'),
      summary: `Removes a row. Its submission verified: 409.`,
      request: { params: rowIdParams },
      status: 204,
      tenantData: true,
    },
    {
      ...common,
      method: 'PUT',
      path: `${base}/{id}/archive`,
      name: name('archive'),
      summary: `Archives (isArchived: true) or unarchives a ${label} submission. Verified: 409.`,
      request: { params: submissionIdParams, body: archiveBody },
      response: s.submission,
      tenantData: true,
    },
    {
      ...common,
      method: 'GET',
      path: `${base}/{id}/original`,
      name: name('original'),
      summary:
        'The uploaded original document, named by Content-Disposition: a 302 to a presigned GET valid 60 s (the version ' +
        'the pipeline read), or with Accept: application/json the link itself ({url, filename, expires_in}). 404 with a ' +
        'message when the submission has no file (manual entries); 409 when the original was replaced after it was read ' +
        'and the store keeps no versions.',
      request: { params: submissionIdParams },
      produces: 'application/octet-stream',
      tenantData: true,
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/upload-url`,
      name: name('uploadUrl'),
      summary:
        `Starts a ${label} transcription: creates the submission (status pending) and answers a presigned PUT for the ` +
        `file, valid for this company's upload key only, for the content_type given (${UPLOAD_CONTENT_TYPES.join(', ')}) ` +
        `and the size given (at most ${MAX_UPLOAD_BYTES} bytes). The upload starts the document pipeline; poll ` +
        'GET {id} until submission_status is transcribed (rows ready) or failed (failure_reason says why). ' +
        "With sha256 (the file's SHA-256): when the company already uploaded the same file as this kind (a " +
        'submission neither archived nor failed), 409 naming it (reason same_file) and nothing created, unless confirm is true. ' +
        'Takes an Idempotency-Key (with sha256): a replay answers the same submission with a new PUT; upload-document under ' +
        'the same key and the same file stores the file into that submission when it never arrived; another file under it: 409.',
      request: { body: uploadUrlBody },
      conflict: { description: 'The same file was uploaded before', body: duplicateAnswer },
      status: 201,
      response: uploadUrlAnswer,
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/upload-document`,
      name: name('uploadDocument'),
      summary:
        `Starts a ${label} transcription from a multipart/form-data body (field file), stored where upload-url puts it. ` +
        `Bodies past ${MAX_MULTIPART_BYTES} bytes: 413 (use upload-url); other file types: 415. The same file ` +
        'uploaded before as this kind (neither archived nor failed): 409 naming it (reason same_file), nothing ' +
        'created, unless the form has a field confirm with the value true.',
      request: { body: uploadDocumentBody, multipart: true },
      conflict: { description: 'The same file was uploaded before', body: duplicateAnswer },
      status: 201,
      response: uploadDocumentAnswer,
    },
    {
      ...common,
      method: 'POST',
      path: `${base}/{id}/upload-document`,
      name: name('uploadFile'),
      summary:
        `The file of a ${label} upload whose presigned PUT never completed (the network dropped), sent into the ` +
        'submission upload-url made (multipart field file, as upload-document), so there is one submission. Stored ' +
        '(written once) while that submission is pending with no file read yet, or failed because no file came ' +
        '(it is pending again and read as usual); a file already there (the PUT landed after all, a replay) is ' +
        "answered file: arrived and not stored again, as is one already read. A manual entry or an archived upload: 409; another company's: 404. " +
        `Bodies past ${MAX_MULTIPART_BYTES} bytes: 413; other file types: 415. Takes an Idempotency-Key (checked as elsewhere).`,
      request: { params: submissionIdParams, body: uploadDocumentBody, multipart: true },
      response: uploadFileAnswer,
      tenantData: true,
    },
  ] as const satisfies readonly RouteDef[];
};

export const goodsReceiptRoutes = submissionRoutes(goodsReceiptSpec);
export const productionRoutes = submissionRoutes(productionSpec);
export const shipmentRoutes = submissionRoutes(shipmentSpec);
