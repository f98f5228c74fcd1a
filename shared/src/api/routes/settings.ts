import { companySettings, companySettingsBody } from '../../contracts/settings.ts';
import { customUnitsBody, unitsResponse } from '../../contracts/units.ts';
import { defineRoutes } from '../route-def.ts';

export const settingsRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/company-settings',
    area: 'settings',
    name: 'getCompanySettings',
    access: 'user',
    summary:
      "The company's settings: traceable_materials_default (true until first saved), date_order (auto until " +
      'first saved) and its custom units',
    response: companySettings,
  },
  {
    method: 'PUT',
    path: '/api/company-settings',
    area: 'settings',
    name: 'updateCompanySettings',
    access: 'user',
    summary:
      'Saves traceable_materials_default and date_order (left out: kept) (units are saved with PUT /api/company-settings/units)',
    request: { body: companySettingsBody },
    response: companySettings,
  },
  {
    method: 'GET',
    path: '/api/company-settings/units',
    area: 'settings',
    name: 'getUnits',
    access: 'user',
    summary:
      'custom_units (in saved order, with how many materials use each) and global_units: the standard units by type plus ' +
      'all_units, the standard and non-archived custom abbreviations a material may use',
    response: unitsResponse,
  },
  {
    method: 'PUT',
    path: '/api/company-settings/units',
    area: 'settings',
    name: 'updateUnits',
    access: 'user',
    summary:
      'Replaces the whole custom_units list, atomically. Standard units cannot be changed or shadowed (400). Abbreviations are ' +
      'unique without regard to case (409). A unit materials use can be archived but not removed or renamed (409); an ' +
      'archived unit leaves all_units and cannot be chosen for a material.',
    request: { body: customUnitsBody },
    response: unitsResponse,
  },
]);
