import { csvImportBody, importPreview, importResult } from '../../contracts/csv-import.ts';
import { idParamObject } from '../../contracts/master-data-params.ts';
import { supplier, supplierBody, supplierList, supplierListQuery } from '../../contracts/suppliers.ts';
import { defineRoutes } from '../route-def.ts';

export const supplierRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/suppliers',
    area: 'suppliers',
    name: 'listSuppliers',
    access: 'user',
    summary:
      'Suppliers as {items, total}, ordered by name (case-insensitive) then id; search: case-insensitive substring of the name. ' +
      'Without page/page_size: every supplier (the pickers); page alone pages by 25.',
    request: { query: supplierListQuery },
    response: supplierList,
  },
  {
    method: 'POST',
    path: '/api/suppliers',
    area: 'suppliers',
    name: 'createSupplier',
    access: 'user',
    summary:
      'Creates a supplier (the quick-create popover sends only the name). Names are unique per company without regard to case ' +
      'or spacing (409 "A supplier with this name already exists").',
    request: { body: supplierBody },
    status: 201,
    response: supplier,
  },
  {
    method: 'GET',
    path: '/api/suppliers/export',
    area: 'suppliers',
    name: 'exportSuppliers',
    access: 'user',
    summary:
      'The suppliers list (same search, no paging) as a CSV file with the import columns (the supplier fields, id left out)',
    request: { query: supplierListQuery },
    produces: 'text/csv',
  },
  {
    method: 'POST',
    path: '/api/suppliers/import/preview',
    area: 'suppliers',
    name: 'previewSupplierImport',
    access: 'user',
    summary:
      'Checks a suppliers CSV without writing: every row with its number and errors (field rules, names repeated or already used)',
    request: { body: csvImportBody },
    response: importPreview,
  },
  {
    method: 'POST',
    path: '/api/suppliers/import',
    area: 'suppliers',
    name: 'importSuppliers',
    access: 'user',
    summary:
      'Imports a suppliers CSV (at most 5000 rows): any invalid row gives 400 with the row errors and writes nothing; retrying ' +
      'the same import finishes it or answers replayed: true',
    request: { body: csvImportBody },
    response: importResult,
  },
  {
    method: 'GET',
    path: '/api/suppliers/{id}',
    area: 'suppliers',
    name: 'getSupplier',
    access: 'user',
    summary: 'One supplier of the caller\'s company (404 "Supplier not found")',
    request: { params: idParamObject },
    response: supplier,
    tenantData: true,
  },
  {
    method: 'PUT',
    path: '/api/suppliers/{id}',
    area: 'suppliers',
    name: 'updateSupplier',
    access: 'user',
    summary: 'Replaces every field of a supplier (omitted optional fields are cleared); same rules as create',
    request: { params: idParamObject, body: supplierBody },
    response: supplier,
    tenantData: true,
  },
  {
    method: 'DELETE',
    path: '/api/suppliers/{id}',
    area: 'suppliers',
    name: 'deleteSupplier',
    access: 'user',
    summary:
      'Deletes a supplier. Refused while materials name it as their default supplier (409 "Supplier is the default supplier of ' +
      'N materials"): nothing is changed silently, the user reassigns or clears those materials first.',
    request: { params: idParamObject },
    status: 204,
    tenantData: true,
  },
]);
