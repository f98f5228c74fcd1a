import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { settingsView } from './settings-view.ts';

export const getCompanySettings = handles(route(settingsRoutes, 'getCompanySettings'), async ({ caller }) =>
  ok(await settingsView(caller.companyId)),
);
