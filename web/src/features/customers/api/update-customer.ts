import { useUpdateRecord } from '../../../lib/reference-data/named-records.ts';

/** Replaces every field; a left-out one is cleared. */
export const useUpdateCustomer = () => useUpdateRecord('customers');
