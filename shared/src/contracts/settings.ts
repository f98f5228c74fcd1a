import { z } from 'zod';
import { customUnit } from './units.ts';

/** Company settings (spec 000 sections 2, 3 and 8). */

/**
 * A company that never saved its settings gets this: materials are traceable unless the user
 * says otherwise, since lot traceability is what the product is for.
 */
export const DEFAULT_TRACEABLE_MATERIALS = true;

export const settingsMessages = {
  traceableInvalid: 'traceable_materials_default must be true or false',
  // Screen texts.
  saved: 'Settings saved successfully',
  saveFailed: 'An error occurred while saving settings',
  loadError: 'Error loading settings. Please try again.',
  signedOut: 'Please log in to view settings.',
} as const;

/** The General Settings form and the PUT /api/company-settings/ body. */
export const companySettingsBody = z.object({
  traceable_materials_default: z.boolean({ message: settingsMessages.traceableInvalid }),
});
export type CompanySettingsBody = z.infer<typeof companySettingsBody>;

export const companySettings = z
  .object({
    traceable_materials_default: z.boolean(),
    custom_units: z.array(customUnit),
  })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.infer<typeof companySettings>;
