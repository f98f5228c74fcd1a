import {
  exportJobParams,
  fsmaExportJob,
  fsmaExportLink,
  fsmaExportQuery,
  fsmaExportStart,
  massBalance,
  massBalanceQuery,
  traceLotBody,
  traceResult,
} from '../../contracts/trace.ts';
import { supplierLotList, supplierLotQuery } from '../../contracts/supplier-lots.ts';
import { defineRoutes } from '../route-def.ts';

const EXPORT_SCOPE =
  "lot_code (optional material_id): the critical tracking events of the lot's whole trace graph, both directions; or " +
  'start_date and end_date (YYYY-MM-DD, inclusive, on the event date): every receiving, transformation and shipping event ' +
  "in the range; both: the lot's events within the dates. One row per event and lot with its key data elements " +
  '(docs/trace.md lists the columns), sorted by date, event and lot code. The file is written to storage: the answer is ' +
  '{url, filename, content_type, expires_in, rows, bytes}, url a presigned GET (valid expires_in seconds) that downloads it.';

export const traceRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/trace-lot',
    area: 'trace',
    name: 'traceLot',
    access: 'user',
    summary:
      'Traces a lot by code (spec 001 section 3). finished_good_recall for finished goods: current_status (total_produced, ' +
      'total_shipped, quantity_in_inventory), production_runs with ingredients_used, shipments with customer contacts. ' +
      'ingredient_packaging_recall for ingredients and packaging: current_status (total_received, total_used_in_production), ' +
      'receipts, usage_in_production with the lot each use went into and its shipments. ambiguous_material when several ' +
      'materials have a lot with the code and no material_id is given: message and materials. A code merged into another lot ' +
      'traces as the surviving lot. Every traced answer adds graph: the whole graph both ways as two trees (cycle-safe) and a ' +
      'recall summary. Empty lot_code: 400 "Lot code is required"; unknown code: 404.',
    request: { body: traceLotBody },
    response: traceResult,
  },
  {
    method: 'GET',
    path: '/api/trace-lot/mass-balance',
    area: 'trace',
    name: 'lotMassBalance',
    access: 'user',
    summary:
      'Mass balance of one lot (material_id, lot_id): received, produced, merged in, against used in production, shipped, ' +
      'adjusted and on hand, the unaccounted rest and the percentage accounted for. 404 "Material lot not found".',
    request: { query: massBalanceQuery },
    response: massBalance,
  },
  {
    method: 'GET',
    path: '/api/trace-lot/supplier-lots',
    area: 'trace',
    name: 'findSupplierLots',
    access: 'user',
    summary:
      "Our lots received from one supplier under that supplier's own lot code (supplier_id, supplier_lot_code): the start " +
      'of a trace when "supplier X recalled their lot Y". Only that supplier\'s receipts are read, so the same code from ' +
      'another supplier never matches; codes compare without regard to case. Each match: material, our lot (id, code, to ' +
      'trace with POST /api/trace-lot and material_id), receipt dates, quantity received and on hand, hold. No such lot: ' +
      '200 with an empty list. Unknown supplier (or another company\'s): 404 "Supplier not found".',
    request: { query: supplierLotQuery },
    response: supplierLotList,
  },
  {
    method: 'GET',
    path: '/api/trace-lot/export/csv',
    area: 'trace',
    name: 'exportTraceCsv',
    access: 'user',
    summary: `FSMA 204 sortable spreadsheet as CSV. ${EXPORT_SCOPE}`,
    request: { query: fsmaExportQuery },
    response: fsmaExportLink,
  },
  {
    method: 'GET',
    path: '/api/trace-lot/export/xlsx',
    area: 'trace',
    name: 'exportTraceXlsx',
    access: 'user',
    summary: `FSMA 204 sortable spreadsheet as an Excel workbook. ${EXPORT_SCOPE}`,
    request: { query: fsmaExportQuery },
    response: fsmaExportLink,
  },
  {
    method: 'POST',
    path: '/api/trace-lot/exports',
    area: 'trace',
    name: 'startTraceExport',
    access: 'user',
    summary:
      'Starts an FSMA 204 export that runs outside the request (a year of a busy plant takes longer than an API may ' +
      'answer): the body is the export query and format (csv or xlsx); the answer is 202 with export_id and status ' +
      'pending. Poll GET /api/trace-lot/exports/{export_id}. Validation and lot errors answer at once as in the export ' +
      `routes. ${EXPORT_SCOPE}`,
    request: { body: fsmaExportStart },
    status: 202,
    response: fsmaExportJob,
  },
  {
    method: 'GET',
    path: '/api/trace-lot/exports/{export_id}',
    area: 'trace',
    name: 'traceExportStatus',
    access: 'user',
    summary:
      "An asynchronous export's state: pending (started_at once its worker runs), done with the presigned link " +
      '(url, filename, content_type, expires_in, rows, bytes; a new link each call) or failed with message. An export ' +
      'still pending past its deadline (16 minutes) is failed. 404 "Export not found" for an id the company does not have.',
    request: { params: exportJobParams },
    response: fsmaExportJob,
  },
]);
