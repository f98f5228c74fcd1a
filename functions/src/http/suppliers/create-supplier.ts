import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import { createNamed } from '../../core/master-data/named-records.ts';
import { created } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { supplierPorts } from '../../wiring/suppliers.ts';

export const createSupplier = handles(route(supplierRoutes, 'createSupplier'), async ({ body, caller }) =>
  created(await createNamed(supplierPorts, caller.companyId, body)),
);
