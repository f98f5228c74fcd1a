import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Outlet } from 'react-router-dom';
import { ErrorToasts } from '../../components/error-toasts/error-toasts.tsx';
import { useSession } from '../../features/auth/session/use-session.ts';
import { ShellLayout } from '../../features/navigation/components/shell-layout.tsx';
import { mainNavigation } from '../../features/navigation/model/nav-items.ts';
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
        groups={mainNavigation}
        onSignOut={signOut}
        account={account}
        // Administrators would otherwise have to type /admin/... to reach their area.
        areaLink={
          user?.isAdmin
            ? {
                label: 'Admin area',
                path: '/admin/companies',
                icon: <AdminPanelSettingsOutlined fontSize="small" />,
              }
            : undefined
        }
      >
        <Outlet />
      </ShellLayout>
      <ErrorToasts />
    </>
  );
}
