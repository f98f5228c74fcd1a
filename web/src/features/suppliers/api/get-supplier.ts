import { useRecord } from '../../../lib/reference-data/named-records.ts';

/** The supplier the edit screen opens (silent: it shows 'Failed to load supplier data' itself). */
export const useSupplier = (id: number) => useRecord('suppliers', id);
