import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { presentMaterials } from '../../core/master-data/materials.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { loadMaterial, materialPorts } from './material-ports.ts';

export const getMaterial = handles(route(materialRoutes, 'getMaterial'), async ({ params, caller }) => {
  const record = await loadMaterial(caller.companyId, params.id);
  const [material] = await presentMaterials(materialPorts, caller.companyId, [record]);
  return ok(material);
});
