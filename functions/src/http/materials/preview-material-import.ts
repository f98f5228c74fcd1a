import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { previewImport } from '../../core/master-data/run-import.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialImportSpec } from '../../wiring/materials.ts';

export const previewMaterialImport = handles(
  route(materialRoutes, 'previewMaterialImport'),
  async ({ body, caller }) => ok(await previewImport(materialImportSpec, caller.companyId, body.csv)),
);
