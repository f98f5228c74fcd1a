import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { previewImport } from '../../core/master-data/run-import.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierImportSpec } from '../../wiring/suppliers.ts';

export const previewSupplierImport = handles(
  route(supplierRoutes, 'previewSupplierImport'),
  async ({ body, caller }) => ok(await previewImport(supplierImportSpec, caller.companyId, body.csv)),
);
