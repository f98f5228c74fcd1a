import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { useRecordList, type RecordListParams } from '../../../lib/reference-data/named-records.ts';

export type CustomerListParams = RecordListParams;

export const CUSTOMERS_PAGE_SIZE = PAGE_SIZES.customers;

/** One page of the customers list. */
export const useCustomers = (params: CustomerListParams) =>
  useRecordList('customers', params, CUSTOMERS_PAGE_SIZE);
