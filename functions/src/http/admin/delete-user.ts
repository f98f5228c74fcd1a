import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { adminCount } from '../../adapters/dynamodb/platform/admin-count-repo.ts';
import { deleteUser as removeUser } from '../../adapters/dynamodb/platform/users-commands.ts';
import { deletionRefusal } from '../../core/admin/removal-rules.ts';
import { conflict } from '../../core/errors.ts';
import { noContent } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';
import { loadUser } from './load-user.ts';

export const deleteUser = adminHandles(route(adminRoutes, 'deleteUser'), async ({ params, caller }) => {
  const target = await loadUser(params.id);
  const refusal = deletionRefusal({ callerId: caller.userId, target, adminCount: await adminCount() });
  if (refusal) throw conflict(refusal);
  await removeUser(target, caller.userId);
  return noContent();
});
