import type { DateOrder, DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';
import type { PageContent } from '../content.ts';
import type { Random } from '../random.ts';
import { CUSTOMERS, FINISHED_GOODS } from '../vocabulary.ts';
import { randomIsoDate, randomLot, randomPo } from '../written-forms.ts';
import { writeAnyDate } from './dates.ts';
import { fitColumns, shuffled } from './receipt-layouts.ts';

/**
 * Outbound paperwork as small plants keep it, in more shapes than the tuning generator's one
 * packing slip: a second tuning set of shipping forms, written from real ones (a packing slip
 * with sold-to and ship-to blocks, a straight bill of lading, a delivery note, a dispatch note,
 * a running outbound log with a customer and date per row, an FSMA 204 shipping KDE record).
 * Each page draws its form, header wording and placement, column order and headings, how the
 * quantity and unit are written, and its date style.
 */
type Role = 'name' | 'lot' | 'quantity' | 'unit' | 'amount' | 'counted' | 'date' | 'customer' | 'other';
interface Column {
  role: Role;
  label: string;
  share: number;
}

interface Form {
  title: string;
  customer: readonly string[];
  date: readonly string[];
  /** A running log: a date and a customer on every row, none in the header. */
  log?: boolean;
}
const FORMS: readonly Form[] = [
  {
    title: 'PACKING SLIP',
    customer: ['Ship to', 'Sold to', 'Customer', 'Ship To'],
    date: ['Ship date', 'Date shipped', 'Date'],
  },
  {
    title: 'STRAIGHT BILL OF LADING',
    customer: ['Consignee', 'Ship to', 'Consigned to'],
    date: ['Date', 'Ship date', 'Shipped on'],
  },
  {
    title: 'DELIVERY NOTE',
    customer: ['Deliver to', 'Customer', 'Delivered to'],
    date: ['Delivery date', 'Date', 'Dispatch date'],
  },
  {
    title: 'DISPATCH NOTE',
    customer: ['Customer', 'Consignee', 'Dispatched to'],
    date: ['Dispatched', 'Dispatch date', 'Date of dispatch'],
  },
  { title: 'OUTBOUND SHIPPING LOG', customer: [], date: [], log: true },
  {
    title: 'SHIPPING RECORD (FSMA 204 KDE)',
    customer: ['Ship to', 'Shipped to', 'Recipient'],
    date: ['Ship date', 'Date of shipment', 'Shipped on'],
  },
];

const HEADINGS: Record<'name' | 'lot' | 'quantity' | 'unit' | 'date' | 'customer', readonly string[]> = {
  name: [
    'Product',
    'Item',
    'Description',
    'Product description',
    'Item description',
    'Description of goods',
    'Article',
  ],
  lot: [
    'Lot',
    'Lot #',
    'Lot no.',
    'Batch',
    'Batch no.',
    'Lot/Batch',
    'Lot code',
    'Code',
    'Traceability lot code',
  ],
  quantity: ['Qty', 'Quantity', 'Qty shipped', 'Shipped', 'Count', 'Qty Shipped'],
  unit: ['Unit', 'UOM', 'U/M', 'Pack', 'Units'],
  date: ['Date', 'Ship date', 'Date shipped', 'Dispatched'],
  customer: ['Customer', 'Ship to', 'Sold to', 'Consignee', 'Destination'],
};
const TWO_LINE: Partial<Record<keyof typeof HEADINGS, readonly string[]>> = {
  name: ['Product\nDescription', 'Item\nDescription'],
  lot: ['Lot\nNumber', 'Batch\nCode', 'Traceability\nLot Code'],
  quantity: ['Qty\nShipped', 'Quantity\nShipped', 'Units\nShipped'],
  unit: ['Unit of\nMeasure'],
};
/** A quantity column whose heading names what is counted: bare numbers under it. */
const COUNTED = [
  ['Cases', 'case'],
  ['No. of cases', 'case'],
  ['Cases shipped', 'case'],
  ['Qty (cs)', 'case'],
  ['Pieces', 'each'],
  ['Boxes', 'box'],
] as const;
/** Headings of a quantity-and-unit column (`12 cases` in one cell). */
const AMOUNT = ['Quantity', 'Qty shipped', 'Shipped', 'Qty / Unit', 'Packages'];
/** Count units as shipping clerks write them, and the unit the stock holds. */
const UNITS = [
  ['cs', 'case'],
  ['CS', 'case'],
  ['case', 'case'],
  ['cases', 'case'],
  ['ea', 'each'],
  ['each', 'each'],
  ['pcs', 'each'],
  ['box', 'box'],
  ['boxes', 'box'],
] as const;
/** Columns shipping forms carry that hold none of the roles. */
const OTHER = [
  {
    label: 'Item #',
    cell: (rnd: Random, _q: number) =>
      rnd.chance(0.5) ? String(rnd.int(1000, 9999)) : `FG-${rnd.int(100, 999)}`,
  },
  { label: 'Weight', cell: (rnd: Random, q: number) => `${q * rnd.int(8, 30)} lb` },
  { label: 'Pallet', cell: (rnd: Random) => String(rnd.int(1, 3)) },
  { label: 'Ordered', cell: (rnd: Random, q: number) => String(q + (rnd.chance(0.3) ? rnd.int(1, 10) : 0)) },
  { label: 'Back order', cell: (rnd: Random) => (rnd.chance(0.7) ? '0' : String(rnd.int(1, 6))) },
];

const STREETS = [
  '48 Harbor Way',
  '210 Elm St, Unit 3',
  '1500 Commerce Dr',
  '7 Station Road',
  'Dock 4, 88 River Rd',
];
const TOWNS = [
  'Springfield, IL 62704',
  'Columbus, OH 43215',
  'Leeds LS1 4DY',
  'Dayton, OH 45402',
  'Utrecht 3511 AB',
];

const heading = (rnd: Random, role: keyof typeof HEADINGS, twoLine: boolean): string =>
  twoLine && TWO_LINE[role] && rnd.chance(0.6) ? rnd.pick(TWO_LINE[role]!) : rnd.pick(HEADINGS[role]);

/** A finished lot as plants code their own: the tuning shapes and a few date-coded others. */
function ownLot(rnd: Random): string {
  const n = (max: number, width: number) => String(rnd.int(1, max)).padStart(width, '0');
  switch (rnd.int(0, 4)) {
    case 0:
      return `FG-26${n(11, 2)}-${n(20, 2)}`;
    case 1:
      return `26${n(11, 2)}${n(28, 2)}-${rnd.int(1, 4)}`;
    default:
      return randomLot(rnd);
  }
}

/** The shipping form's header fields besides the customer and the date: order, carrier, BOL. */
function otherHeader(rnd: Random, date: string, dateOrder: DateOrder) {
  const fields = [
    { label: rnd.pick(['Order #', 'Order no.', 'Customer PO', 'PO #', 'Sales order']), value: randomPo(rnd) },
    {
      label: rnd.pick(['Carrier', 'Ship via', 'Shipped via', 'Haulier']),
      value: rnd.pick(['UPS Freight', 'XPO Logistics', 'Own truck', 'Customer pickup', 'Estes Express']),
    },
    {
      label: rnd.pick(['BOL #', 'B/L No.', 'Pro #']),
      value: `${rnd.pick(['BOL-', '', 'B'])}${rnd.int(10000, 99999)}`,
    },
  ];
  const picked = shuffled(rnd, fields).slice(0, rnd.int(1, 3));
  // A packing slip's order date, days before it ships: a date that is not the shipment's.
  if (rnd.chance(0.3)) {
    const ordered = new Date(Date.parse(date) - rnd.int(1, 9) * 86_400_000).toISOString().slice(0, 10);
    picked.push({ label: 'Order date', value: writeAnyDate(rnd, ordered, dateOrder) });
  }
  return picked;
}

/** One shipping page of a random form and layout; the same seed draws the same page. */
export function varietyShipment(rnd: Random): PageContent {
  const form = rnd.pick(FORMS);
  const dateOrder: DateOrder = rnd.pick(['MDY', 'MDY', 'MDY', 'DMY', 'DMY', 'YMD'] as const);
  const log = form.log === true;
  const date = randomIsoDate(rnd);
  const customer = rnd.pick(CUSTOMERS);
  const twoLine = rnd.chance(0.35);
  const style = rnd.pick(['split', 'split', 'amount', 'counted'] as const);

  const roles: Role[] = ['name', 'lot', ...(style === 'split' ? (['quantity', 'unit'] as const) : [style])];
  if (log) roles.push('date', 'customer');
  let order: Role[] = shuffled(rnd, roles);
  if (rnd.chance(0.6)) order = ['name', ...order.filter((r) => r !== 'name')];
  if (log && rnd.chance(0.7))
    order = ['date', 'customer', ...order.filter((r) => r !== 'date' && r !== 'customer')];
  if (style === 'split' && rnd.chance(0.7)) {
    order = order.filter((r) => r !== 'unit');
    order.splice(order.indexOf('quantity') + 1, 0, 'unit');
  }
  const counted = rnd.pick(COUNTED);
  const columns: Column[] = order.map((role) => ({
    role,
    label:
      role === 'amount'
        ? rnd.pick(AMOUNT)
        : role === 'counted'
          ? counted[0]
          : heading(rnd, role as never, twoLine),
    share: role === 'name' || role === 'customer' ? 0.2 : 0.1,
  }));
  const extras = shuffled(rnd, OTHER).slice(0, rnd.int(0, log ? 1 : 2));
  // An item number sits before the description; the rest after the quantities.
  for (const extra of extras)
    if (extra.label === 'Item #') columns.unshift({ role: 'other', label: extra.label, share: 0.1 });
    else columns.push({ role: 'other', label: extra.label, share: 0.1 });

  const products = shuffled(rnd, FINISHED_GOODS).slice(0, rnd.int(3, 7));
  const cells: string[][] = [];
  const rows: DocumentValues<'shipment'>['rows'] = [];
  for (const product of products) {
    const [written, unit] = style === 'counted' ? [counted[0], counted[1]] : rnd.pick(UNITS);
    const quantity = rnd.int(1, 120);
    const lot = ownLot(rnd);
    const value: Record<Exclude<Role, 'other'>, string> = {
      name: product,
      lot,
      quantity: String(quantity),
      unit: written,
      amount: `${quantity} ${written}`,
      counted: String(quantity),
      date: writeAnyDate(rnd, log ? randomIsoDate(rnd) : date, dateOrder),
      customer: rnd.pick(CUSTOMERS),
    };
    cells.push(
      columns.map((c) =>
        c.role === 'other' ? extras.find((e) => e.label === c.label)!.cell(rnd, quantity) : value[c.role],
      ),
    );
    rows.push({ material_name: product, material_lot_code: lot, material_quantity: quantity, unit });
  }
  // A skipped line before the totals, as on a slip filled in by hand.
  if (rnd.chance(0.25)) cells.push(columns.map(() => ''));
  fitColumns(columns, cells);

  const total = rows.reduce((s, r) => s + (r.material_quantity ?? 0), 0);
  const address = () => (rnd.chance(0.7) ? `\n${rnd.pick(STREETS)}\n${rnd.pick(TOWNS)}` : '');
  const customerFields = log
    ? []
    : form.title === 'PACKING SLIP' && rnd.chance(0.5)
      ? [
          { label: 'Sold to', value: customer + address() },
          { label: 'Ship to', value: customer + address() },
        ]
      : [{ label: rnd.pick(form.customer), value: customer + address() }];
  const dateField = log
    ? { label: rnd.pick(['Week of', 'Month']), value: writeAnyDate(rnd, date, dateOrder) }
    : { label: rnd.pick(form.date), value: writeAnyDate(rnd, date, dateOrder) };
  const rest = shuffled(rnd, [dateField, ...(log ? [] : otherHeader(rnd, date, dateOrder))]);
  const header = rnd.chance(0.7) ? [...customerFields, ...rest] : [...rest, ...customerFields];
  if (form.title.includes('FSMA')) header.push({ label: 'Ship from', value: 'Hollow Creek Bakery' });
  return {
    kind: 'shipment',
    title: form.title,
    company: rnd.pick(['Hollow Creek Bakery - Plant 2', 'Riverbend Kitchens Inc.', 'Maple Row Foods']),
    dateOrder,
    header,
    headerPlacement: rnd.chance(0.35) ? 'above' : 'colon',
    columns: columns.map(({ label, share }) => ({ label, share })),
    cells,
    remarks: rnd.chance(0.5)
      ? [
          rnd.pick([
            `Total cases: ${total}`,
            `Total: ${total}`,
            'Keep refrigerated',
            'Notes: deliver to back door',
            `${rnd.int(1, 4)} pallets, shrink wrapped`,
          ]),
        ]
      : [],
    stamp: rnd.chance(0.2) ? `SHIPPED ${writeAnyDate(rnd, date, dateOrder)}` : undefined,
    footer: rnd.chance(0.6)
      ? [
          {
            label: rnd.pick(['Shipped by', 'Driver signature', 'Received by', 'Loaded by']),
            value: rnd.pick(['J. Moreno', 'R. Kaur', 'T. Ellis']),
          },
        ]
      : undefined,
    truth: {
      kind: 'shipment',
      header: { customer_name: log ? null : customer, shipment_date: log ? null : date },
      rows,
    },
  };
}
