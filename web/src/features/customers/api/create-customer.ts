import { useCreateRecord } from '../../../lib/reference-data/named-records.ts';

/** Sends the trimmed, non-empty values. */
export const useCreateCustomer = () => useCreateRecord('customers');
