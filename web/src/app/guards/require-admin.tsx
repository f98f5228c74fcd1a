import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../features/auth/session/use-session.ts';

/** /admin/... additionally needs an administrator; anyone else is sent to / (spec 000 section 2). */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
