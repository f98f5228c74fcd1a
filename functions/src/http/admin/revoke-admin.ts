import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { adminCount } from '../../adapters/dynamodb/platform/admin-count-repo.ts';
import { revokeAdmin as demote } from '../../adapters/dynamodb/platform/users-commands.ts';
import { demotionRefusal } from '../../core/admin/removal-rules.ts';
import { toAdminUser } from '../../core/admin/views.ts';
import { conflict } from '../../core/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { route } from '../../lib/route-handler.ts';
import { adminHandles } from './admin-handles.ts';
import { loadUser } from './load-user.ts';

export const revokeAdmin = adminHandles(route(adminRoutes, 'revokeAdmin'), async ({ params, caller }) => {
  const target = await loadUser(params.id);
  const refusal = demotionRefusal({ callerId: caller.userId, target, adminCount: await adminCount() });
  if (refusal) throw conflict(refusal);
  return ok(toAdminUser(await demote(target, caller.userId)));
});
