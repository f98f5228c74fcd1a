import { csvImportBody, importPreview, importResult } from '../../contracts/csv-import.ts';
import { customer, customerBody, customerList, customerListQuery } from '../../contracts/customers.ts';
import { recentQuery } from '../../contracts/master-data-lists.ts';
import { idParamObject } from '../../contracts/master-data-params.ts';
import { defineRoutes } from '../route-def.ts';

export const customerRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/customers',
    area: 'customers',
    name: 'listCustomers',
    access: 'user',
    summary:
      'Customers as {items, total}, ordered by name (case-insensitive) then id; search: case-insensitive substring of the name. ' +
      'Without page/page_size: every customer; page alone pages by 25.',
    request: { query: customerListQuery },
    response: customerList,
  },
  {
    method: 'GET',
    path: '/api/customers/recent',
    area: 'customers',
    name: 'recentCustomers',
    access: 'user',
    summary: 'The most recently created or updated customers, newest first (limit 1-50, default 10)',
    request: { query: recentQuery },
    response: customerList,
  },
  {
    method: 'POST',
    path: '/api/customers',
    area: 'customers',
    name: 'createCustomer',
    access: 'user',
    summary:
      'Creates a customer: only the name is required ("Name is required"); empty values are stored as null; country defaults to US. ' +
      'Names are unique per company without regard to case or spacing (409 "A customer with this name already exists").',
    request: { body: customerBody },
    status: 201,
    response: customer,
  },
  {
    method: 'GET',
    path: '/api/customers/export',
    area: 'customers',
    name: 'exportCustomers',
    access: 'user',
    summary:
      'The customers list (same search, no paging) as a CSV file with the import columns (the customer fields, id left out)',
    request: { query: customerListQuery },
    produces: 'text/csv',
  },
  {
    method: 'POST',
    path: '/api/customers/import/preview',
    area: 'customers',
    name: 'previewCustomerImport',
    access: 'user',
    summary:
      'Checks a customers CSV without writing: every row with its number and errors (field rules, names repeated or already used)',
    request: { body: csvImportBody },
    response: importPreview,
  },
  {
    method: 'POST',
    path: '/api/customers/import',
    area: 'customers',
    name: 'importCustomers',
    access: 'user',
    summary:
      'Imports a customers CSV (at most 5000 rows): any invalid row gives 400 with the row errors and writes nothing; retrying ' +
      'the same import finishes it or answers replayed: true',
    request: { body: csvImportBody },
    response: importResult,
  },
  {
    method: 'GET',
    path: '/api/customers/{id}',
    area: 'customers',
    name: 'getCustomer',
    access: 'user',
    summary: 'One customer of the caller\'s company (404 "Customer not found")',
    request: { params: idParamObject },
    response: customer,
    tenantData: true,
  },
  {
    method: 'PUT',
    path: '/api/customers/{id}',
    area: 'customers',
    name: 'updateCustomer',
    access: 'user',
    summary:
      'Replaces every field of a customer (the form omits emptied values, which clears them); same rules as create',
    request: { params: idParamObject, body: customerBody },
    response: customer,
    tenantData: true,
  },
]);
