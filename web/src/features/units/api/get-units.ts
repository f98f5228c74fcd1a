import { useUnits as useUnitsQuery } from '../../../lib/reference-data/get-units.ts';

/** Silent: each units screen shows 'Error loading units: ...' or 'Error loading unit: ...' itself. */
export const useUnits = () => useUnitsQuery({ silent: true });
