import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { createMaterial as create, presentMaterials } from '../../core/master-data/materials.ts';
import { created } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';

export const createMaterial = handles(route(materialRoutes, 'createMaterial'), async ({ body, caller }) => {
  const record = await create(materialPorts, caller.companyId, body);
  const [material] = await presentMaterials(materialPorts, caller.companyId, [record]);
  return created(material);
});
