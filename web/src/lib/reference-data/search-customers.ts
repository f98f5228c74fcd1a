import { PAGE_SIZES } from '@bp/shared/contracts/master-data-lists.ts';
import { useRecordSearch } from './named-records.ts';

/** The customer picker's options for a typed term: the first 25 matches (spec 000 section 9). */
export const useCustomerSearch = (search: string, enabled: boolean) =>
  useRecordSearch('customers', search, PAGE_SIZES.customerPicker, enabled);
