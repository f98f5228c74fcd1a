import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth/session/use-session.ts';

/** Every route but /login needs a signed-in user (spec 000 section 2). */
export function RequireAuth() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
