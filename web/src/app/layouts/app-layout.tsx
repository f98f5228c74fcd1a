import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorToasts } from '../../components/error-toasts/error-toasts.tsx';
import { useSession } from '../../features/auth/session/use-session.ts';
import { OutboxStatus } from '../../features/outbox/components/outbox-status.tsx';
import { ShellLayout } from '../../features/navigation/components/shell-layout.tsx';
import { adminEntry, mainNavigation } from '../../features/navigation/model/nav-items.ts';
import { useReferenceSnapshots } from '../../lib/reference-data/offline-snapshot.ts';
import { outbox } from '../../lib/outbox/outbox-service.ts';
import { readStoredToken } from '../../lib/token-storage.ts';
import { sessionUserFromToken } from '../../features/auth/session/token.ts';
import { OutboxOwnerContext } from '../../lib/outbox/outbox-owner.ts';
import { useOutboxTriggers } from '../../lib/outbox/use-outbox.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { useSidebarAccount } from './use-sidebar-account.ts';

// The outbox sends an entry only with its own user's token (another tab may have signed in as someone else).
outbox.setCredentialsOf(() => {
  const token = readStoredToken();
  const userId = token === null ? null : (sessionUserFromToken(token)?.userId ?? null);
  return token === null || userId === null ? null : { userId, token };
});

/** The signed-in layout: sidebar, global error toasts and the content area (spec 000 section 2). */
export function AppLayout() {
  const { user, signOut } = useSession();
  const account = useSidebarAccount();
  const userId = user?.userId ?? null;
  const companyId = user?.companyId ?? null;
  const owner = useMemo(
    () => (userId !== null && companyId !== null ? { userId, companyId } : null),
    [userId, companyId],
  );
  useOutboxTriggers(owner?.userId ?? null);
  useReferenceSnapshots(companyId);
  return (
    <OutboxOwnerContext value={owner}>
      <NavigationProgress />
      <ShellLayout
        title="BatchPath"
        homePath="/"
        // Administrators reach their area from a visible section of the nav, not by typing /admin/...
        groups={user?.isAdmin ? [...mainNavigation, adminEntry] : mainNavigation}
        onSignOut={signOut}
        account={account}
        status={<OutboxStatus />}
      >
        <Outlet />
      </ShellLayout>
      <ErrorToasts />
    </OutboxOwnerContext>
  );
}
