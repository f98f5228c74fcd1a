import { DEFAULT_PAGE_SIZE } from '@bp/shared/contracts/common.ts';

/** The admin tables' page size: the service default (the spec gives the admin tables none). */
export const ADMIN_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The 1-based page holding the row with `id`, or null when it is not in the list. */
export const pageOf = (items: readonly { id: number }[], id: number, pageSize: number): number | null => {
  const index = items.findIndex((item) => item.id === id);
  return index < 0 ? null : Math.floor(index / pageSize) + 1;
};

/** The rows of one page of a list the client holds whole. */
export const pageRows = <T>(items: readonly T[], page: number, pageSize: number): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);

/** A page number kept within 1..pages (after a delete empties the last page, say). */
export const clampPage = (page: number, total: number, pageSize: number): number =>
  Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));
