import { useMe } from '../../features/auth/api/get-me.ts';
import { useSession } from '../../features/auth/session/use-session.ts';
import type { SidebarAccount } from '../../features/navigation/components/sidebar-content.tsx';

/** Who is signed in, for the sidebar: the name and company from /api/me, the e-mail until then. */
export const useSidebarAccount = (): SidebarAccount | undefined => {
  const { user } = useSession();
  const me = useMe({ enabled: user !== null });
  if (me.data) return { name: me.data.full_name || me.data.email, detail: me.data.company_name || undefined };
  return user ? { name: user.email } : undefined;
};
