import { useQuickCreateRecord } from './named-records.ts';

/** The '+ New supplier' popover (spec 000 section 3): the name only. */
export const useQuickCreateSupplier = () => useQuickCreateRecord('suppliers');
