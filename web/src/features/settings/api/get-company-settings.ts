import { useCompanySettings as useSettings } from '../../../lib/reference-data/get-company-settings.ts';

/** Silent: the screen shows 'Error loading settings. Please try again.' itself. */
export const useCompanySettings = () => useSettings({ silent: true });
