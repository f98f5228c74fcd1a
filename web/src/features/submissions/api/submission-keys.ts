import type { ScreenKindName } from '../model/screen-kinds.ts';

/**
 * Every view of a kind's submissions is cached under its root; a change to one submission
 * refreshes them all (the list's badges follow the screen at once).
 */
export const submissionKeys = {
  all: ['submissions'] as const,
  kind: (kind: ScreenKindName) => ['submissions', kind] as const,
  list: (kind: ScreenKindName, query: object) => ['submissions', kind, 'list', query] as const,
  one: (kind: ScreenKindName, id: number) => ['submissions', kind, 'one', id] as const,
  rows: (kind: ScreenKindName, id: number) => ['submissions', kind, 'rows', id] as const,
};

/**
 * Stock-derived views another feature caches (inventory list, lots, ledger: features/inventory
 * keys them under 'inventory'); a submit changes stock, so it refreshes them (spec 001 section 4).
 */
export const STOCK_QUERY_ROOT = ['inventory'] as const;
