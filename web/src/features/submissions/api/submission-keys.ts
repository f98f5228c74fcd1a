import { submissionRouteName } from '@bp/shared/api/routes/submissions.ts';
import { areaKey, callKey } from '../../../lib/api-client/query-keys.ts';
import { screenKind, type ScreenKindName } from '../model/screen-kinds.ts';
import type { SubmissionListParams } from './submission-calls.ts';

const declared = (kind: ScreenKindName) => screenKind(kind).api.spec;

/**
 * The cache keys of a kind's views, those of the routes they call (lib/api-client/query-keys.ts):
 * every view of a kind is under its area, so a change to one submission refreshes them all (the
 * list's badges follow the screen at once).
 */
export const submissionKeys = {
  kind: (kind: ScreenKindName) => areaKey(declared(kind).area),
  list: (kind: ScreenKindName, query: SubmissionListParams) =>
    callKey(submissionRouteName(declared(kind), 'list'), { query }),
  one: (kind: ScreenKindName, id: number) =>
    callKey(submissionRouteName(declared(kind), 'get'), { params: { id } }),
  rows: (kind: ScreenKindName, id: number) =>
    callKey(submissionRouteName(declared(kind), 'listRows'), { params: { id } }),
  original: (kind: ScreenKindName, id: number) =>
    callKey(submissionRouteName(declared(kind), 'original'), { params: { id } }),
};

/**
 * Stock-derived views another feature caches (inventory list, lots, ledger: features/inventory
 * keys them under 'inventory'); a submit changes stock, so it refreshes them (spec 001 section 4).
 */
export const STOCK_QUERY_ROOT = ['inventory'] as const;
