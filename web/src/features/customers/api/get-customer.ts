import { useRecord } from '../../../lib/reference-data/named-records.ts';

/** The customer the edit screen opens (silent: it shows 'Failed to load customer' itself). */
export const useCustomer = (id: number) => useRecord('customers', id);
