import { Outlet } from 'react-router-dom';
import { ErrorToasts } from '../../components/error-toasts/error-toasts.tsx';
import { useSession } from '../../features/auth/session/use-session.ts';
import { ShellLayout } from '../../features/navigation/components/shell-layout.tsx';
import { adminEntry, mainNavigation } from '../../features/navigation/model/nav-items.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { useSidebarAccount } from './use-sidebar-account.ts';

/** The signed-in layout: sidebar, global error toasts and the content area (spec 000 section 2). */
export function AppLayout() {
  const { user, signOut } = useSession();
  const account = useSidebarAccount();
  return (
    <>
      <NavigationProgress />
      <ShellLayout
        title="BatchPath"
        homePath="/"
        // Administrators reach their area from a visible section of the nav, not by typing /admin/...
        groups={user?.isAdmin ? [...mainNavigation, adminEntry] : mainNavigation}
        onSignOut={signOut}
        account={account}
      >
        <Outlet />
      </ShellLayout>
      <ErrorToasts />
    </>
  );
}
