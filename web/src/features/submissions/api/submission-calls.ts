import { submissionRouteName, type SubmissionOperation } from '@bp/shared/api/routes/submissions.ts';
import type { SubmissionListQuery, SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type {
  HeaderInputOf,
  RowInputOf,
  RowOf,
  SubmissionBase,
  SubmitBodyOf,
} from '@bp/shared/contracts/submissions/kind-types.ts';
import type { UploadContentType } from '@bp/shared/contracts/submissions/upload.ts';
import type {
  goodsReceiptSpec,
  productionSpec,
  shipmentSpec,
} from '@bp/shared/contracts/submissions/kinds.ts';
import { api, type DownloadedFile } from '../../../lib/api-client/api.ts';
import { UNKNOWN_LOTS_CHECK } from '../../../lib/unknown-lots.ts';

/** The three declared kinds, with their literal types (their routes are in the route table). */
export type DeclaredKind = typeof goodsReceiptSpec | typeof productionSpec | typeof shipmentSpec;

/** The generic screens walk a kind's declaration, so they see it wide: rows as field name -> value. */
type Wide = SubmissionKindSpec;

/** A submission as the generic screens read it: its common fields and the rest by name. */
export type WideSubmission = SubmissionBase & Record<string, unknown>;

export type SubmissionListParams = Partial<SubmissionListQuery>;

interface Options {
  signal?: AbortSignal;
  /** The outbox's Idempotency-Key (manual-new, submit, upload-document). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A kind's calls, each `api.call` of the route its declaration generates (the route table's
 * `goodsReceiptGet`, `productionListRows`...), so method, path, body and answer contract come
 * from the table and answers are parsed with it. The screens are one for the three kinds, so
 * they get the answers wide (field name -> value).
 */
export const submissionCalls = (spec: DeclaredKind) => {
  const name = <Op extends SubmissionOperation>(op: Op) => submissionRouteName(spec, op);
  return {
    /** The declaration, with its literal types (route names, area). */
    spec,
    manualNew: (options?: Options) => api.call(name('manualNew'), {}, options),
    list: (
      query: SubmissionListParams = {},
      options?: Options,
    ): Promise<{ items: WideSubmission[]; total: number }> => api.call(name('list'), { query }, options),
    get: (id: number, options?: Options): Promise<WideSubmission> =>
      api.call(name('get'), { params: { id } }, options),
    patchHeader: (id: number, body: HeaderInputOf<Wide>, options?: Options): Promise<WideSubmission> =>
      api.call(name('patchHeader'), { params: { id }, body }, options),
    listRows: (id: number, options?: Options): Promise<RowOf<Wide>[]> =>
      api.call(name('listRows'), { params: { id } }, options),
    createRow: (id: number, body: RowInputOf<Wide> = {}, options?: Options): Promise<RowOf<Wide>> =>
      api.call(name('createRow'), { params: { id }, body }, options),
    patchRow: (rowId: number, body: RowInputOf<Wide>, options?: Options): Promise<RowOf<Wide>> =>
      api.call(name('patchRow'), { params: { rowId }, body }, options),
    deleteRow: (rowId: number, options?: Options) =>
      api.call(name('deleteRow'), { params: { rowId } }, options),
    /**
     * Always asks the server to refuse lots never received or produced unless a row confirms them;
     * the caller's headers (the Idempotency-Key) go with it.
     */
    submit: (body: SubmitBodyOf<Wide>, options?: Options): Promise<SubmitResult> =>
      api.call(
        name('submit'),
        { body },
        { ...options, headers: { ...UNKNOWN_LOTS_CHECK, ...options?.headers } },
      ),
    archive: (id: number, isArchived: boolean, options?: Options): Promise<WideSubmission> =>
      api.call(name('archive'), { params: { id }, body: { isArchived } }, options),
    /** The original document, through the short-lived link the route answers. */
    original: (id: number, options?: Options): Promise<DownloadedFile> =>
      api.downloadLinked(name('original'), { params: { id } }, options),
    /**
     * `POST {base}/upload-url`: the submission and where to PUT its file. With the file's SHA-256
     * the server answers 409 naming an earlier upload of the same file, unless `confirm`.
     */
    uploadUrl: (
      file: Pick<File, 'name' | 'size'>,
      type: UploadContentType,
      check: { sha256: string | null; confirm: boolean },
      options?: Options,
    ) =>
      api.call(
        name('uploadUrl'),
        {
          body: {
            filename: file.name || 'document',
            content_type: type,
            size: file.size,
            ...(check.sha256 ? { sha256: check.sha256 } : {}),
            ...(check.confirm ? { confirm: true } : {}),
          },
        },
        options,
      ),
  };
};

export type SubmissionCalls = ReturnType<typeof submissionCalls>;
