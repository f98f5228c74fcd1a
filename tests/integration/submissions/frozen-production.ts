import { lotTracePartition } from '@bp/functions/adapters/dynamodb/inventory/records/trace-link.ts';
import { expect } from 'vitest';
import {
  type FrozenCompany,
  entriesOfSubmission,
  ledgerAgrees,
  linksOf,
  statusOf,
} from './frozen-submit-support.ts';
import { createMaterial, expectRoute, kindClient } from './support.ts';

/**
 * A 30-input production run of a frozen-submit test, and the checks that its submit happened
 * once. `stockInputs` receives 15 lots of 3 input materials first (one goods receipt).
 */
export const productionRuns = (company: FrozenCompany) => {
  const { token, other, supplier, companyId } = company;
  const prod = () => kindClient(token, '/api/production', 'production');
  const prodOther = () => kindClient(other, '/api/production', 'production');
  let inputs: { id: number }[] = [];

  const stockInputs = async () => {
    inputs = await Promise.all(
      [0, 1, 2].map(() => createMaterial(token, { traceable: true, unit_of_measure: 'kg' })),
    );
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const receipt = await gr.manualNew();
    const rows = [0, 1, 2].flatMap((m) =>
      [0, 1, 2, 3, 4].map((l) => ({
        supplier_id: supplier.id,
        material_id: inputs[m]!.id,
        lot_code: `IN-${m}-${l}`,
        quantity: 10_000,
        unit: 'kg',
      })),
    );
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({ submission_id: receipt, receipt_date: '2026-06-01', rows }),
    );
  };

  /** 30 inputs over 3 materials and 15 received lots, 0.5..15 kg each. */
  const materialsFor = () =>
    Array.from({ length: 30 }, (_, i) => ({
      material_id: inputs[i % 3]!.id,
      material_lot: `IN-${i % 3}-${i % 5}`,
      unit: 'kg',
      amt_used: (i + 1) / 2,
    }));
  type Used = ReturnType<typeof materialsFor>;

  const fresh = async (tag: string) => {
    const product = await createMaterial(token, {
      traceable: true,
      unit_of_measure: 'kg',
      material_type: 'finished_goods',
    });
    const id = await prod().manualNew();
    const body = {
      submission_id: id,
      production_date: '2026-06-03',
      product_id: product.id,
      outgoing_lot: `OUT-${tag}`,
      quantity_produced: 12,
      quantity_unit: 'kg',
      materials: materialsFor(),
    };
    return { product, id, body };
  };

  /** The run's entries are the snapshot's: 30 usages and one output, once each; links both ways. */
  const agrees = async (id: number, productId: number, outgoing: string, used: Used) => {
    expect(await statusOf(prod(), 'production', id)).toBe('verified');
    const stored = expectRoute<{ material_lot: string; amt_used: number }[]>(
      'productionListRows',
      await prod().rows(id),
    );
    const shape = (r: { material_lot: string; amt_used: number }) => `${r.material_lot}|${r.amt_used}`;
    expect(stored.map(shape).sort()).toEqual(used.map(shape).sort());
    const [product, ...ofInputs] = await Promise.all(
      [{ id: productId }, ...inputs].map((m) => ledgerAgrees(token, m.id)),
    );
    const usages = ofInputs.flatMap((m) => entriesOfSubmission(m.entries, id));
    expect(usages.map((e) => `${e.lot_code}|${-e.qty_delta}`).sort()).toEqual(
      used.map((u) => `${u.material_lot}|${u.amt_used}`).sort(),
    );
    expect(
      entriesOfSubmission(product!.entries, id).map((e) => [e.lot_code, e.qty_delta, e.txn_type]),
    ).toEqual([[outgoing, 12, 'production_output']]);
    const [outLot, ...more] = product!.lots;
    expect(more).toEqual([]);
    const into = await linksOf(company, lotTracePartition(companyId, outLot!.id), id);
    expect(into).toHaveLength(used.length);
    expect(into.reduce((s, l) => s + Number(l.quantity_used), 0)).toBe(
      used.reduce((s, u) => s + u.amt_used * 1000, 0),
    );
  };

  const submission = (id: number) => ({ client: prod(), op: 'production', label: 'production', id });

  return { prod, prodOther, stockInputs, materialsFor, fresh, agrees, submission };
};
