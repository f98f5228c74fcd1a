import { areaHandler } from '../../lib/route-handler.ts';
import { getCompanySettings } from './get-company-settings.ts';
import { getUnits } from './get-units.ts';
import { updateCompanySettings } from './update-company-settings.ts';
import { updateUnits } from './update-units.ts';

export const handler = areaHandler('settings', {
  getCompanySettings,
  updateCompanySettings,
  getUnits,
  updateUnits,
});
