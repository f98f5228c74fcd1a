import { useRecordSearch } from './named-records.ts';

/**
 * The supplier picker's options. The spec's select loaded every supplier (the whole listSuppliers);
 * the picker searches on the server like the other pickers and shows the first 25 matches, so
 * a long supplier list neither loads in full nor overflows the menu.
 */
export const SUPPLIER_PICKER_PAGE_SIZE = 25;

export const useSupplierSearch = (search: string, enabled: boolean) =>
  useRecordSearch('suppliers', search, SUPPLIER_PICKER_PAGE_SIZE, enabled);
