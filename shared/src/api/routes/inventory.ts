import { unknownLotsAnswer } from '../../contracts/unknown-lots.ts';
import { supplierLotArrival } from '../../contracts/supplier-lot-repeat.ts';
import { supplierLotQuery } from '../../contracts/supplier-lots.ts';
import { historyQuery, ledgerList, ledgerQuery } from '../../contracts/ledger.ts';
import {
  adjustBody,
  adjustResult,
  inventoryList,
  inventoryListQuery,
  materialIdParams,
} from '../../contracts/inventory.ts';
import {
  lotEditResult,
  lotListQuery,
  lotPatchBody,
  materialLot,
  materialLotList,
  materialLotParams,
  mergeBody,
} from '../../contracts/lots.ts';
import { idParamObject } from '../../contracts/master-data-params.ts';
import { defineRoutes } from '../route-def.ts';

const HISTORY_FILTERS =
  'lot_id (a lot of the material; a surviving lot includes the entries of lots merged into it), txn_type, start_date and ' +
  'end_date (YYYY-MM-DD, both inclusive, on the recorded date in UTC); newest first; page/page_size (25 when only page is given; ' +
  'without either, every match).';

export const inventoryRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/inventory',
    area: 'inventory',
    name: 'listInventory',
    access: 'user',
    summary:
      'Stock of every active (non-archived) material as {items, total}, 0 when nothing moved, ordered by name. search: ' +
      'case-insensitive substring of the name or SKU. page/page_size page it (25 when only page is given); without either, all.',
    request: { query: inventoryListQuery },
    response: inventoryList,
  },
  {
    method: 'GET',
    path: '/api/inventory/export',
    area: 'inventory',
    name: 'exportInventory',
    access: 'user',
    summary: 'The stock list (same search, no paging) as a CSV file, quantities as exact decimals.',
    request: { query: inventoryListQuery },
    produces: 'text/csv',
  },
  {
    method: 'POST',
    path: '/api/inventory/{materialId}/adjust',
    area: 'inventory',
    name: 'adjustInventory',
    access: 'user',
    summary:
      'Posts a manual adjustment: qty_delta (non-zero, at most 3 decimals; negative removes stock, which may go below zero), ' +
      'txn_reason "adjustment", lot_code (required for traceable materials; an unknown code creates the lot with origin ' +
      'inconsistent; a code merged away posts to the surviving lot), note. Send an Idempotency-Key header (1-200 characters) to ' +
      'make retries safe: the same key with the same body answers the first result with replayed: true and changes nothing; ' +
      'with another body it is 409. txn_reason "usage" takes stock out to use it: refused (409) on a held lot, and, with ' +
      'the header X-Unknown-Lots: confirm, on a lot never received or produced unless confirm_unknown_lot is true.',
    request: { params: materialIdParams, body: adjustBody },
    conflict: {
      description: 'A held lot, a reused Idempotency-Key, or a lot not in stock',
      body: unknownLotsAnswer,
    },
    response: adjustResult,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/inventory/{materialId}/lot-codes',
    area: 'inventory',
    name: 'listLotCodes',
    access: 'user',
    summary:
      "The material's lots (not those merged away) for the adjust form's lot code picker, ordered by code; search matches the " +
      'code or a code merged into the lot.',
    request: { params: materialIdParams, query: lotListQuery },
    response: materialLotList,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/inventory/{materialId}/supplier-lot',
    area: 'inventory',
    name: 'findSupplierLotArrival',
    access: 'user',
    summary:
      "The lot of ours a supplier's lot of this material arrived into before (issue 21): supplier_id and supplier_lot_code " +
      '(trimmed, without regard to case; the same code of another supplier is another lot). {lot: {lot_id, lot_code, ' +
      'received_date}} (a lot merged away answers its survivor), or {lot: null} when it never arrived. A goods receipt row ' +
      'of it with a blank lot_code joins that lot; another lot_code needs split_supplier_lot. Unknown material: 404.',
    request: { params: materialIdParams, query: supplierLotQuery },
    response: supplierLotArrival,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/inventory/{materialId}/history',
    area: 'inventory',
    name: 'inventoryHistory',
    access: 'user',
    summary: `The material's ledger transactions. ${HISTORY_FILTERS}`,
    request: { params: materialIdParams, query: historyQuery },
    response: ledgerList,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/inventory/{materialId}/history/export',
    area: 'inventory',
    name: 'exportInventoryHistory',
    access: 'user',
    summary: `The material's ledger as a CSV file (same filters, no paging). ${HISTORY_FILTERS}`,
    request: { params: materialIdParams, query: historyQuery },
    produces: 'text/csv',
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/materials/{id}/lots',
    area: 'inventory',
    name: 'listMaterialLots',
    access: 'user',
    summary:
      "The material's lots ordered by code; search matches the code or a code merged into the lot; lots merged away only with " +
      'include_archived. 404 "Material not found".',
    request: { params: idParamObject, query: lotListQuery },
    response: materialLotList,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/materials/{id}/ledger',
    area: 'inventory',
    name: 'listMaterialLedger',
    access: 'user',
    summary:
      "The ledger list of the lot screens (its path is not named by the spec): the material's transactions, or one lot's with " +
      'lot_id (including the entries of lots merged into it), newest first, paged (the screens use 20).',
    request: { params: idParamObject, query: ledgerQuery },
    response: ledgerList,
    tenantData: true,
  },
  {
    method: 'POST',
    path: '/api/materials/{id}/lots/merge',
    area: 'inventory',
    name: 'mergeLots',
    access: 'user',
    summary:
      'Merges lot from_lot_id into lot to_lot_id of the material: its quantity and history move to the survivor, and its code ' +
      '(with codes merged into it before) then finds the survivor in searches, postings and traces. Answers the lot edit result ' +
      'with the survivor as updated_lot and merged_into_lot {id}. Merging a lot into itself or a lot already merged: 400.',
    request: { params: idParamObject, body: mergeBody },
    response: lotEditResult,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/materials/{id}/lots/{lotId}',
    area: 'inventory',
    name: 'getMaterialLot',
    access: 'user',
    summary:
      'One lot of the material (404 "Material lot not found"); a lot merged away answers with merged_into_lot_id set.',
    request: { params: materialLotParams },
    response: materialLot,
    tenantData: true,
  },
  {
    method: 'PATCH',
    path: '/api/materials/{id}/lots/{lotId}',
    area: 'inventory',
    name: 'updateMaterialLot',
    access: 'user',
    summary:
      'Changes the lot code (trimmed, non-empty, different from the current one). A code another lot of the material holds ' +
      '(compared without regard to case, merged codes included) renames nothing and answers 200 with conflict_discovered: true ' +
      'and conflicting_lot, so the client can offer a merge. The old code is released.',
    request: { params: materialLotParams, body: lotPatchBody },
    response: lotEditResult,
    tenantData: true,
  },
]);
