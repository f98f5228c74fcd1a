import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { runImport } from '../../core/master-data/run-import.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { importAnswer } from '../master-data/import-answer.ts';
import { supplierImportSpec, supplierImportStore } from '../../wiring/suppliers.ts';

export const importSuppliers = handles(route(supplierRoutes, 'importSuppliers'), async ({ body, caller }) =>
  importAnswer(
    await runImport(
      supplierImportSpec,
      supplierImportStore,
      caller.companyId,
      body,
      new Date().toISOString(),
    ),
  ),
);
