import type { Material } from '@bp/shared/contracts/materials.ts';
import { padId } from '@bp/shared/table/schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { raceAtCall } from '../support/paused-call.ts';
import {
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  historyOf,
  kindClient,
  lotsOf,
  stockOf,
} from './support.ts';

/*
 * A material's unit may change until its stock item exists, which the first posting's number
 * reservation writes. A submit that converted its rows into the old unit, and whose reservation
 * lands after the change, would keep 2500 g of a kg material as 2.5 g. The local cloud's fault
 * injection holds the posting's first write to the material's stock item while the unit changes.
 */

let token: string;
let gr: ReturnType<typeof kindClient>;
let supplier: { id: number };
beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  supplier = await createSupplier(token);
});

const putUnit = (m: Material, unit: string) =>
  api('PUT', `/api/materials/${m.id}`, {
    token,
    json: { name: m.name, unit_of_measure: unit, material_type: m.material_type },
  });

/** A receipt whose rows are in grams, of a material kept in kg, submitted while its unit becomes g. */
const submitAcrossUnitChange = async (rows: number) => {
  const material = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
  const id = await gr.manualNew();
  const body = {
    submission_id: id,
    receipt_date: '2026-05-04',
    rows: Array.from({ length: rows }, (_, i) => ({
      supplier_id: supplier.id,
      material_id: material.id,
      lot_code: `UC-${i}`,
      quantity: 2500,
      unit: 'g',
    })),
  };
  // The material's stock item: its first write is the posting's reservation (one chunk) or the
  // units' fixing before the header (several chunks).
  const stockItem = `STOCK","sk":"M#${padId(material.id)}"`;
  const submitted = await raceAtCall(
    { command: 'Update', contains: stockItem },
    () => gr.submit(body),
    async () => {
      expect((await putUnit(material, 'g')).status).toBe(200);
    },
  );
  expectRoute('goodsReceiptSubmit', submitted);
  return material;
};

describe('a unit change racing the first submit of its material', () => {
  it('one transaction: the submit plans again and posts in the new unit', async () => {
    const material = await submitAcrossUnitChange(1);
    // 2500 g, not 2.5 of the new unit.
    expect(await stockOf(token, material.id)).toBe(2500);
    expect((await lotsOf(token, material.id)).map((l) => l.quantity)).toEqual([2500]);
    expect(await historyOf(token, material.id)).toHaveLength(1);
    // From now on the unit is fixed: the stock item exists.
    expect((await putUnit({ ...material, unit_of_measure: 'g' }, 'lb')).status).toBe(409);
  });

  it('several transactions: refused before the header, then posted once in the new unit', async () => {
    const material = await submitAcrossUnitChange(40);
    expect(await stockOf(token, material.id)).toBe(40 * 2500);
    expect(await historyOf(token, material.id)).toHaveLength(40);
  });
});
