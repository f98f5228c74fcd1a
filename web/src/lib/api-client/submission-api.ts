import type { RouteDef } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import { submissionRouteName, type SubmissionOperation } from '@bp/shared/api/routes/submissions.ts';
import type { SubmissionFilter, SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type {
  HeaderInputOf,
  RowInputOf,
  RowOf,
  SubmissionListItemOf,
  SubmissionOf,
  SubmitBodyOf,
} from '@bp/shared/contracts/submissions/kind-types.ts';
import { sendForJson, sendForLinkedFile, type DownloadedFile } from './http.ts';
import { encodeBody, routeUrl, type CallParts } from './request-parts.ts';

export interface SubmissionListParams {
  page?: number;
  page_size?: number;
  /** Omitted: all (the All tab). */
  filter_type?: SubmissionFilter;
  include_archived?: boolean;
}

export interface SubmissionPage<S extends SubmissionKindSpec> {
  items: SubmissionListItemOf<S>[];
  total: number;
}

export interface Options {
  signal?: AbortSignal;
}

/**
 * The API of one submission kind, typed from its declaration (shared kinds.ts). The routes are
 * the generated ones (`submissionRoutes(spec)`, found by `submissionRouteName`), so method,
 * path and response contract come from the route table and answers are parsed with it.
 *
 *   const receipts = submissionApi(goodsReceiptSpec);
 *   const { id } = await receipts.manualNew();
 *   const rows = await receipts.listRows(id);            // RowOf<typeof goodsReceiptSpec>[]
 *   await receipts.patchRow(rows[0].id, { quantity: '2.5' });
 */
export const submissionApi = <const S extends SubmissionKindSpec>(spec: S) => {
  const routeOf = (op: SubmissionOperation): RouteDef => {
    const name = submissionRouteName(spec, op);
    const route = routes.find((r) => r.name === name);
    if (!route) throw new Error(`No route named ${name}`);
    return route;
  };
  const prepare = (op: SubmissionOperation, input: CallParts, options: Options = {}) => {
    const route = routeOf(op);
    const url = routeUrl(route, input);
    const send = {
      method: route.method,
      auth: true,
      signal: options.signal,
      ...encodeBody(route, input.body),
    };
    return { route, url, send };
  };
  const call = <T>(op: SubmissionOperation, input: CallParts, options?: Options): Promise<T> => {
    const { route, url, send } = prepare(op, input, options);
    return sendForJson(url, send, route.response) as Promise<T>;
  };

  return {
    spec,
    routeName: (op: SubmissionOperation) => submissionRouteName(spec, op),
    manualNew: (options?: Options) => call<{ id: number; submission_id: number }>('manualNew', {}, options),
    list: (query: SubmissionListParams = {}, options?: Options) =>
      call<SubmissionPage<S>>('list', { query: { ...query } }, options),
    get: (id: number, options?: Options) => call<SubmissionOf<S>>('get', { params: { id } }, options),
    patchHeader: (id: number, body: HeaderInputOf<S>, options?: Options) =>
      call<SubmissionOf<S>>('patchHeader', { params: { id }, body }, options),
    listRows: (id: number, options?: Options) => call<RowOf<S>[]>('listRows', { params: { id } }, options),
    createRow: (id: number, body: RowInputOf<S> = {} as RowInputOf<S>, options?: Options) =>
      call<RowOf<S>>('createRow', { params: { id }, body }, options),
    patchRow: (rowId: number, body: RowInputOf<S>, options?: Options) =>
      call<RowOf<S>>('patchRow', { params: { rowId }, body }, options),
    deleteRow: (rowId: number, options?: Options) => call<null>('deleteRow', { params: { rowId } }, options),
    submit: (body: SubmitBodyOf<S>, options?: Options) => call<SubmitResult>('submit', { body }, options),
    archive: (id: number, isArchived: boolean, options?: Options) =>
      call<SubmissionOf<S>>('archive', { params: { id }, body: { isArchived } }, options),
    /**
     * The original document, through the short-lived link the route answers (a 20 MB photo does
     * not fit a Lambda answer); 404 'This submission has no original document' for manual entries.
     */
    original: (id: number, options?: Options): Promise<DownloadedFile> => {
      const { url, send } = prepare('original', { params: { id } }, options);
      return sendForLinkedFile(url, send);
    },
  };
};

export type SubmissionApi<S extends SubmissionKindSpec> = ReturnType<typeof submissionApi<S>>;
