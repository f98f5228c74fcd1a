import {
  DATE_ORDERS,
  DEFAULT_DATE_ORDER,
  DEFAULT_TRACEABLE_MATERIALS,
  type DateOrderSetting,
} from '@bp/shared/contracts/settings.ts';
import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { GeneralSettings } from '../../../../core/master-data/company-settings.ts';

/** The company's general settings: one item. */
export const settingsKey = (companyId: number): ItemKey => ({
  pk: `${tenantPrefix(companyId)}SETTINGS`,
  sk: 'SETTINGS',
});

/** The fields to set: only those given, so saving one setting keeps the others. */
export const settingsFields = (settings: Partial<GeneralSettings>, now: string) => ({
  ...(settings.traceable_materials_default === undefined
    ? {}
    : { traceable_materials_default: settings.traceable_materials_default }),
  ...(settings.date_order === undefined ? {} : { date_order: settings.date_order }),
  type: 'settings',
  updated_at: now,
});

export const toSettings = (item: Record<string, unknown> | null): GeneralSettings => {
  const value = item?.traceable_materials_default;
  const order = item?.date_order;
  return {
    traceable_materials_default: typeof value === 'boolean' ? value : DEFAULT_TRACEABLE_MATERIALS,
    date_order: DATE_ORDERS.includes(order as DateOrderSetting)
      ? (order as DateOrderSetting)
      : DEFAULT_DATE_ORDER,
  };
};
