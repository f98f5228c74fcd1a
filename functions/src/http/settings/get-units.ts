import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { unitsAnswer } from '../../core/master-data/company-settings.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { settingsPorts } from '../../wiring/settings.ts';

export const getUnits = handles(route(settingsRoutes, 'getUnits'), async ({ caller }) =>
  ok(await unitsAnswer(settingsPorts, caller.companyId)),
);
