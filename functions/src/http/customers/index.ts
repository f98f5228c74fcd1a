import { areaHandler } from '../../lib/route-handler.ts';
import { createCustomer } from './create-customer.ts';
import { exportCustomers } from './export-customers.ts';
import { getCustomer } from './get-customer.ts';
import { importCustomers } from './import-customers.ts';
import { listCustomers } from './list-customers.ts';
import { previewCustomerImport } from './preview-customer-import.ts';
import { recentCustomers } from './recent-customers.ts';
import { updateCustomer } from './update-customer.ts';

export const handler = areaHandler('customers', {
  listCustomers,
  recentCustomers,
  createCustomer,
  exportCustomers,
  previewCustomerImport,
  importCustomers,
  getCustomer,
  updateCustomer,
});
