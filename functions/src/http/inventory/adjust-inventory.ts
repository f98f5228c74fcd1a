import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { UNKNOWN_LOTS_CONFIRM, UNKNOWN_LOTS_HEADER } from '@bp/shared/contracts/unknown-lots.ts';
import { randomUUID } from 'node:crypto';
import { adjustInventory as adjust } from '../../core/inventory/adjust-inventory.ts';
import { badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { holdReadPorts } from '../../wiring/holds.ts';
import { inventoryPorts } from '../../wiring/inventory.ts';

/** Visible ASCII, as HTTP header values carry them. */
const KEY = /^[\x21-\x7e]{1,200}$/;

export const adjustInventory = handles(
  route(inventoryRoutes, 'adjustInventory'),
  async ({ params, body, caller, headers }) => {
    const header = headers['idempotency-key'];
    if (header !== undefined && !KEY.test(header)) throw badRequest(inventoryMessages.idempotencyKeyInvalid);
    const result = await adjust(
      { ...inventoryPorts, holds: holdReadPorts },
      caller,
      params.materialId,
      {
        qtyDelta: body.qty_delta,
        lotCode: body.lot_code,
        note: body.note,
        usage: body.txn_reason === 'usage',
        refuseUnknownLot: headers[UNKNOWN_LOTS_HEADER] === UNKNOWN_LOTS_CONFIRM,
        confirmUnknownLot: body.confirm_unknown_lot === true,
      },
      header ?? randomUUID(),
    );
    return ok(result);
  },
);
