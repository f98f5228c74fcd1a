import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { archiveMaterial as archive, presentMaterials } from '../../core/master-data/materials.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialPorts } from '../../wiring/materials.ts';

export const archiveMaterial = handles(
  route(materialRoutes, 'archiveMaterial'),
  async ({ params, body, caller }) => {
    const record = await archive(materialPorts, caller.companyId, params.id, body.isArchived);
    const [material] = await presentMaterials(materialPorts, caller.companyId, [record]);
    return ok(material);
  },
);
