import { descendantList, holdBody, holdHistory, holdResult, releaseBody } from '../../contracts/holds.ts';
import { materialLotParams } from '../../contracts/lots.ts';
import { defineRoutes } from '../route-def.ts';

/** Lot holds (issue 21, docs/holds-and-expiry.md). Served by the inventory area. */
export const holdRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/materials/{id}/lots/{lotId}/holds',
    area: 'inventory',
    name: 'lotHoldHistory',
    access: 'user',
    summary:
      "The lot's current hold (null when not held) and its hold events (holds and releases), oldest first.",
    request: { params: materialLotParams },
    response: holdHistory,
    tenantData: true,
  },
  {
    method: 'GET',
    path: '/api/materials/{id}/lots/{lotId}/descendants',
    area: 'inventory',
    name: 'lotDescendants',
    access: 'user',
    summary:
      'The lots made from this lot through any number of production steps (intermediates included, read from the trace ' +
      'links) that still hold stock, nearest first, with their current hold: the preview of a hold with include_descendants.',
    request: { params: materialLotParams },
    response: descendantList,
    tenantData: true,
  },
  {
    method: 'POST',
    path: '/api/materials/{id}/lots/{lotId}/hold',
    area: 'inventory',
    name: 'holdLot',
    access: 'user',
    summary:
      'Puts the lot on hold: category (supplier_recall, quality, pest, temperature, expired, other) and reason. With ' +
      'include_descendants: true, every lot made from it that still holds stock and is not held yet is held too, with the ' +
      'same reason and via_lot naming this lot. A held lot keeps its stock and can be adjusted or merged, but submits that use ' +
      'or ship it (or a lot made from it) are refused with 409. 409 when the lot is already held or was merged away.',
    request: { params: materialLotParams, body: holdBody },
    response: holdResult,
    tenantData: true,
  },
  {
    method: 'POST',
    path: '/api/materials/{id}/lots/{lotId}/release',
    area: 'inventory',
    name: 'releaseLot',
    access: 'user',
    summary:
      "Releases the lot's hold, with the reason (recorded with who and when). Other lots held with it are released one by " +
      'one. A release also clears the lot of holds placed before it on the lots it was made from. 409 when not held.',
    request: { params: materialLotParams, body: releaseBody },
    response: holdHistory,
    tenantData: true,
  },
]);
