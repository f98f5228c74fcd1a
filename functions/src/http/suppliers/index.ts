import { areaHandler } from '../../lib/route-handler.ts';
import { createSupplier } from './create-supplier.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { exportSuppliers } from './export-suppliers.ts';
import { getSupplier } from './get-supplier.ts';
import { importSuppliers } from './import-suppliers.ts';
import { listSuppliers } from './list-suppliers.ts';
import { previewSupplierImport } from './preview-supplier-import.ts';
import { updateSupplier } from './update-supplier.ts';

export const handler = areaHandler('suppliers', {
  listSuppliers,
  createSupplier,
  exportSuppliers,
  previewSupplierImport,
  importSuppliers,
  getSupplier,
  updateSupplier,
  deleteSupplier,
});
