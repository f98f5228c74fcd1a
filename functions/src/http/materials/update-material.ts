import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { presentMaterials, updateMaterial as update } from '../../core/master-data/materials.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';

export const updateMaterial = handles(
  route(materialRoutes, 'updateMaterial'),
  async ({ params, body, caller }) => {
    const record = await update(materialPorts, caller.companyId, params.id, body);
    const [material] = await presentMaterials(materialPorts, caller.companyId, [record]);
    return ok(material);
  },
);
