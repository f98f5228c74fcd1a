import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { saveCustomUnits } from '../../adapters/dynamodb/master-data/units-repo.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { unitsAnswer } from './settings-view.ts';

export const updateUnits = handles(route(settingsRoutes, 'updateUnits'), async ({ body, caller }) => {
  await saveCustomUnits(caller.companyId, body.custom_units, body.version);
  return ok(await unitsAnswer(caller.companyId, true));
});
