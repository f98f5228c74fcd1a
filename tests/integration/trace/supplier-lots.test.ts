import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import { FSMA_COLUMNS } from '@bp/shared/contracts/trace.ts';
import Papa from 'papaparse';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import type { SupplierLotList } from '@bp/shared/contracts/supplier-lots.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, freshCompany } from '../submissions/support.ts';
import { type Bakery, buildBakery } from './scenario.ts';

/** Issue 21 item 4: our lots found from a supplier's own lot code, one supplier at a time. */
let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
  // The sugar supplier happens to use the mill's code for one of its own lots (no collision),
  // and the mill's lot MILL-B77 arrives a second time into our FL-1.
  await b.receive('2026-03-08', [
    {
      supplier_id: b.suppliers.s2.id,
      material_id: b.materials.sugar.id,
      lot_code: 'SU-9',
      quantity: 5,
      unit: 'kg',
      supplier_lot_code: 'MILL-B77',
    },
    {
      supplier_id: b.suppliers.s1.id,
      material_id: b.materials.flour.id,
      lot_code: 'FL-1',
      quantity: 30,
      unit: 'kg',
      supplier_lot_code: 'mill-b77',
    },
  ]);
}, 120_000);

const find = (query: Record<string, string | number>, token = b.token) =>
  api('GET', '/api/trace-lot/supplier-lots', { token, query });
const found = async (query: Record<string, string | number>): Promise<SupplierLotList> => {
  const res = await find(query);
  expect(res.status, res.text).toBe(200);
  const def = traceRoutes.find((r) => r.name === 'findSupplierLots');
  return def?.response.parse(res.body) as SupplierLotList;
};

describe('supplier lot codes', () => {
  it('finds our lot from the supplier and their code; the same code of another supplier is another lot', async () => {
    const mill = await found({ supplier_id: b.suppliers.s1.id, supplier_lot_code: ' Mill-b77 ' });
    expect(mill.items).toHaveLength(1);
    expect(mill.items[0]).toMatchObject({
      material_id: b.materials.flour.id,
      lot_code: 'FL-1',
      supplier_lot_code: 'MILL-B77',
      received_dates: ['2026-03-01', '2026-03-08'],
      quantity_received: 130,
      unit_of_measure: 'kg',
      hold: null,
    });
    const sugar = await found({ supplier_id: b.suppliers.s2.id, supplier_lot_code: 'MILL-B77' });
    expect(sugar.items.map((i) => [i.material_id, i.lot_code])).toEqual([[b.materials.sugar.id, 'SU-9']]);
  });

  it('answers an empty list for a code the supplier never delivered', async () => {
    expect(await found({ supplier_id: b.suppliers.s2.id, supplier_lot_code: 'NOPE-1' })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('refuses an unknown supplier, another company\u2019s supplier and a blank code', async () => {
    expectMessage(
      await find({ supplier_id: 999_999, supplier_lot_code: 'MILL-B77' }),
      404,
      'Supplier not found',
    );
    const other = await freshCompany();
    expectMessage(
      await find({ supplier_id: b.suppliers.s1.id, supplier_lot_code: 'MILL-B77' }, other.token),
      404,
      'Supplier not found',
    );
    expectMessage(
      await find({ supplier_id: b.suppliers.s1.id, supplier_lot_code: '  ' }),
      400,
      'supplier_lot_code is required',
    );
  });

  it('keeps the receipts on the lot and finds the lot by the supplier code in lot search', async () => {
    const res = await api<{ items: MaterialLot[] }>('GET', `/api/materials/${b.materials.flour.id}/lots`, {
      token: b.token,
      query: { search: 'b77' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((l) => l.lot_code)).toEqual(['FL-1']);
    const lot = res.body.items[0] as MaterialLot;
    expect(lot.received_date).toBe('2026-03-01');
    expect(lot.unverified_origin).toBe(false);
    const noDates = { supplier_use_by: null, supplier_best_before: null, supplier_production_date: null };
    expect(lot.receipts).toEqual([
      { supplier_id: b.suppliers.s1.id, supplier_lot_code: 'MILL-B77', date: '2026-03-01', ...noDates },
      { supplier_id: b.suppliers.s1.id, supplier_lot_code: 'mill-b77', date: '2026-03-08', ...noDates },
    ]);
  });

  it("keeps the supplier's own dates with their lot code; their use-by becomes the lot's date", async () => {
    const row = {
      supplier_id: b.suppliers.s2.id,
      material_id: b.materials.sugar.id,
      lot_code: 'SU-10',
      quantity: 4,
      unit: 'kg',
      supplier_lot_code: 'CANE-31',
      supplier_best_before: '2027-01-31',
      supplier_production_date: '2026-03-02',
    };
    // A date that is not one is refused, and nothing is received.
    const bad = await b.clients.gr.manualNew();
    expectMessage(
      await api('POST', '/api/goods-receipts/submit', {
        token: b.token,
        json: {
          submission_id: bad,
          receipt_date: '2026-03-09',
          rows: [{ ...row, supplier_use_by: '2026-02-30' }],
        },
      }),
      400,
      'Enter a valid date (YYYY-MM-DD)',
    );
    const lotOf = async (code: string) =>
      (
        await api<{ items: MaterialLot[] }>('GET', `/api/materials/${b.materials.sugar.id}/lots`, {
          token: b.token,
          query: { search: code },
        })
      ).body.items.find((l) => l.lot_code === code);
    expect(await lotOf('SU-10')).toBeUndefined();

    // Another lot of theirs (the same one under another code of ours would be a split).
    await b.receive('2026-03-09', [
      row,
      { ...row, lot_code: 'SU-11', supplier_lot_code: 'CANE-32', supplier_use_by: '2026-12-31' },
    ]);
    const bestBefore = (await lotOf('SU-10')) as MaterialLot;
    expect(bestBefore.receipts).toEqual([
      {
        supplier_id: b.suppliers.s2.id,
        supplier_lot_code: 'CANE-31',
        date: '2026-03-09',
        supplier_use_by: null,
        supplier_best_before: '2027-01-31',
        supplier_production_date: '2026-03-02',
      },
    ]);
    expect(bestBefore.expiry).toEqual({ date: '2027-01-31', kind: 'best_before' });
    // Both given: the use-by (the stricter) is the lot's date.
    const useBy = (await lotOf('SU-11')) as MaterialLot;
    expect(useBy.receipts[0]).toMatchObject({
      supplier_use_by: '2026-12-31',
      supplier_best_before: '2027-01-31',
    });
    expect(useBy.expiry).toEqual({ date: '2026-12-31', kind: 'use_by' });
  });

  it('traces by a supplier\u2019s own lot code when none of our lots has that code', async () => {
    // MILL-B77 came in as flour FL-1 (the mill) and as sugar SU-9 (the sugar supplier): choose.
    const both = await api<{ trace_type: string; materials?: { id: number }[] }>('POST', '/api/trace-lot', {
      token: b.token,
      json: { lot_code: 'mill-b77' },
    });
    expect(both.status, both.text).toBe(200);
    expect(both.body.trace_type).toBe('ambiguous_material');
    expect(both.body.materials?.map((m) => m.id).sort()).toEqual(
      [b.materials.flour.id, b.materials.sugar.id].sort(),
    );
    const flour = await api<{ lot: { lot_code: string } }>('POST', '/api/trace-lot', {
      token: b.token,
      json: { lot_code: 'MILL-B77', material_id: b.materials.flour.id },
    });
    expect(flour.status, flour.text).toBe(200);
    expect(flour.body.lot.lot_code).toBe('FL-1');
    // Down through the dough into the bread and cookies, to the customers.
    expect(JSON.stringify(flour.body)).toContain('Carl Corner');
    // Our own code wins over a supplier's identical one.
    const own = await api<{ lot: { lot_code: string } }>('POST', '/api/trace-lot', {
      token: b.token,
      json: { lot_code: 'SU-1', material_id: b.materials.sugar.id },
    });
    expect(own.body.lot.lot_code).toBe('SU-1');
  });

  it('carries the supplier lot code in the FSMA 204 export, apart from our lot code', async () => {
    const res = await api<{ url: string }>('GET', '/api/trace-lot/export/csv', {
      token: b.token,
      query: { lot_code: 'FL-1', material_id: b.materials.flour.id },
    });
    expect(res.status, res.text).toBe(200);
    const text = (await (await fetch(res.body.url)).text()).replace(/^\uFEFF/, '');
    const [head, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    const at = (key: string) => FSMA_COLUMNS.findIndex(([k]) => k === key);
    expect(head?.[at('supplier_lot_code')]).toBe('Supplier Lot Code');
    const received = rows
      .filter((r) => r[0] === 'Receiving')
      .map((r) => [r[at('event_date')], r[at('traceability_lot_code')], r[at('supplier_lot_code')]]);
    expect(received).toEqual([
      ['2026-03-01', 'FL-1', 'MILL-B77'],
      ['2026-03-08', 'FL-1', 'mill-b77'],
    ]);
  });
});
