import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What a form hands the list it returns to: a confirmation to show and the row it touched,
 * which the list highlights and opens the page of. It travels in the history entry's state,
 * so it is not in the address and a copied link does not repeat it.
 */
export interface RouteNotice {
  message: string;
  /** Absent after a delete. */
  highlightId?: number;
}

export const noticeState = (notice: RouteNotice): { notice: RouteNotice } => ({ notice });

const readNotice = (state: unknown): RouteNotice | null => {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const { notice } = state as { notice: unknown };
  if (!notice || typeof notice !== 'object') return null;
  const { message, highlightId } = notice as Partial<RouteNotice>;
  if (typeof message !== 'string') return null;
  return typeof highlightId === 'number' ? { message, highlightId } : { message };
};

export const useRouteNotice = (): { notice: RouteNotice | null; dismiss: () => void } => {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    notice: readNotice(location.state),
    dismiss: () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null }),
  };
};
