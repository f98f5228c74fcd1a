import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { previewImport } from '../../core/master-data/run-import.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { customerImportSpec } from '../../wiring/customers.ts';

export const previewCustomerImport = handles(
  route(customerRoutes, 'previewCustomerImport'),
  async ({ body, caller }) => ok(await previewImport(customerImportSpec, caller.companyId, body.csv)),
);
