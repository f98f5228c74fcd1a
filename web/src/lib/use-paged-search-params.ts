import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PagedSearch {
  page: number;
  search: string;
  setPage: (page: number) => void;
  /** A new search starts again at page 1 (spec 000 section 2, shared list behaviour). */
  setSearch: (search: string) => void;
}

/** `?page=` as a page number: anything but a positive whole number is page 1. */
export const pageFromParam = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list screen's page and search, kept in the query string so reload and Back keep them.
 * Page 1 and an empty search are left out of the address.
 */
export const usePagedSearchParams = (): PagedSearch => {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const search = params.get('search') ?? '';

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (next) updated.set('search', next);
          else updated.delete('search');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, search, setPage, setSearch };
};
