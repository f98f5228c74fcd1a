import { areaHandler } from '../../lib/route-handler.ts';
import { archiveMaterial } from './archive-material.ts';
import { createMaterial } from './create-material.ts';
import { exportMaterials } from './export-materials.ts';
import { getMaterial } from './get-material.ts';
import { importMaterials } from './import-materials.ts';
import { listMaterials } from './list-materials.ts';
import { listProductGroups } from './list-product-groups.ts';
import { previewMaterialImport } from './preview-material-import.ts';
import { recentMaterials } from './recent-materials.ts';
import { updateMaterial } from './update-material.ts';

export const handler = areaHandler('materials', {
  listMaterials,
  recentMaterials,
  listProductGroups,
  createMaterial,
  exportMaterials,
  previewMaterialImport,
  importMaterials,
  getMaterial,
  updateMaterial,
  archiveMaterial,
});
