import { useCreateRecord } from '../../../lib/reference-data/named-records.ts';

export const useCreateSupplier = () => useCreateRecord('suppliers');
