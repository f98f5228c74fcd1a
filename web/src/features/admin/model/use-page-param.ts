import { useSearchParams } from 'react-router-dom';

/**
 * The table's page in the address (`?page=2`), so reload and Back keep it. `page` is null
 * when the address names none (or nonsense), leaving the screen to choose.
 */
export const usePageParam = (): { page: number | null; setPage: (page: number) => void } => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const parsed = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : null;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return { page, setPage };
};
