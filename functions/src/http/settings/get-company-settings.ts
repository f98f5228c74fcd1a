import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { settingsView } from '../../core/master-data/company-settings.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { settingsPorts } from '../../wiring/settings.ts';

export const getCompanySettings = handles(route(settingsRoutes, 'getCompanySettings'), async ({ caller }) =>
  ok(await settingsView(settingsPorts, caller.companyId)),
);
