import type { DateOrder, DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';
import type { PageContent } from '../content.ts';
import type { Random } from '../random.ts';
import { INGREDIENTS, PACKAGING, SUPPLIERS } from '../vocabulary.ts';
import { randomIsoDate, randomLot, randomPo, randomQuantity, writeNumber } from '../written-forms.ts';
import { writeAnyDate } from './dates.ts';

/**
 * Receiving paperwork as small plants keep it, in more shapes than the tuning generator's one
 * receiving log: a second tuning set, written from forms met in real plants (FSMA receiving
 * logs, goods-in records, incoming inspection sheets, a supplier's delivery note checked off,
 * an inbound bill of lading). Each page draws its column order, its headings' wording, its
 * date style and how units are written, so a rule is measured on variety, not on one layout.
 */
type Role = 'date' | 'supplier' | 'material' | 'lot' | 'quantity' | 'unit' | 'po' | 'amount' | 'other';
interface Column {
  role: Role;
  label: string;
  share: number;
}

const HEADINGS: Record<Exclude<Role, 'other' | 'amount'>, readonly string[]> = {
  date: ['Date', "Date Rec'd", 'Rec. date', 'Date in', 'Arrival', 'Delivered'],
  supplier: ['Supplier', 'Vendor', 'Supplied by', 'Source', 'Shipper', 'Company'],
  material: ['Item', 'Product', 'Description', 'Material', 'Ingredient', 'Item description', 'Commodity'],
  lot: ['Lot', 'Lot #', 'Lot no.', 'Batch', 'Batch no.', 'Lot code', 'Supplier lot', 'Batch/Lot'],
  quantity: ['Qty', 'Quantity', "Qty rec'd", 'Amount', 'No. of units', 'Count', 'Received qty'],
  unit: ['Unit', 'UOM', 'U/M', 'Units'],
  po: ['PO', 'PO #', 'P.O. No.', 'Order no.', 'Purchase order'],
};
/** Two-line forms of some headings, as printed over narrow columns. */
const TWO_LINE: Partial<Record<Role, readonly string[]>> = {
  lot: ['Lot\nNumber', 'Supplier\nLot No.', 'Batch\nCode'],
  quantity: ['Quantity\nReceived', 'Qty\nRec’d', 'Amount\nIn'],
  unit: ['Unit of\nMeasure'],
  material: ['Product\nDescription', 'Item\nName'],
  date: ['Date\nReceived', 'Delivery\nDate'],
};
/** Headings of a combined amount-and-unit column ("25 kg" in one cell). */
const AMOUNT_HEADINGS = ['Net weight', 'Amount received', 'Quantity', 'Qty / Unit', 'Total'];
/** Columns real logs carry that hold none of the roles. */
const OTHER = [
  { label: 'Temp °F', cell: (rnd: Random) => String(rnd.int(33, 41)) },
  { label: 'Initials', cell: (rnd: Random) => rnd.pick(['JM', 'RK', 'TS', 'AB']) },
  { label: 'Accept / Reject', cell: (rnd: Random) => rnd.pick(['A', 'Accept', 'OK']) },
  { label: 'Condition', cell: (rnd: Random) => rnd.pick(['Good', 'OK', 'Sealed']) },
  { label: 'Ordered', cell: (rnd: Random) => String(rnd.int(1, 400)) },
];
/** Units as written on receiving paperwork, and the unit the stock holds. */
const WEIGHT = [
  ['kg', 'kg'],
  ['KG', 'kg'],
  ['kilos', 'kg'],
  ['lb', 'lb'],
  ['lbs', 'lb'],
  ['LBS', 'lb'],
  ['pounds', 'lb'],
  ['g', 'g'],
] as const;
const VOLUME = [
  ['L', 'L'],
  ['litres', 'L'],
  ['gal', 'gal'],
  ['gallons', 'gal'],
] as const;
const COUNT = [
  ['cs', 'case'],
  ['cases', 'case'],
  ['bags', 'bag'],
  ['ea', 'each'],
  ['boxes', 'box'],
] as const;

const heading = (rnd: Random, role: Exclude<Role, 'other' | 'amount'>, twoLine: boolean): string =>
  twoLine && TWO_LINE[role] && rnd.chance(0.6) ? rnd.pick(TWO_LINE[role]!) : rnd.pick(HEADINGS[role]);

export const unitFor = (rnd: Random, material: string): readonly [string, string] =>
  (PACKAGING as readonly string[]).includes(material)
    ? rnd.pick(COUNT)
    : rnd.chance(0.75)
      ? rnd.pick(WEIGHT)
      : rnd.pick(VOLUME);

export function shuffled<T>(rnd: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** One receiving page of a random layout; the same seed draws the same page. */
export function varietyReceipt(rnd: Random): PageContent {
  const dateOrder: DateOrder = rnd.pick(['MDY', 'MDY', 'MDY', 'DMY', 'DMY', 'YMD'] as const);
  const perRow = rnd.chance(0.45);
  const combined = rnd.chance(0.35);
  const twoLine = rnd.chance(0.35);
  const date = randomIsoDate(rnd);
  const supplier = rnd.pick(SUPPLIERS);
  const po = randomPo(rnd);

  // Which columns, in which order: material first or not, the rest shuffled as forms differ.
  const roles: Role[] = [
    'material',
    'lot',
    ...(combined ? (['amount'] as const) : (['quantity', 'unit'] as const)),
  ];
  if (perRow) roles.push('date', 'supplier', ...(rnd.chance(0.6) ? (['po'] as const) : []));
  const extras = shuffled(rnd, OTHER).slice(0, rnd.int(0, perRow ? 1 : 2));
  let order: Role[] = shuffled(rnd, roles);
  if (rnd.chance(0.6)) order = ['material', ...order.filter((r) => r !== 'material')];
  // A unit column sits right after its quantity on most forms.
  if (!combined && rnd.chance(0.7)) {
    order = order.filter((r) => r !== 'unit');
    order.splice(order.indexOf('quantity') + 1, 0, 'unit');
  }
  const columns: Column[] = order.map((role) => ({
    role,
    label: role === 'amount' ? rnd.pick(AMOUNT_HEADINGS) : heading(rnd, role as never, twoLine),
    share: role === 'material' || role === 'supplier' ? 0.2 : role === 'unit' ? 0.08 : 0.12,
  }));
  for (const extra of extras) columns.push({ role: 'other', label: extra.label, share: 0.1 });

  const rowCount = rnd.int(4, 8);
  const pool = shuffled(rnd, [...INGREDIENTS, ...PACKAGING]).slice(0, rowCount);
  const cells: string[][] = [];
  const rows: DocumentValues<'goods_receipt'>['rows'] = [];
  for (const material of pool) {
    const [written, unit] = unitFor(rnd, material);
    const counted = unit === 'case' || unit === 'bag' || unit === 'each' || unit === 'box';
    const quantity = counted
      ? rnd.int(1, 120)
      : rnd.chance(0.15)
        ? rnd.int(20, 100) * 50
        : randomQuantity(rnd);
    const lot = supplierLot(rnd);
    const rowDate = perRow ? randomIsoDate(rnd) : date;
    const rowSupplier = perRow ? rnd.pick(SUPPLIERS) : supplier;
    const rowPo = perRow && roles.includes('po') ? randomPo(rnd) : perRow ? null : po;
    const q =
      quantity >= 1000 && dateOrder === 'MDY' ? quantity.toLocaleString('en-US') : writeNumber(rnd, quantity);
    const value: Record<Role, string> = {
      date: writeAnyDate(rnd, rowDate, dateOrder),
      supplier: rowSupplier,
      material,
      lot,
      quantity: q,
      unit: written,
      po: rowPo ?? '',
      amount: `${q} ${written}`,
      other: '',
    };
    let e = 0;
    cells.push(columns.map((c) => (c.role === 'other' ? extras[e++]!.cell(rnd) : value[c.role])));
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

  fitColumns(columns, cells);
  const dateLabel = rnd.pick(['Date received', 'Delivery date', 'Received on', 'Date', 'Arrival date']);
  const header = perRow
    ? [{ label: rnd.pick(['Week of', 'Week beginning']), value: writeAnyDate(rnd, date, dateOrder) }]
    : shuffled(rnd, [
        { label: rnd.pick(['Supplier', 'Vendor', 'Received from', 'Delivered by']), value: supplier },
        { label: dateLabel, value: writeAnyDate(rnd, date, dateOrder) },
        { label: rnd.pick(['PO #', 'P.O. Number', 'Order no.', 'Purchase order']), value: po },
      ]);
  return {
    kind: 'goods_receipt',
    title: rnd.pick([
      'RECEIVING LOG',
      'GOODS IN RECORD',
      'INCOMING MATERIALS INSPECTION',
      'DELIVERY CHECK SHEET',
      'RAW MATERIAL RECEIPT',
    ]),
    company: rnd.pick(['Hollow Creek Bakery - Plant 2', 'Riverbend Kitchens Inc.', 'Maple Row Foods']),
    dateOrder,
    header,
    headerPlacement: rnd.chance(0.3) ? 'above' : 'colon',
    columns: columns.map(({ label, share }) => ({ label, share })),
    cells,
    remarks: rnd.chance(0.5)
      ? [
          rnd.pick([
            'All sealed, temps OK',
            `Total: ${rowCount} lines`,
            'Note: pallet 2 wrapped',
            `${rowCount} items received`,
            'Seal intact - OK',
          ]),
        ]
      : [],
    stamp: rnd.chance(0.25) ? `RECEIVED ${writeAnyDate(rnd, date, dateOrder)}` : undefined,
    footer: rnd.chance(0.5)
      ? [{ label: rnd.pick(['Received by', 'Inspected by']), value: rnd.pick(['J. Moreno', 'R. Kaur']) }]
      : undefined,
    truth: {
      kind: 'goods_receipt',
      header: { receipt_date: date, supplier_name: perRow ? null : supplier, po_number: perRow ? null : po },
      rows,
    },
  };
}

/** Table width in characters of the printed heading (bold 21 px, about 13 px a character). */
const TABLE_CHARS = 84;
const longestLine = (text: string) => Math.max(...text.split('\n').map((l) => l.length));

/**
 * Widths as a form's designer gives them: each column as wide as its longest cell or heading
 * line; when that is too wide for the page, a heading of two words wider than its cells goes
 * over two lines, as narrow columns' headings are printed.
 */
export function fitColumns(columns: { label: string; share: number }[], cells: string[][]): void {
  const content = columns.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)) + 2);
  const need = () => columns.reduce((s, c, i) => s + Math.max(content[i]!, longestLine(c.label) + 2), 0);
  for (const [i, c] of columns.entries()) {
    if (need() <= TABLE_CHARS) break;
    const words = c.label.split(' ');
    if (c.label.includes('\n') || words.length < 2 || longestLine(c.label) + 2 <= content[i]!) continue;
    const cut = Math.ceil(words.length / 2);
    c.label = `${words.slice(0, cut).join(' ')}\n${words.slice(cut).join(' ')}`;
  }
  const widths = columns.map((c, i) => Math.max(content[i]!, longestLine(c.label) + 2));
  const total = widths.reduce((a, b) => a + b, 0);
  columns.forEach((c, i) => (c.share = widths[i]! / total));
}

/**
 * Suppliers' lot codes: the tuning shapes, and others met on delivery notes: a date-coded
 * `24-117-03`, `LOT2611A`, a plain number `0045871`.
 */
export function supplierLot(rnd: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => rnd.int(0, 9)).join('');
  switch (rnd.int(0, 5)) {
    case 0:
      return `${rnd.int(24, 26)}-${digits(3)}-${digits(2)}`;
    case 1:
      return `LOT${digits(4)}${rnd.pick(['A', 'B', 'C'])}`;
    case 2:
      return `00${digits(5)}`;
    default:
      return randomLot(rnd);
  }
}
