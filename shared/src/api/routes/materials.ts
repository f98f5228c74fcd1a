import { idParamObject } from '../../contracts/master-data-params.ts';
import { csvImportBody, importPreview, importResult } from '../../contracts/csv-import.ts';
import { recentQuery } from '../../contracts/master-data-lists.ts';
import {
  material,
  materialArchiveBody,
  materialCreateBody,
  materialList,
  materialListQuery,
  materialUpdateBody,
  productGroupList,
} from '../../contracts/materials.ts';
import { defineRoutes } from '../route-def.ts';

export const materialRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/materials',
    area: 'materials',
    name: 'listMaterials',
    access: 'user',
    summary:
      'Materials as {items, total}, ordered by name (case-insensitive) then id. search: case-insensitive substring of the name or SKU; ' +
      'material_type: ingredient, packaging or finished_goods, or several comma separated (ingredient,packaging); omitted, empty or "all": every type; archived ones only with include_archived. ' +
      "product_group: only that group's materials (without regard to case or spacing). " +
      'page/page_size page the answer (page_size 25 when only page is given); without either, every match.',
    request: { query: materialListQuery },
    response: materialList,
  },
  {
    method: 'GET',
    path: '/api/materials/recent',
    area: 'materials',
    name: 'recentMaterials',
    access: 'user',
    summary:
      'The most recently created or updated materials, newest first, archived ones left out (limit 1-50, default 10)',
    request: { query: recentQuery },
    response: materialList,
  },
  {
    method: 'GET',
    path: '/api/materials/product-groups',
    area: 'materials',
    name: 'listProductGroups',
    access: 'user',
    summary:
      "The company's product groups: one per group of its unarchived materials (compared without regard to case or " +
      "spacing, in the spelling of the group's first material), with how many materials it has, ordered by name. " +
      "Feeds the material form's suggestions, the list filter and the random recall drill.",
    response: productGroupList,
  },
  {
    method: 'POST',
    path: '/api/materials/new',
    area: 'materials',
    name: 'createMaterial',
    access: 'user',
    summary:
      'Creates a material. Names are unique per company without regard to case or spacing, archived materials included ' +
      '(409 "A material with this name already exists"; unarchive the old one instead). The unit must be a standard unit or a ' +
      "non-archived custom unit (matched without regard to case, stored as the unit's own spelling); the default supplier must be " +
      'one of the company\'s suppliers (400 "Default supplier not found") and is refused for finished goods. traceable defaults to ' +
      "the company's traceable_materials_default.",
    request: { body: materialCreateBody },
    status: 201,
    response: material,
  },
  {
    method: 'GET',
    path: '/api/materials/export',
    area: 'materials',
    name: 'exportMaterials',
    access: 'user',
    summary:
      'The materials list (same search and filters, no paging) as a CSV file with the import columns: name, sku, material_type, ' +
      'unit_of_measure, additional_info, traceable, default_supplier (the supplier name), is_archived, gtin, product_group. Cells starting with = + - @ ' +
      'are prefixed with a quote so spreadsheets do not run them.',
    request: { query: materialListQuery },
    produces: 'text/csv',
  },
  {
    method: 'POST',
    path: '/api/materials/import/preview',
    area: 'materials',
    name: 'previewMaterialImport',
    access: 'user',
    summary:
      'Checks a materials CSV without writing: every row with its number (header = row 1) and its errors (field rules of ' +
      'POST /api/materials/new, names repeated in the file or already used, unknown or archived units, unknown default supplier names).',
    request: { body: csvImportBody },
    response: importPreview,
  },
  {
    method: 'POST',
    path: '/api/materials/import',
    area: 'materials',
    name: 'importMaterials',
    access: 'user',
    summary:
      'Imports a materials CSV (at most 5000 rows). Any invalid row: 400 with the row errors and nothing written. Otherwise every ' +
      'row is written in batched transactions under the import_id (or the content hash): sending the same import again finishes ' +
      'an interrupted import or, once done, answers replayed: true without writing anything twice.',
    request: { body: csvImportBody },
    response: importResult,
  },
  {
    method: 'GET',
    path: '/api/materials/{id}',
    area: 'materials',
    name: 'getMaterial',
    access: 'user',
    summary: 'One material of the caller\'s company (404 "Material not found")',
    request: { params: idParamObject },
    response: material,
    tenantData: true,
  },
  {
    method: 'PUT',
    path: '/api/materials/{id}',
    area: 'materials',
    name: 'updateMaterial',
    access: 'user',
    summary:
      'Replaces the editable fields (an omitted sku, additional_info or default_supplier_id is cleared; an omitted traceable is kept). ' +
      'material_type cannot change (400 "Material type cannot be changed"). Same rules as create; an archived custom unit the ' +
      'material already has may stay. The unit cannot change once the material has stock movements (409): its balances and ' +
      'ledger are kept in that unit.',
    request: { params: idParamObject, body: materialUpdateBody },
    response: material,
    tenantData: true,
  },
  {
    method: 'PUT',
    path: '/api/materials/{id}/archive',
    area: 'materials',
    name: 'archiveMaterial',
    access: 'user',
    summary:
      'Archives ({"isArchived": true}) or unarchives a material; archived materials leave the default lists and recent',
    request: { params: idParamObject, body: materialArchiveBody },
    response: material,
    tenantData: true,
  },
]);
