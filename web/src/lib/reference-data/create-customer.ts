import { useQuickCreateRecord } from './named-records.ts';

/** The customer picker's popover: the name only (country takes its default). */
export const useQuickCreateCustomer = () => useQuickCreateRecord('customers');
