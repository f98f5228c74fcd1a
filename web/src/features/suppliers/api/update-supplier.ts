import { useUpdateRecord } from '../../../lib/reference-data/named-records.ts';

/** Replaces every field (null clears one). */
export const useUpdateSupplier = () => useUpdateRecord('suppliers');
