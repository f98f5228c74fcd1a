import { ADMIN_PAGE_SIZE, clampPage, pageOf } from './page-of.ts';

/**
 * The page a list screen shows: the one in the address; else the one holding the row a form
 * just created or changed; else the first. Kept within the list's pages.
 */
export const tablePage = (
  items: readonly { id: number }[],
  pageParam: number | null,
  highlightId: number | undefined,
): number => {
  const wanted =
    pageParam ?? (highlightId === undefined ? null : pageOf(items, highlightId, ADMIN_PAGE_SIZE)) ?? 1;
  return clampPage(wanted, items.length, ADMIN_PAGE_SIZE);
};

/** The tint of the row a form just created or changed. */
export const highlightSx = { bgcolor: 'rgba(31, 111, 92, 0.10)' } as const;
