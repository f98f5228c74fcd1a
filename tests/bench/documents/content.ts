import type {
  DateOrder,
  DocumentKind,
  DocumentValues,
} from '../../../functions/src/core/documents/extract/types.ts';
import type { Random } from './random.ts';
import {
  CUSTOMERS,
  FINISHED_GOODS,
  INGREDIENTS,
  PACKAGING,
  SUPPLIERS,
  WEIGHT_UNITS,
  VOLUME_UNITS,
  COUNT_UNITS,
} from './vocabulary.ts';
import {
  randomIsoDate,
  randomLot,
  randomPo,
  randomQuantity,
  writeDate,
  writeNumber,
} from './written-forms.ts';

/** One page's content: what is printed where, and the values extraction should find. */
export interface PageContent {
  kind: DocumentKind;
  title: string;
  dateOrder: DateOrder;
  /** Label printed on the form, value written in. */
  header: { label: string; value: string }[];
  /** Column labels and their share of the table width. */
  columns: { label: string; share: number }[];
  cells: string[][];
  truth: DocumentValues;
  /** The company line under the title (default: the tuning pages' plant). */
  company?: string;
  /**
   * Header labels beside their values (`Label: value`, the default), beside them with no colon
   * (`left`), or printed small above them in a box.
   */
  headerPlacement?: 'colon' | 'left' | 'above';
  /** Lines written into the table after the items that are not items: totals, notes. */
  remarks?: string[];
  /** Printed labels with handwritten values below the table (signatures), instead of `Checked by`. */
  footer?: { label: string; value: string }[];
  /** A rubber stamp across the top right. */
  stamp?: string;
}

const unitFor = (rnd: Random, material: string): readonly [string, string] =>
  PACKAGING.includes(material as (typeof PACKAGING)[number])
    ? rnd.pick(COUNT_UNITS)
    : rnd.chance(0.8)
      ? rnd.pick(WEIGHT_UNITS)
      : rnd.pick(VOLUME_UNITS);

const distinct = <T>(rnd: Random, items: readonly T[], n: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rnd.int(0, pool.length - 1), 1)[0]!);
  return out;
};

export function pageContent(rnd: Random, kind: DocumentKind): PageContent {
  const dateOrder: DateOrder = rnd.pick(['DMY', 'MDY', 'MDY', 'YMD'] as const);
  const rowCount = rnd.int(4, 9);
  if (kind === 'goods_receipt') return receivingLog(rnd, dateOrder, rowCount);
  if (kind === 'production') return batchSheet(rnd, dateOrder, rowCount);
  return packingSlip(rnd, dateOrder, rowCount);
}

/** A receiving log: one delivery (supplier, date, PO in the header) or a running log (per row). */
function receivingLog(rnd: Random, dateOrder: DateOrder, rowCount: number): PageContent {
  const perRow = rnd.chance(0.5);
  const date = randomIsoDate(rnd);
  const supplier = rnd.pick(SUPPLIERS);
  const po = randomPo(rnd);
  const header = perRow
    ? [{ label: 'Week of', value: writeDate(rnd, date, dateOrder) }]
    : [
        { label: 'Supplier', value: supplier },
        { label: 'Date received', value: writeDate(rnd, date, dateOrder) },
        { label: 'PO #', value: po },
      ];
  const columns = perRow
    ? [
        { label: 'Date', share: 0.13 },
        { label: 'Supplier', share: 0.2 },
        { label: 'Material', share: 0.22 },
        { label: 'Lot #', share: 0.14 },
        { label: 'Qty', share: 0.09 },
        { label: 'Unit', share: 0.08 },
        { label: 'PO #', share: 0.14 },
      ]
    : [
        { label: 'Material', share: 0.4 },
        { label: 'Lot #', share: 0.24 },
        { label: 'Quantity', share: 0.18 },
        { label: 'Unit', share: 0.18 },
      ];
  const materials = distinct(rnd, [...INGREDIENTS, ...PACKAGING], rowCount);
  const cells: string[][] = [];
  const rows: DocumentValues<'goods_receipt'>['rows'] = [];
  for (const material of materials) {
    const [writtenUnit, unit] = unitFor(rnd, material);
    const quantity = randomQuantity(rnd);
    const lot = randomLot(rnd);
    const rowDate = perRow ? randomIsoDate(rnd) : date;
    const rowSupplier = perRow ? rnd.pick(SUPPLIERS) : supplier;
    const rowPo = perRow ? randomPo(rnd) : po;
    const q = writeNumber(rnd, quantity);
    cells.push(
      perRow
        ? [writeDate(rnd, rowDate, dateOrder), rowSupplier, material, lot, q, writtenUnit, rowPo]
        : [material, lot, q, writtenUnit],
    );
    rows.push({
      supplier_name: rowSupplier,
      material_name: material,
      lot_code: lot,
      po_number: rowPo,
      quantity,
      unit,
      receipt_date: rowDate,
    });
  }
  return {
    kind: 'goods_receipt',
    title: 'RECEIVING LOG',
    dateOrder,
    header,
    columns,
    cells,
    truth: {
      kind: 'goods_receipt',
      header: { receipt_date: date, supplier_name: perRow ? null : supplier, po_number: perRow ? null : po },
      rows,
    },
  };
}

function batchSheet(rnd: Random, dateOrder: DateOrder, rowCount: number): PageContent {
  const date = randomIsoDate(rnd);
  const product = rnd.pick(FINISHED_GOODS);
  const lot = randomLot(rnd);
  const [writtenUnit, unit] = rnd.chance(0.6) ? rnd.pick(WEIGHT_UNITS) : rnd.pick(COUNT_UNITS);
  const produced = randomQuantity(rnd);
  const header = [
    { label: 'Product', value: product },
    { label: 'Date', value: writeDate(rnd, date, dateOrder) },
    { label: 'Batch / Lot #', value: lot },
    { label: 'Quantity produced', value: `${writeNumber(rnd, produced)} ${writtenUnit}` },
  ];
  const columns = [
    { label: 'Ingredient / Material', share: 0.4 },
    { label: 'Lot #', share: 0.24 },
    { label: 'Amount used', share: 0.2 },
    { label: 'Unit', share: 0.16 },
  ];
  const cells: string[][] = [];
  const rows: DocumentValues<'production'>['rows'] = [];
  for (const material of distinct(rnd, [...INGREDIENTS, ...PACKAGING], rowCount)) {
    const [w, u] = unitFor(rnd, material);
    const amount = randomQuantity(rnd);
    const materialLot = randomLot(rnd);
    cells.push([material, materialLot, writeNumber(rnd, amount), w]);
    rows.push({ material_name: material, material_lot: materialLot, amt_used: amount, unit: u });
  }
  return {
    kind: 'production',
    title: 'PRODUCTION BATCH SHEET',
    dateOrder,
    header,
    columns,
    cells,
    truth: {
      kind: 'production',
      header: {
        production_date: date,
        product_name: product,
        outgoing_lot: lot,
        quantity_produced: produced,
        quantity_unit: unit,
      },
      rows,
    },
  };
}

function packingSlip(rnd: Random, dateOrder: DateOrder, rowCount: number): PageContent {
  const date = randomIsoDate(rnd);
  const customer = rnd.pick(CUSTOMERS);
  const header = [
    { label: 'Customer', value: customer },
    { label: 'Ship date', value: writeDate(rnd, date, dateOrder) },
  ];
  const columns = [
    { label: 'Product', share: 0.42 },
    { label: 'Lot #', share: 0.24 },
    { label: 'Qty', share: 0.17 },
    { label: 'Unit', share: 0.17 },
  ];
  const cells: string[][] = [];
  const rows: DocumentValues<'shipment'>['rows'] = [];
  for (const product of distinct(rnd, FINISHED_GOODS, Math.min(rowCount, FINISHED_GOODS.length))) {
    const [w, u] = rnd.pick(COUNT_UNITS);
    const qty = rnd.int(1, 120);
    const lot = randomLot(rnd);
    cells.push([product, lot, writeNumber(rnd, qty), w]);
    rows.push({ material_name: product, material_lot_code: lot, material_quantity: qty, unit: u });
  }
  return {
    kind: 'shipment',
    title: 'PACKING SLIP',
    dateOrder,
    header,
    columns,
    cells,
    truth: { kind: 'shipment', header: { customer_name: customer, shipment_date: date }, rows },
  };
}
