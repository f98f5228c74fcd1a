import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { saveGeneralSettings } from '../../adapters/dynamodb/master-data/settings-repo.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { settingsView } from './settings-view.ts';

export const updateCompanySettings = handles(
  route(settingsRoutes, 'updateCompanySettings'),
  async ({ body, caller }) => {
    await saveGeneralSettings(caller.companyId, body);
    return ok(await settingsView(caller.companyId));
  },
);
