import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { seededRandom } from '../master-data-csv.ts';

/**
 * A year of a busy plant as paperwork (pure, seeded): goods receipts, production runs (some
 * through intermediates up to three levels deep) and shipments, dated over 2025, plus stock
 * adjustments. At scale 1: 5,000 receipts of 3 lots (15,000 lots), 5,000 runs (5,000 lots),
 * 10,000 shipments and adjustments up to 150,000 ledger entries in all.
 */
export interface PlantMaster {
  /** Bought ingredients and packaging. */
  raw: readonly { id: number; name: string; type: 'ingredient' | 'packaging'; unit: string }[];
  /** Made in-house and used again (ingredient type), by level 1..3. */
  intermediates: readonly (readonly { id: number; name: string; unit: string }[])[];
  finished: readonly { id: number; name: string; unit: string }[];
  suppliers: readonly { id: number; name: string }[];
  customers: readonly { id: number; name: string }[];
}

export type KindName = 'goods_receipt' | 'production' | 'shipment';

export interface YearDoc {
  kind: KindName;
  id: number;
  date: string;
  header: FieldValues;
  rows: { id: number; fields: FieldValues }[];
}

export interface YearAdjustment {
  n: number;
  date: string;
  materialId: number;
  lotCode: string;
  /** Thousandths, signed. */
  qty: number;
}

export interface YearPlan {
  docs: YearDoc[];
  adjustments: YearAdjustment[];
  /** Ledger entries the plan will post. */
  entries: number;
}

const START = Date.UTC(2025, 0, 1);
const dayOf = (d: number) => new Date(START + d * 86_400_000).toISOString().slice(0, 10);

export const planYear = (master: PlantMaster, scale: number, firstId = 1): YearPlan => {
  const random = seededRandom(2025);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const receipts = Math.round(5_000 * scale);
  const runs = Math.round(5_000 * scale);
  const shipments = Math.round(10_000 * scale);
  const targetEntries = Math.round(150_000 * scale);
  let nextId = firstId;
  let nextRow = firstId;
  const docs: YearDoc[] = [];
  let entries = 0;
  // Lots that can still be used: recent receipts, recent intermediates per level, recent finished goods.
  const rawPool: { materialId: number; code: string; name: string; unit: string; type: string }[] = [];
  const levelPools: { materialId: number; code: string; name: string; unit: string }[][] = [[], [], []];
  const finishedPool: { materialId: number; code: string; name: string }[] = [];
  const keep = <T>(pool: T[], item: T, size: number) => {
    pool.push(item);
    if (pool.length > size) pool.shift();
  };
  const share = (total: number, day: number) =>
    Math.floor(((day + 1) * total) / 365) - Math.floor((day * total) / 365);
  let lotNo = 0;
  for (let day = 0; day < 365; day++) {
    const date = dayOf(day);
    for (let i = share(receipts, day); i > 0; i--) {
      const supplier = pick(master.suppliers);
      const id = nextId++;
      const rows = Array.from({ length: 3 }, () => {
        const m = pick(master.raw);
        const code = `R${String(++lotNo).padStart(6, '0')}`;
        keep(rawPool, { materialId: m.id, code, name: m.name, unit: m.unit, type: m.type }, 600);
        return {
          id: nextRow++,
          fields: {
            supplier_id: supplier.id,
            supplier_name: supplier.name,
            supplier_recognised: true,
            material_id: m.id,
            material_name: m.name,
            material_recognised: true,
            lot_code: code,
            po_number: `PO-${id}`,
            quantity: int(200, 2_000) * 1000,
            unit: m.unit,
            receipt_date: date,
          },
        };
      });
      entries += rows.length;
      docs.push({ kind: 'goods_receipt', id, date, header: { receipt_date: date }, rows });
    }
    for (let i = share(runs, day); i > 0 && rawPool.length >= 20; i--) {
      const roll = random();
      const level = roll < 0.1 ? 1 : roll < 0.2 ? 2 : roll < 0.3 ? 3 : 0;
      const product = level ? pick(master.intermediates[level - 1] ?? []) : pick(master.finished);
      const inputs = new Map<
        string,
        { materialId: number; code: string; name: string; unit: string; type: string }
      >();
      for (let k = int(8, 14); k > 0; k--) {
        const lot = pick(rawPool);
        inputs.set(`${lot.materialId}|${lot.code}`, lot);
      }
      const from = level > 1 ? [levelPools[level - 2] ?? []] : level === 0 ? levelPools : [];
      for (let k = int(1, 2); k > 0; k--) {
        const pool = pick(from.filter((p) => p.length)) as (typeof levelPools)[number] | undefined;
        if (!pool?.length) break;
        const lot = pick(pool);
        inputs.set(`${lot.materialId}|${lot.code}`, { ...lot, type: 'ingredient' });
      }
      const id = nextId++;
      const code = `P${String(++lotNo).padStart(6, '0')}`;
      const rows = [...inputs.values()].map((lot) => ({
        id: nextRow++,
        fields: {
          material_id: lot.materialId,
          material_name: lot.name,
          material_type: lot.type,
          material_lot: lot.code,
          unit: lot.unit,
          amt_used: int(5, 40) * 1000,
        },
      }));
      entries += rows.length + 1;
      docs.push({
        kind: 'production',
        id,
        date,
        header: {
          production_date: date,
          product_id: product.id,
          product_name: product.name,
          outgoing_lot: code,
          quantity_produced: int(200, 600) * 1000,
          quantity_unit: product.unit,
        },
        rows,
      });
      if (level)
        keep(
          levelPools[level - 1] as (typeof levelPools)[number],
          { materialId: product.id, code, name: product.name, unit: product.unit },
          60,
        );
      else keep(finishedPool, { materialId: product.id, code, name: product.name }, 300);
    }
    for (let i = share(shipments, day); i > 0 && finishedPool.length; i--) {
      const customer = pick(master.customers);
      const id = nextId++;
      const lots = new Map<string, (typeof finishedPool)[number]>();
      for (let k = int(2, 3); k > 0; k--) {
        const lot = pick(finishedPool);
        lots.set(`${lot.materialId}|${lot.code}`, lot);
      }
      const rows = [...lots.values()].map((lot) => ({
        id: nextRow++,
        fields: {
          material_id: lot.materialId,
          material_name: lot.name,
          material_lot_code: lot.code,
          material_quantity: int(5, 30) * 1000,
        },
      }));
      entries += rows.length;
      docs.push({
        kind: 'shipment',
        id,
        date,
        header: { customer_id: customer.id, customer_name: customer.name, shipment_date: date },
        rows,
      });
    }
  }
  // Cycle counts on received lots make up the rest of the ledger.
  const adjustments: YearAdjustment[] = [];
  const received = docs
    .filter((d) => d.kind === 'goods_receipt')
    .flatMap((d) => d.rows.map((r) => ({ r, date: d.date })));
  for (let n = 0; entries < targetEntries && received.length; n++, entries++) {
    const { r, date } = pick(received);
    adjustments.push({
      n,
      date,
      materialId: Number(r.fields.material_id),
      lotCode: String(r.fields.lot_code),
      qty: (random() < 0.7 ? -1 : 1) * int(1, 5) * 1000,
    });
  }
  return { docs, adjustments, entries };
};
