import { DEFAULT_TRACEABLE_MATERIALS } from '@bp/shared/contracts/settings.ts';
import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { GeneralSettings } from '../../../../core/master-data/company-settings.ts';

/** The company's general settings: one item. */
export const settingsKey = (companyId: number): ItemKey => ({
  pk: `${tenantPrefix(companyId)}SETTINGS`,
  sk: 'SETTINGS',
});

export const settingsFields = (settings: GeneralSettings, now: string) => ({
  traceable_materials_default: settings.traceable_materials_default,
  type: 'settings',
  updated_at: now,
});

export const toSettings = (item: Record<string, unknown> | null): GeneralSettings => {
  const value = item?.traceable_materials_default;
  return { traceable_materials_default: typeof value === 'boolean' ? value : DEFAULT_TRACEABLE_MATERIALS };
};
