import type { DocumentKind, DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';
import type { PageContent } from '../content.ts';
import type { Random } from '../random.ts';
import {
  COUNT_UNITS,
  CUSTOMERS,
  FINISHED_GOODS,
  INGREDIENTS,
  PACKAGING,
  SUPPLIERS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from './vocabulary.ts';
import {
  ownLot,
  pickOrder,
  randomIsoDate,
  randomPo,
  randomQuantity,
  supplierLot,
  writeDate,
  writeNumber,
} from './written-forms.ts';

/**
 * HELD OUT: the held-out layouts, written from the variety of real receiving logs, batch
 * records and bills of lading (headings, column orders, header labels above or beside their
 * values, a combined quantity-and-unit column, temperature and initials columns, notes, totals,
 * signatures, a stamp). No rule of the reader may be written against these pages; they measure
 * how it reads paperwork it has never seen. Never tune on them.
 */
type Role =
  | 'date'
  | 'supplier'
  | 'material'
  | 'lot'
  | 'qty'
  | 'unit'
  | 'qtyUnit'
  | 'po'
  | 'temp'
  | 'initials';
interface Column {
  role: Role;
  label: string;
  share: number;
}
interface Layout {
  title: string;
  header: Record<string, string>;
  columns: Column[];
  perRow?: boolean;
}

const col = (role: Role, label: string, share: number): Column => ({ role, label, share });

const RECEIVING: Layout[] = [
  {
    title: 'INCOMING GOODS RECORD',
    header: { supplier: 'Vendor', date: 'Delivery date', po: 'Purchase order' },
    columns: [
      col('qty', 'Qty\nreceived', 0.14),
      col('unit', 'UOM', 0.12),
      col('material', 'Description', 0.4),
      col('lot', 'Supplier\nlot', 0.2),
      col('temp', 'Temp °F', 0.14),
    ],
  },
  {
    title: 'RECEIVING REPORT',
    header: { supplier: 'Shipper', date: 'Received on', po: 'Order no.' },
    columns: [
      col('material', 'Product description', 0.42),
      col('lot', 'Lot / Batch', 0.22),
      col('qtyUnit', 'Net weight', 0.2),
      col('initials', 'Checked', 0.16),
    ],
  },
  {
    title: 'DAILY RECEIVING LOG',
    header: {},
    perRow: true,
    columns: [
      col('date', 'Date in', 0.13),
      col('supplier', 'Vendor', 0.19),
      col('material', 'Item', 0.2),
      col('lot', 'Lot number', 0.14),
      col('qty', 'Amount', 0.1),
      col('unit', 'Units', 0.09),
      col('po', 'P.O. No.', 0.15),
    ],
  },
];

const PRODUCTION: Layout[] = [
  {
    title: 'BATCH PRODUCTION RECORD',
    header: { product: 'Item produced', date: 'Run date', lot: 'Lot assigned', output: 'Yield' },
    columns: [
      col('material', 'Component', 0.4),
      col('qty', 'Qty', 0.14),
      col('unit', 'UOM', 0.14),
      col('lot', 'Lot used', 0.22),
      col('initials', 'Initials', 0.1),
    ],
  },
  {
    title: 'MIXING SHEET',
    header: { product: 'Product name', date: 'Production date', lot: 'Batch code', output: 'Total output' },
    columns: [
      col('lot', 'Lot no.', 0.22),
      col('material', 'Raw material', 0.4),
      col('qty', 'Weight', 0.2),
      col('unit', 'Unit', 0.18),
    ],
  },
];

const SHIPPING: Layout[] = [
  {
    title: 'BILL OF LADING',
    header: { customer: 'Ship to', date: 'Dispatched' },
    columns: [
      col('qty', 'Qty shipped', 0.16),
      col('unit', 'Pack', 0.14),
      col('material', 'Description', 0.44),
      col('lot', 'Lot code', 0.26),
    ],
  },
  {
    title: 'DELIVERY NOTE',
    header: { customer: 'Consignee', date: 'Date shipped' },
    columns: [
      col('material', 'Product', 0.42),
      col('lot', 'Lot / Batch', 0.24),
      col('qtyUnit', 'Quantity', 0.2),
      col('temp', 'Temp', 0.14),
    ],
  },
];

const unitFor = (rnd: Random, material: string): readonly [string, string] =>
  (PACKAGING as readonly string[]).includes(material)
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

interface Item {
  date: string;
  supplier: string;
  material: string;
  lot: string;
  quantity: number;
  written: string;
  unit: string;
  po: string;
}

function cellsOf(rnd: Random, columns: Column[], item: Item, order: 'DMY' | 'MDY'): string[] {
  const q = writeNumber(rnd, item.quantity);
  return columns.map((c) => {
    switch (c.role) {
      case 'date':
        return writeDate(rnd, item.date, order);
      case 'supplier':
        return item.supplier;
      case 'material':
        return item.material;
      case 'lot':
        return item.lot;
      case 'qty':
        return q;
      case 'unit':
        return item.written;
      case 'qtyUnit':
        return `${q} ${item.written}`;
      case 'po':
        return item.po;
      case 'temp':
        return String(rnd.int(33, 40));
      case 'initials':
        return rnd.pick(['JR', 'MA', 'TK', 'LS']);
    }
  });
}

/** Notes, totals and signatures that are not line items. */
function remarks(rnd: Random, items: Item[], kind: DocumentKind): string[] {
  const out: string[] = [];
  if (rnd.chance(0.5)) out.push(`Total: ${items.reduce((s, i) => s + i.quantity, 0)}`);
  if (rnd.chance(0.6))
    out.push(
      rnd.pick(
        kind === 'shipment'
          ? ['Pallet shrink wrapped, seal #20417', 'Keep refrigerated', 'Driver: R. Soto']
          : ['OK - all sealed', 'Note: 1 case dented, accepted', 'Truck temp checked OK'],
      ),
    );
  return out;
}

export function heldOutContent(rnd: Random, kind: DocumentKind): PageContent {
  const order = pickOrder(rnd);
  const rowCount = rnd.int(3, 8);
  const placement = rnd.chance(0.5) ? 'above' : 'colon';
  const date = randomIsoDate(rnd);
  const footer = [
    {
      label: kind === 'shipment' ? 'Shipped by' : 'Received by',
      value: rnd.pick(['M. Alvarez', 'J. Reyes', 'K. Tran']),
    },
    { label: 'Signature', value: rnd.pick(['Mike A', 'JR', 'K.T.']) },
  ];
  if (kind === 'goods_receipt') {
    const layout = rnd.pick(RECEIVING);
    const supplier = rnd.pick(SUPPLIERS);
    const po = randomPo(rnd);
    const items: Item[] = distinct(rnd, [...INGREDIENTS, ...PACKAGING], rowCount).map((material) => {
      const [written, unit] = unitFor(rnd, material);
      return {
        date: layout.perRow ? randomIsoDate(rnd) : date,
        supplier: layout.perRow ? rnd.pick(SUPPLIERS) : supplier,
        material,
        lot: supplierLot(rnd),
        quantity: randomQuantity(rnd),
        written,
        unit,
        po: layout.perRow ? randomPo(rnd) : po,
      };
    });
    const values: Record<string, string> = { supplier, date: writeDate(rnd, date, order), po };
    const truth: DocumentValues<'goods_receipt'> = {
      kind,
      header: {
        receipt_date: layout.perRow ? null : date,
        supplier_name: layout.perRow ? null : supplier,
        po_number: layout.perRow ? null : po,
      },
      rows: items.map((i) => ({
        supplier_name: i.supplier,
        material_name: i.material,
        lot_code: i.lot,
        po_number: i.po,
        quantity: i.quantity,
        unit: i.unit,
        receipt_date: i.date,
      })),
    };
    return page(rnd, layout, values, items, order, placement, footer, truth, kind, date);
  }
  if (kind === 'production') {
    const layout = rnd.pick(PRODUCTION);
    const product = rnd.pick(FINISHED_GOODS);
    const lot = ownLot(rnd);
    const [outWritten, outUnit] = rnd.pick(COUNT_UNITS);
    const produced = rnd.int(20, 600);
    const items: Item[] = distinct(rnd, [...INGREDIENTS, ...PACKAGING], rowCount).map((material) => {
      const [written, unit] = unitFor(rnd, material);
      return {
        date,
        supplier: '',
        material,
        lot: supplierLot(rnd),
        quantity: randomQuantity(rnd),
        written,
        unit,
        po: '',
      };
    });
    const values = {
      product,
      date: writeDate(rnd, date, order),
      lot,
      output: `${writeNumber(rnd, produced)} ${outWritten}`,
    };
    const truth: DocumentValues<'production'> = {
      kind,
      header: {
        production_date: date,
        product_name: product,
        outgoing_lot: lot,
        quantity_produced: produced,
        quantity_unit: outUnit,
      },
      rows: items.map((i) => ({
        material_name: i.material,
        material_lot: i.lot,
        amt_used: i.quantity,
        unit: i.unit,
      })),
    };
    return page(rnd, layout, values, items, order, placement, footer, truth, kind, date);
  }
  const layout = rnd.pick(SHIPPING);
  const customer = rnd.pick(CUSTOMERS);
  const items: Item[] = distinct(rnd, FINISHED_GOODS, Math.min(rowCount, FINISHED_GOODS.length)).map(
    (material) => {
      const [written, unit] = rnd.pick(COUNT_UNITS);
      return {
        date,
        supplier: '',
        material,
        lot: ownLot(rnd),
        quantity: rnd.int(1, 150),
        written,
        unit,
        po: '',
      };
    },
  );
  const truth: DocumentValues<'shipment'> = {
    kind,
    header: { customer_name: customer, shipment_date: date },
    rows: items.map((i) => ({
      material_name: i.material,
      material_lot_code: i.lot,
      material_quantity: i.quantity,
      unit: i.unit,
    })),
  };
  const values = { customer, date: writeDate(rnd, date, order) };
  return page(rnd, layout, values, items, order, placement, footer, truth, kind, date);
}

function page(
  rnd: Random,
  layout: Layout,
  values: Record<string, string>,
  items: Item[],
  order: 'DMY' | 'MDY',
  placement: 'above' | 'colon',
  footer: { label: string; value: string }[],
  truth: DocumentValues,
  kind: DocumentKind,
  date: string,
): PageContent {
  const header = Object.entries(layout.header).map(([key, label]) => ({ label, value: values[key]! }));
  return {
    kind,
    title: layout.title,
    company: 'Casa Verde Salsa Co. - 400 Commerce Dr, San Antonio TX 78219',
    dateOrder: order,
    header,
    headerPlacement: placement,
    columns: layout.columns.map(({ label, share }) => ({ label, share })),
    cells: items.map((i) => cellsOf(rnd, layout.columns, i, order)),
    remarks: remarks(rnd, items, kind),
    footer,
    stamp:
      kind === 'goods_receipt' && rnd.chance(0.4) ? `RECEIVED ${writeDate(rnd, date, order)}` : undefined,
    truth,
  };
}
