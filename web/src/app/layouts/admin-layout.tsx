import { ArrowBack } from '../../components/icons.tsx';
import { Outlet } from 'react-router-dom';
import { ErrorToasts } from '../../components/error-toasts/error-toasts.tsx';
import { useSession } from '../../features/auth/session/use-session.ts';
import { ShellLayout } from '../../features/navigation/components/shell-layout.tsx';
import { adminNavigation } from '../../features/navigation/model/nav-items.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { useSidebarAccount } from './use-sidebar-account.ts';

/** The administrator area's own layout: one section, Administration, with Companies (spec 000 section 2). */
export function AdminLayout() {
  const { signOut } = useSession();
  const account = useSidebarAccount();
  return (
    <>
      <NavigationProgress />
      <ShellLayout
        title="BatchPath"
        areaLabel="Admin"
        homePath="/admin/companies"
        groups={adminNavigation}
        onSignOut={signOut}
        account={account}
        areaLink={{ label: 'Back to BatchPath', path: '/', icon: <ArrowBack fontSize="small" /> }}
      >
        <Outlet />
      </ShellLayout>
      <ErrorToasts />
    </>
  );
}
