import { expiringList, expiringQuery, expiryBody } from '../../contracts/expiry.ts';
import { materialIdParams } from '../../contracts/inventory.ts';
import { materialLot, materialLotList, materialLotParams } from '../../contracts/lots.ts';
import { defineRoutes } from '../route-def.ts';

/** Lot dates, first-expired-first-out and the expiring list (issue 21, docs/holds-and-expiry.md). */
export const expiryRoutes = defineRoutes([
  {
    method: 'PUT',
    path: '/api/materials/{id}/lots/{lotId}/expiry',
    area: 'inventory',
    name: 'setLotExpiry',
    access: 'user',
    summary:
      "Sets the lot's date: date (YYYY-MM-DD, or null to clear it) and kind (use_by or best_before, default best_before). " +
      'A lot past its date is held by the expiry job and refused at submit time. Answers the lot. 404 for an unknown lot, ' +
      '409 for a lot merged away.',
    request: { params: materialLotParams, body: expiryBody },
    response: materialLot,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/inventory/{materialId}/fefo-lots',
    area: 'inventory',
    name: 'listFefoLots',
    access: 'user',
    summary:
      "The material's lots with stock on hand, first-expired-first-out: dated lots by date, then undated ones, each with " +
      'its date and hold (the production and shipment screens suggest them in this order).',
    request: { params: materialIdParams },
    response: materialLotList,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/lots/expiring',
    area: 'inventory',
    name: 'listExpiringLots',
    access: 'user',
    summary:
      'Lots still in stock whose date falls within days (30, 60 or 90; default 30) from today (UTC), lots already past ' +
      'their date included, by date, with days_left (negative once past) and their hold.',
    request: { query: expiringQuery },
    response: expiringList,
  },
]);
