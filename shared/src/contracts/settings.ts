import { z } from 'zod';
import { customUnit } from './units.ts';

/** Company settings (spec 000 sections 2, 3 and 8). */

/**
 * A company that never saved its settings gets this: materials are traceable unless the user
 * says otherwise, since lot traceability is what the product is for.
 */
export const DEFAULT_TRACEABLE_MATERIALS = true;

/**
 * How the company's paperwork writes numeric dates: `MDY` (03/02/2026 is March 2), `DMY`
 * (3 February), or `auto`: decided per document, from any date on it that can only be read one
 * way, else from which reading is plausible (dates decided so are marked doubtful for review).
 */
export const DATE_ORDERS = ['auto', 'MDY', 'DMY'] as const;
export type DateOrderSetting = (typeof DATE_ORDERS)[number];
export const DEFAULT_DATE_ORDER: DateOrderSetting = 'auto';

export const DATE_ORDER_LABELS: Record<DateOrderSetting, string> = {
  auto: 'Automatic (decided for each document)',
  MDY: 'Month first (03/02/2026 is March 2)',
  DMY: 'Day first (03/02/2026 is 3 February)',
};

/** A recall drill's target may be up to a week (FSMA 204's spreadsheet: 24 hours; BRCGS: 4). */
export const DRILL_TARGET_MAX = 7 * 24 * 60;

export const settingsMessages = {
  traceableInvalid: 'traceable_materials_default must be true or false',
  dateOrderInvalid: `date_order must be one of ${DATE_ORDERS.join(', ')}`,
  drillTargetInvalid: `drill_target_minutes must be a whole number of minutes from 1 to ${DRILL_TARGET_MAX}`,
  drillToleranceInvalid: 'drill_tolerance_percent must be a number from 0 to 100',
  // Screen texts.
  saved: 'Settings saved successfully',
  saveFailed: 'An error occurred while saving settings',
  loadError: 'Error loading settings. Please try again.',
  signedOut: 'Please log in to view settings.',
} as const;

/** The General Settings form and the PUT /api/company-settings/ body. */
export const companySettingsBody = z.object({
  traceable_materials_default: z.boolean({ message: settingsMessages.traceableInvalid }),
  /** Left out: the saved order stays. */
  date_order: z.enum(DATE_ORDERS, { message: settingsMessages.dateOrderInvalid }).optional(),
  /** Recall drills (issue 21): the time a drill must finish in, and the mass balance tolerance. Left out: kept. */
  drill_target_minutes: z
    .number({ message: settingsMessages.drillTargetInvalid })
    .int({ message: settingsMessages.drillTargetInvalid })
    .min(1, { message: settingsMessages.drillTargetInvalid })
    .max(DRILL_TARGET_MAX, { message: settingsMessages.drillTargetInvalid })
    .optional(),
  drill_tolerance_percent: z
    .number({ message: settingsMessages.drillToleranceInvalid })
    .min(0, { message: settingsMessages.drillToleranceInvalid })
    .max(100, { message: settingsMessages.drillToleranceInvalid })
    .optional(),
});
export type CompanySettingsBody = z.infer<typeof companySettingsBody>;

export const companySettings = z
  .object({
    traceable_materials_default: z.boolean(),
    date_order: z.enum(DATE_ORDERS),
    drill_target_minutes: z.number().int(),
    drill_tolerance_percent: z.number(),
    custom_units: z.array(customUnit),
  })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettings>;
