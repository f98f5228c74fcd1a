import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { saveUnits } from '../../core/master-data/company-settings.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { settingsPorts } from '../../wiring/settings.ts';

export const updateUnits = handles(route(settingsRoutes, 'updateUnits'), async ({ body, caller }) =>
  ok(await saveUnits(settingsPorts, caller.companyId, body.custom_units, body.version)),
);
