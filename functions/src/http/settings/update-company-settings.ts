import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { saveSettings } from '../../core/master-data/company-settings.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { settingsPorts } from '../../wiring/settings.ts';

export const updateCompanySettings = handles(
  route(settingsRoutes, 'updateCompanySettings'),
  async ({ body, caller }) => ok(await saveSettings(settingsPorts, caller.companyId, body)),
);
