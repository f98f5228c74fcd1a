import {
  lotTracePartition,
  supplierTracePartition,
} from '@bp/functions/adapters/dynamodb/inventory/records/trace-link.ts';
import { expect } from 'vitest';
import {
  type FrozenCompany,
  entriesOfSubmission,
  ledgerAgrees,
  linksOf,
  statusOf,
} from './frozen-submit-support.ts';
import { createMaterial, expectRoute, kindClient } from './support.ts';

/** A 40-row goods receipt of a frozen-submit test, and the checks that its submit happened once. */
export const goodsReceipts = (company: FrozenCompany) => {
  const { token, other, supplier, companyId } = company;
  const gr = () => kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  const grOther = () => kindClient(other, '/api/goods-receipts', 'goodsReceipt');
  /** 40 rows over 4 lot codes (so the posting creates 4 lots), 1..40 kg, a PO each. */
  const rowsFor = (materialId: number, tag: string) =>
    Array.from({ length: 40 }, (_, i) => ({
      supplier_id: supplier.id,
      material_id: materialId,
      lot_code: `${tag}-${i % 4}`,
      quantity: 1 + i,
      unit: 'kg',
      po_number: `PO-${i}` as string | undefined,
    }));
  type Rows = ReturnType<typeof rowsFor>;
  const otherRows = (materialId: number): Rows => [
    {
      supplier_id: supplier.id,
      material_id: materialId,
      lot_code: 'X-1',
      quantity: 500,
      unit: 'kg',
      po_number: undefined,
    },
    {
      supplier_id: supplier.id,
      material_id: materialId,
      lot_code: 'X-2',
      quantity: 7.5,
      unit: 'kg',
      po_number: undefined,
    },
  ];

  /** Ledger, balances, lots, links and stored rows all say `rows`, once each. */
  const agrees = async (id: number, materialId: number, rows: Rows, date = '2026-06-01') => {
    expect(await statusOf(gr(), 'goodsReceipt', id)).toBe('verified');
    const stored = expectRoute<{ lot_code: string; quantity: number; po_number: string | null }[]>(
      'goodsReceiptListRows',
      await gr().rows(id),
    );
    const shape = (r: { lot_code: string; quantity: number; po_number?: string | null }) =>
      `${r.lot_code}|${r.quantity}|${r.po_number ?? ''}`;
    expect(stored.map(shape).sort()).toEqual(rows.map(shape).sort());
    const { entries, lots } = await ledgerAgrees(token, materialId);
    expect(
      entriesOfSubmission(entries, id)
        .map((e) => `${e.lot_code}|${e.qty_delta}`)
        .sort(),
    ).toEqual(rows.map((r) => `${r.lot_code}|${r.quantity}`).sort());
    expect(lots.map((l) => l.lot_code).sort()).toEqual([...new Set(rows.map((r) => r.lot_code))].sort());
    const links = await linksOf(company, supplierTracePartition(companyId, supplier.id), id);
    expect(
      links.map((l) => `${l.po_number ?? ''}|${Number(l.quantity) / 1000}|${String(l.date)}`).sort(),
    ).toEqual(rows.map((r) => `${r.po_number ?? ''}|${r.quantity}|${date}`).sort());
    for (const lot of lots) {
      const own = await linksOf(company, lotTracePartition(companyId, lot.id), id);
      expect(own.reduce((s, l) => s + Number(l.quantity), 0)).toBe(Math.round(lot.quantity * 1000));
    }
  };

  /** A new material and a manual goods receipt of it, with the 40-row submit body. */
  const fresh = async (tag: string) => {
    const material = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const id = await gr().manualNew();
    const rows = rowsFor(material.id, tag);
    return { material, id, rows, body: { submission_id: id, receipt_date: '2026-06-01', rows } };
  };

  const submission = (id: number) => ({ client: gr(), op: 'goodsReceipt', label: 'goods receipt', id });

  return { gr, grOther, otherRows, agrees, fresh, submission };
};
