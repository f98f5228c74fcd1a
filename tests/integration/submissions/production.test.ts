import { productionMessages, rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, expectRoute, historyOf, type kindClient, lotsOf, stockOf } from './support.ts';
import { setUpPlant } from './plant.ts';

let token: string;
let prod: ReturnType<typeof kindClient>;
let flour: { id: number };
let box: { id: number };
let bread: { id: number; name: string };

beforeAll(async () => {
  ({ token, prod, flour, box, bread } = await setUpPlant());
});

describe('production', () => {
  it('edits the header and rows, refuses finished goods as inputs and incomplete runs with the screen messages', async () => {
    const id = await prod.manualNew();
    const header = expectRoute(
      'productionPatchHeader',
      await prod.patch(id, { date: '2026-04-02', product_id: bread.id }),
    );
    expect(header).toMatchObject({
      production_date: '2026-04-02',
      date: '2026-04-02',
      product_id: bread.id,
      product_name: bread.name,
      materials: [],
    });
    expectMessage(
      await prod.addRow(id, { material_id: bread.id }),
      400,
      productionMessages.noFinishedGoodsInputs,
    );
    const row = expectRoute<{ id: number; material_type: string }>(
      'productionCreateRow',
      await prod.addRow(id, { material_id: flour.id, type: 'whatever', amt_used: 0 }),
    );
    expect(row.material_type).toBe('ingredient');
    expect(expectRoute<{ materials: unknown[] }>('productionGet', await prod.get(id)).materials).toHaveLength(
      1,
    );

    const full = {
      submission_id: id,
      production_date: '2026-04-02',
      product_id: bread.id,
      outgoing_lot: 'BR-1',
      quantity_produced: 40,
      quantity_unit: 'kg',
      materials: [{ material_id: flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 30 }],
    };
    const m = full.materials[0]!;
    expectMessage(
      await prod.submit({ ...full, production_date: null }),
      400,
      productionMessages.dateRequired,
    );
    expectMessage(await prod.submit({ ...full, product_id: null }), 400, productionMessages.productRequired);
    expectMessage(
      await prod.submit({ ...full, outgoing_lot: ' ' }),
      400,
      productionMessages.outgoingLotRequired,
    );
    expectMessage(
      await prod.submit({ ...full, quantity_produced: 0 }),
      400,
      productionMessages.quantityProducedPositive,
    );
    expectMessage(
      await prod.submit({ ...full, quantity_unit: null }),
      400,
      productionMessages.quantityUnitRequired,
    );
    expectMessage(await prod.submit({ ...full, materials: [] }), 400, rowMessages.materialsRequired);
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, amt_used: null }] }),
      400,
      rowMessages.amountRequired,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, amt_used: 'x' }] }),
      400,
      rowMessages.invalidNumber,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, amt_used: -1 }] }),
      400,
      rowMessages.mustBePositive,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, material_lot: '' }] }),
      400,
      rowMessages.lotRequiredLong,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, unit: null }] }),
      400,
      rowMessages.unitRequired,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, material_id: bread.id }] }),
      400,
      productionMessages.noFinishedGoodsInputs,
    );
    expectMessage(
      await prod.submit({ ...full, materials: [{ ...m, unit: 'L' }] }),
      400,
      'Cannot convert L to kg',
    );
    expect(await stockOf(token, flour.id)).toBe(100);
  });

  it('submits: usage from the input lots, output into the outgoing lot, a lot never received becomes inconsistent', async () => {
    const id = await prod.manualNew();
    const result = expectRoute<{ inconsistent_lots: { lot_code: string }[] }>(
      'productionSubmit',
      await prod.submit({
        submission_id: id,
        date: '2026-04-03',
        product_id: bread.id,
        outgoing_lot: 'BR-2',
        quantity_produced: 50,
        quantity_unit: 'kg',
        materials: [
          { material_id: flour.id, type: 'ingredient', material_lot: 'FL-1', unit: 'g', amt_used: 25000 },
          { material_id: flour.id, material_lot: 'FL-GHOST', unit: 'kg', amt_used: 5 },
          { material_id: box.id, material_lot: null, unit: 'unit', amt_used: 10 },
        ],
      }),
    );
    expect(result.inconsistent_lots.map((l) => l.lot_code)).toEqual(['FL-GHOST']);
    expect(await stockOf(token, flour.id)).toBe(70);
    expect(await stockOf(token, box.id)).toBe(-10);
    expect(await stockOf(token, bread.id)).toBe(50);
    const flourLots = await lotsOf(token, flour.id);
    expect(flourLots.find((l) => l.lot_code === 'FL-1')?.quantity).toBe(75);
    expect(flourLots.find((l) => l.lot_code === 'FL-GHOST')).toMatchObject({
      quantity: -5,
      origin: 'inconsistent',
    });
    expect((await lotsOf(token, bread.id)).find((l) => l.lot_code === 'BR-2')).toMatchObject({
      quantity: 50,
      origin: 'production_output',
    });
    const usage = (await historyOf(token, flour.id)).filter((t) => t.submission?.submission_id === id);
    expect(usage.map((t) => [t.txn_type, t.qty_delta]).sort()).toEqual([
      ['production_usage', -25],
      ['production_usage', -5],
    ]);
    expect((await historyOf(token, bread.id))[0]).toMatchObject({
      txn_type: 'production_output',
      qty_delta: 50,
      ref_doc_type: 'production_submission',
    });
    expectMessage(
      await prod.submit({ submission_id: id }),
      409,
      'This production submission was already submitted',
    );
  });
});

describe('materials picker', () => {
  it('lists several types at once', async () => {
    const res = await api<{ items: { id: number; material_type: string }[] }>('GET', '/api/materials', {
      token,
      query: { material_type: 'ingredient,packaging' },
    });
    expect(res.status, res.text).toBe(200);
    const ids = res.body.items.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([flour.id, box.id]));
    expect(ids).not.toContain(bread.id);
  });
});
