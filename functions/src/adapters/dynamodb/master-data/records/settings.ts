import {
  DATE_ORDERS,
  DEFAULT_DATE_ORDER,
  DEFAULT_TRACEABLE_MATERIALS,
  type DateOrderSetting,
} from '@bp/shared/contracts/settings.ts';
import {
  DEFAULT_DRILL_TARGET_MINUTES,
  DEFAULT_DRILL_TOLERANCE_PERCENT,
} from '@bp/shared/contracts/drills.ts';
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
  ...(settings.drill_target_minutes === undefined
    ? {}
    : { drill_target_minutes: settings.drill_target_minutes }),
  ...(settings.drill_tolerance_percent === undefined
    ? {}
    : { drill_tolerance_percent: settings.drill_tolerance_percent }),
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
    drill_target_minutes:
      typeof item?.drill_target_minutes === 'number'
        ? item.drill_target_minutes
        : DEFAULT_DRILL_TARGET_MINUTES,
    drill_tolerance_percent:
      typeof item?.drill_tolerance_percent === 'number'
        ? item.drill_tolerance_percent
        : DEFAULT_DRILL_TOLERANCE_PERCENT,
  };
};
