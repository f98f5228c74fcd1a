import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { useRecordList, type RecordListParams } from '../../../lib/reference-data/named-records.ts';

export type SupplierListParams = RecordListParams;

export const SUPPLIERS_PAGE_SIZE = PAGE_SIZES.suppliers;

/** One page of the Supplier Settings list. */
export const useSuppliers = (params: SupplierListParams) =>
  useRecordList('suppliers', params, SUPPLIERS_PAGE_SIZE);
