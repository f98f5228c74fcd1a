import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { unitsAnswer } from './settings-view.ts';

export const getUnits = handles(route(settingsRoutes, 'getUnits'), async ({ caller }) =>
  ok(await unitsAnswer(caller.companyId)),
);
