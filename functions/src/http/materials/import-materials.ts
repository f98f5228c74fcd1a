import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { importAnswer } from '../master-data/import-answer.ts';
import { runImport } from '../../core/master-data/run-import.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { materialImportSpec, materialImportStore } from '../../wiring/materials.ts';

export const importMaterials = handles(route(materialRoutes, 'importMaterials'), async ({ body, caller }) =>
  importAnswer(
    await runImport(
      materialImportSpec,
      materialImportStore,
      caller.companyId,
      body,
      new Date().toISOString(),
    ),
  ),
);
