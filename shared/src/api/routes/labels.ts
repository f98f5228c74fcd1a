import { labelsBody, lotLookupQuery, lotLookupResult } from '../../contracts/labels.ts';
import { defineRoutes } from '../route-def.ts';

/** Lot labels and scanned-lot lookups (issue 22, docs/labels-and-scanning.md). Served by the inventory area. */
export const labelRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/labels',
    area: 'inventory',
    name: 'printLabels',
    access: 'user',
    summary:
      'A vector PDF of lot labels: lots [{material_id, lot_code}] (a code merged away prints its surviving lot), size ' +
      '(4x6, 4x2, 2x1, a6: one label per page of exactly that size; a4-sheet: 14 labels of 99.1 x 38.1 mm per A4 page), ' +
      'copies (1-100, each lot repeated), app_url (the web app, for the lot page address). Each label: material, lot code, ' +
      'quantity and unit, registered and use-by or best-before dates, company name, a QR code (a GS1 Digital Link ' +
      '<app_url>/01/<gtin>/10/<lot>?17|15=<YYMMDD> when the material has a GTIN and the code fits GS1, else the lot page ' +
      'address) and, on 4x6 and A6 case labels, a GS1-128 of (01)(17|15)(10) (a Code 128 of the lot code without a GTIN). ' +
      '404 "Lot <code> not found" when a lot is unknown; at most 500 labels.',
    request: { body: labelsBody },
    produces: 'application/pdf',
  },
  {
    method: 'GET',
    path: '/api/lots/find',
    area: 'inventory',
    name: 'findLot',
    access: 'user',
    summary:
      'The lot a scanned code names: lot_code with gtin (any of GTIN-8/12/13/14; the company material with that GTIN) or ' +
      'material_id. A code merged away answers its surviving lot. 404 "No material has GTIN <gtin>", "Material not found" ' +
      'or "Lot <code> not found".',
    request: { query: lotLookupQuery },
    response: lotLookupResult,
  },
]);
