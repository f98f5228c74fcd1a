import type { DateOrder, DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';
import type { PageContent } from '../content.ts';
import type { Random } from '../random.ts';
import { INGREDIENTS, PACKAGING, SUPPLIERS } from '../vocabulary.ts';
import { randomIsoDate, randomPo, randomQuantity, writeNumber } from '../written-forms.ts';
import { writeAnyDate } from './dates.ts';
import { fitColumns, shuffled, supplierLot, unitFor } from './receipt-layouts.ts';

/**
 * Receiving paperwork of the structures real logs have and `receipt-layouts.ts` lacks, written
 * from real forms (FSMA 204 receiving logs, goods received notes, receiving inspection records,
 * daily dock sheets):
 * - two lot columns, the supplier's and the plant's own receiving lot. `lot_code` is the lot the
 *   stock is held under: the plant's lot when the form has one, the supplier's otherwise
 *   (`supplier_lot_code` holds the supplier's; docs/documents.md, Extraction);
 * - the amount written four ways: a quantity and a unit column; one cell (`25 kg`, `2 x 20 lb`:
 *   the total is what the stock holds); the unit in the heading (`Net wt (kg)`, `Qty (cases)`)
 *   over bare numbers; and a count beside a weight (`Cases` and `Net wt (lb)`), where the weight
 *   is the amount received (the count is of packages);
 * - temperature, condition, accepted, initials, invoice and COA columns of no role;
 * - the date per row or only in the header; the PO per row, in the header, or an invoice number
 *   instead (no PO in the truth); month names and US dates.
 */
type Role = 'date' | 'supplier' | 'material' | 'lot' | 'supplierLot' | 'amount' | 'unit' | 'count' | 'po';
interface Column {
  role: Role | 'other';
  label: string;
  share: number;
}

const FORMS = [
  'RECEIVING LOG (FSMA 204)',
  'GOODS RECEIVED NOTE',
  'RECEIVING INSPECTION RECORD',
  'DAILY RECEIVING SHEET',
  'INBOUND DOCK LOG',
  'INCOMING GOODS CHECK',
];
const HEADINGS = {
  date: ['Date', 'Date rec’d', 'Rec’d on', 'Received', 'Date in'],
  supplier: ['Supplier', 'Vendor', 'Supplier name', 'Shipper', 'From'],
  material: ['Item', 'Product', 'Description', 'Ingredient', 'Item / Description', 'Material received'],
  po: ['PO #', 'P.O.', 'PO no.', 'Order #'],
  unit: ['Unit', 'UOM', 'U/M', 'Units'],
  amount: ['Qty', 'Quantity', 'Qty rec’d', 'Amount received'],
  /** The plant's own lot beside the supplier's. */
  ourLot: ['Receiving lot', 'Internal lot', 'Our lot #', 'Plant lot', 'Lot assigned', 'TLC', 'Rec. lot #'],
  /** The plant's lot when it is the only lot column. */
  lot: ['Lot #', 'Lot code', 'Lot no.', 'Batch', 'Traceability lot code'],
  supplierLot: ['Supplier lot', 'Supplier lot #', 'Vendor lot', 'Mfr lot', 'Supplier batch'],
  /** A quantity and its unit written in one cell. */
  combined: ['Quantity', 'Qty received', 'Amount', 'Net weight', 'Qty / Unit', 'Received'],
};
const TWO_LINE: Partial<Record<keyof typeof HEADINGS, readonly string[]>> = {
  supplierLot: ['Supplier\nLot No.', 'Vendor\nLot #'],
  ourLot: ['Receiving\nLot #', 'Internal\nLot'],
  amount: ['Qty\nReceived'],
  date: ['Date\nReceived'],
};
/** A quantity heading that names its unit, over bare numbers. */
const HEADED = [
  ['Net wt (kg)', 'kg'],
  ['Weight (lbs)', 'lb'],
  ['Qty (kg)', 'kg'],
  ['Kg received', 'kg'],
  ['Lbs', 'lb'],
  ['Net weight\n(lb)', 'lb'],
] as const;
const COUNTED = [
  ['Qty (cases)', 'case'],
  ['Cases', 'case'],
  ['No. of bags', 'bag'],
  ['Cartons', 'box'],
] as const;
/** The weight beside a count: the amount received. */
const WEIGHT_BESIDE_COUNT = [
  ['Net wt (lb)', 'lb'],
  ['Net weight (kg)', 'kg'],
  ['Weight (lbs)', 'lb'],
  ['Total kg', 'kg'],
] as const;
const OTHER = [
  { label: 'Temp °F', cell: (rnd: Random) => String(rnd.int(33, 41)) },
  { label: 'Temp (°C)', cell: (rnd: Random) => `${rnd.int(1, 6)}.${rnd.int(0, 9)}` },
  { label: 'Condition', cell: (rnd: Random) => rnd.pick(['Good', 'OK', 'Intact', 'Clean']) },
  { label: 'Accepted (Y/N)', cell: (rnd: Random) => rnd.pick(['Y', 'Yes']) },
  { label: 'Initials', cell: (rnd: Random) => rnd.pick(['JM', 'RK', 'TS', 'DL']) },
  { label: 'Invoice #', cell: (rnd: Random) => rnd.pick(['INV-', '', 'I']) + String(rnd.int(20000, 99999)) },
  { label: 'COA', cell: (rnd: Random) => rnd.pick(['Y', 'N/A', 'Yes']) },
];
const REMARKS = [
  (n: number) => `Total: ${n} lines received`,
  () => 'Notes: trailer temp 36F, seal intact',
  () => 'Rejected: none. All product accepted',
  () => 'Comments: 1 case dented - accepted',
  () => 'Received by: ____________',
];

/** The plant's own receiving lots: date-coded or numbered as receiving clerks assign them. */
function ourLot(rnd: Random, iso: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => rnd.int(0, 9)).join('');
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (rnd.int(0, 3)) {
    case 0:
      return `R${y.slice(2)}${m}${d}-${rnd.int(1, 9)}`;
    case 1:
      return `RL-${digits(4)}`;
    case 2:
      return `${y.slice(2)}${m}${d}-${digits(2)}`;
    default:
      return `IN${digits(5)}`;
  }
}

const heading = (rnd: Random, key: keyof typeof HEADINGS, twoLine: boolean): string =>
  twoLine && TWO_LINE[key] && rnd.chance(0.6) ? rnd.pick(TWO_LINE[key]!) : rnd.pick(HEADINGS[key]);

/** One receiving page of these structures; the same seed draws the same page. */
export function varietyReceivingForm(rnd: Random): PageContent {
  const dateOrder: DateOrder = rnd.pick(['MDY', 'MDY', 'MDY', 'DMY', 'DMY', 'YMD'] as const);
  const scope = rnd.pick(['delivery', 'delivery', 'daily', 'log'] as const);
  const lots = rnd.pick(['two', 'two', 'supplier', 'ours'] as const);
  const amount = rnd.pick(['separate', 'combined', 'headed', 'both'] as const);
  const poPlace =
    scope === 'delivery' ? rnd.pick(['header', 'invoice'] as const) : rnd.pick(['row', 'none'] as const);
  const twoLine = rnd.chance(0.3);
  const date = randomIsoDate(rnd);
  const supplier = rnd.pick(SUPPLIERS);
  const po = randomPo(rnd);
  const [headedLabel, headedUnit] = rnd.chance(0.6) ? rnd.pick(HEADED) : rnd.pick(COUNTED);
  const weightHeaded = (HEADED as readonly (readonly string[])[]).some(([l]) => l === headedLabel);
  const [countLabel, countUnit] = rnd.pick(COUNTED);
  const [weightLabel, weightUnit] = rnd.pick(WEIGHT_BESIDE_COUNT);

  const roles: Role[] = ['material'];
  if (lots !== 'ours') roles.push('supplierLot');
  if (lots !== 'supplier') roles.push('lot');
  if (amount === 'separate') roles.push('amount', 'unit');
  else if (amount === 'both') roles.push('count', 'amount');
  else roles.push('amount');
  if (scope === 'log') roles.push('date');
  if (scope !== 'delivery') roles.push('supplier');
  if (poPlace === 'row') roles.push('po');
  let order: Role[] = [
    'material',
    ...shuffled(
      rnd,
      roles.filter((r) => r !== 'material'),
    ),
  ];
  if (rnd.chance(0.3)) order = shuffled(rnd, roles);
  // Forms put the date and supplier first on a running log, a unit right after its quantity.
  if (scope === 'log' && rnd.chance(0.7)) order = ['date', ...order.filter((r) => r !== 'date')];
  if (amount === 'separate') {
    order = order.filter((r) => r !== 'unit');
    order.splice(order.indexOf('amount') + 1, 0, 'unit');
  }
  const label = (role: Role): string => {
    if (role === 'lot') return heading(rnd, lots === 'two' ? 'ourLot' : 'lot', twoLine);
    if (role === 'supplierLot') return heading(rnd, 'supplierLot', twoLine);
    if (role === 'count') return countLabel;
    if (role === 'amount')
      return amount === 'headed'
        ? headedLabel
        : amount === 'both'
          ? weightLabel
          : amount === 'combined'
            ? rnd.pick(HEADINGS.combined)
            : heading(rnd, 'amount', twoLine);
    return heading(rnd, role, twoLine);
  };
  const columns: Column[] = order.map((role) => ({ role, label: label(role), share: 0 }));
  const extras = shuffled(rnd, OTHER)
    .filter((o) => poPlace !== 'invoice' || o.label !== 'Invoice #')
    .slice(0, rnd.int(1, scope === 'delivery' ? 3 : 2));
  for (const extra of extras)
    columns.splice(rnd.int(1, columns.length), 0, { role: 'other', label: extra.label, share: 0 });

  // Weights written over a weight heading or beside a count are for ingredients only.
  const byWeight = amount === 'both' || (amount === 'headed' && weightHeaded);
  const rowCount = rnd.int(4, 7);
  const pool = shuffled(rnd, byWeight ? [...INGREDIENTS] : [...INGREDIENTS, ...PACKAGING]).slice(0, rowCount);
  const cells: string[][] = [];
  const rows: DocumentValues<'goods_receipt'>['rows'] = [];
  for (const material of pool) {
    const rowDate = scope === 'log' ? randomIsoDate(rnd) : date;
    const rowSupplier = scope === 'delivery' ? supplier : rnd.pick(SUPPLIERS);
    const rowPo = poPlace === 'row' ? randomPo(rnd) : poPlace === 'header' ? po : null;
    const theirs = supplierLot(rnd);
    const ours = ourLot(rnd, rowDate);
    const [amountCell, quantity, unit, unitCell, countCell] = writeAmount(rnd, material, amount, dateOrder, {
      headed: headedUnit,
      count: countUnit,
      weight: weightUnit,
    });
    const value: Record<Role, string> = {
      date: writeAnyDate(rnd, rowDate, dateOrder),
      supplier: rowSupplier,
      material,
      lot: ours,
      supplierLot: theirs,
      amount: amountCell,
      unit: unitCell,
      count: countCell,
      po: rowPo ?? '',
    };
    let e = 0;
    cells.push(columns.map((c) => (c.role === 'other' ? extras[e++]!.cell(rnd) : value[c.role])));
    rows.push({
      supplier_name: rowSupplier,
      material_name: material,
      lot_code: lots === 'supplier' ? theirs : ours,
      ...(lots === 'two' ? { supplier_lot_code: theirs } : {}),
      po_number: rowPo,
      quantity,
      unit,
      receipt_date: rowDate,
    });
  }
  fitColumns(columns, cells);

  const dated = {
    label: rnd.pick(['Date received', 'Receiving date', 'Date', 'Delivery date']),
    value: writeAnyDate(rnd, date, dateOrder),
  };
  const header =
    scope === 'log'
      ? [{ label: rnd.pick(['Week of', 'Week beginning']), value: writeAnyDate(rnd, date, dateOrder) }]
      : scope === 'daily'
        ? [dated, { label: 'Received by', value: rnd.pick(['J. Moreno', 'R. Kaur', 'T. Shaw']) }]
        : shuffled(rnd, [
            { label: rnd.pick(['Supplier', 'Vendor', 'Received from']), value: supplier },
            dated,
            poPlace === 'header'
              ? { label: rnd.pick(['PO #', 'P.O. Number', 'Purchase order']), value: po }
              : {
                  label: rnd.pick(['Invoice #', 'Invoice no.', 'Packing slip #']),
                  value: `${rnd.int(20000, 99999)}`,
                },
            ...(rnd.chance(0.5)
              ? [{ label: 'Carrier', value: rnd.pick(['Estes', 'Own truck', 'FedEx Freight']) }]
              : []),
          ]);
  return {
    kind: 'goods_receipt',
    title: rnd.pick(FORMS),
    company: rnd.pick(['Hollow Creek Bakery - Plant 2', 'Riverbend Kitchens Inc.', 'Maple Row Foods']),
    dateOrder,
    header,
    headerPlacement: rnd.pick(['colon', 'colon', 'left', 'above'] as const),
    columns: columns.map(({ label: l, share }) => ({ label: l, share })),
    cells,
    remarks: rnd.chance(0.6) ? [rnd.pick(REMARKS)(rowCount)] : [],
    stamp: rnd.chance(0.2) ? `RECEIVED ${writeAnyDate(rnd, date, dateOrder)}` : undefined,
    footer: rnd.chance(0.6)
      ? [
          {
            label: rnd.pick(['Received by', 'Verified by', 'QA sign-off']),
            value: rnd.pick(['J. Moreno', 'R. Kaur']),
          },
        ]
      : undefined,
    truth: {
      kind: 'goods_receipt',
      header: {
        receipt_date: date,
        supplier_name: scope === 'delivery' ? supplier : null,
        po_number: poPlace === 'header' ? po : null,
      },
      rows,
    },
  };
}

type Written = [amount: string, quantity: number, unit: string, unitCell: string, countCell: string];

/** A row's amount as the layout writes it, and the quantity and unit the stock takes. */
function writeAmount(
  rnd: Random,
  material: string,
  style: 'separate' | 'combined' | 'headed' | 'both',
  order: DateOrder,
  units: { headed: string; count: string; weight: string },
): Written {
  const num = (n: number) => (n >= 1000 && order === 'MDY' ? n.toLocaleString('en-US') : writeNumber(rnd, n));
  if (style === 'headed') {
    const q = units.headed === 'kg' || units.headed === 'lb' ? randomQuantity(rnd) : rnd.int(1, 120);
    return [num(q), q, units.headed, '', ''];
  }
  if (style === 'both') {
    const cases = rnd.int(2, 40);
    const weight = cases * rnd.pick([10, 20, 25, 50]);
    return [num(weight), weight, units.weight, '', String(cases)];
  }
  const [written, unit] = unitFor(rnd, material);
  const counted = unit === 'case' || unit === 'bag' || unit === 'each' || unit === 'box';
  if (style === 'combined' && !counted && rnd.chance(0.35)) {
    // Packs times a size: `2 x 20 lb` is 40 lb received.
    const packs = rnd.int(2, 12);
    const size = rnd.pick([5, 10, 20, 25, 50]);
    return [`${packs} x ${size} ${written}`, packs * size, unit, '', ''];
  }
  const q = counted ? rnd.int(1, 120) : randomQuantity(rnd);
  const cell = style === 'combined' ? `${num(q)}${rnd.chance(0.25) ? '' : ' '}${written}` : num(q);
  return [cell, q, unit, written, ''];
}
