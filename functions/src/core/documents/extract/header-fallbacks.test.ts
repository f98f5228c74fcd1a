import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const ingredients = table(
  [
    ['Ingredient', 0.06],
    ['Lot', 0.4],
    ['Qty', 0.6],
  ],
  [
    ['Bread Flour', 'KA-55012', '25 lb'],
    ['Sea Salt', 'SS-0931', '2 lb'],
  ],
  0.4,
);

describe('header fields by look and place, when no label names them', () => {
  it('takes the date and the batch code from a title line without colons', () => {
    const x = extractDocument(
      page([box('Baguettes - Made 11/24/2026   Batch FB2611-04', 0.06, 0.08), ...ingredients]),
      'production',
      opts,
    );
    expect(x.header.production_date.value).toBe('2026-11-24');
    expect(x.header.outgoing_lot.value).toBe('FB2611-04');
    // Found without a label: below the review bar, so it is checked.
    expect(x.header.outgoing_lot.confidence).toBeLessThan(0.85);
  });

  it('skips a best-before date and takes the receipt date and a PO number from the header band', () => {
    const x = extractDocument(
      page([
        box('Best before 03/02/2027', 0.06, 0.06),
        box('Delivered 11/24/2026 against PO 88213', 0.06, 0.1),
        ...ingredients,
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.receipt_date.value).toBe('2026-11-24');
    expect(x.header.po_number.value).toMatch(/88213$/);
  });

  it('takes a run sheet`s numbered run for its lot, never its run time or its shift', () => {
    const x = extractDocument(
      page([
        box('Run time: 45 min   Shift #: 2', 0.06, 0.06),
        box('Run#: PH-1122-01', 0.06, 0.1),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(x.header.outgoing_lot.value).toBe('PH-1122-01');
    const y = extractDocument(
      page([box('Run time: 45 min   Shift #: 2', 0.06, 0.06), ...ingredients]),
      'production',
      opts,
    );
    expect(y.header.outgoing_lot.value).toBeNull();
  });

  it('finds nothing in a header band without dates or codes', () => {
    const x = extractDocument(
      page([box('Morning shift - bakery', 0.06, 0.08), ...ingredients]),
      'production',
      opts,
    );
    expect(x.header.production_date.value).toBeNull();
    expect(x.header.outgoing_lot.value).toBeNull();
  });
});

describe('extractDocument: a name no label gave, from the company’s own names', () => {
  const known = { suppliers: ['Valley Mills', 'Harbor Sugar Inc'], customers: ['Corner Market'] };
  const rows = table(
    [
      ['Description', 0.06],
      ['Lot', 0.45],
      ['Qty', 0.7],
    ],
    [['Wheat Flour', 'VM2231-07', '40']],
    0.3,
  );

  it("takes the supplier from its delivery note's letterhead, doubtful", () => {
    const x = extractDocument(
      page([
        box('Valley Mills - 12 Mill Road, Springfield', 0.06, 0.05),
        box('DELIVERY NOTE', 0.06, 0.1),
        box('Date: 11/03/2026', 0.06, 0.14),
        ...rows,
      ]),
      'goods_receipt',
      { dateOrder: 'MDY', known },
    );
    expect(x.header.supplier_name.value).toBe('Valley Mills');
    expect(x.header.supplier_name.confidence).toBeLessThan(0.85);
    expect(x.rows[0]!.supplier_name.value).toBe('Valley Mills');
  });

  it("takes a ship-to block's customer written without its label", () => {
    const x = extractDocument(
      page([box('PACKING SLIP', 0.06, 0.05), box('Corner Market', 0.06, 0.1), ...rows]),
      'shipment',
      { dateOrder: 'MDY', known },
    );
    expect(x.header.customer_name.value).toBe('Corner Market');
  });

  it('takes no name the company does not know, and a label still wins', () => {
    const none = extractDocument(
      page([box('BatchPath Foods Ltd - 4 Bakery Lane', 0.06, 0.05), ...rows]),
      'goods_receipt',
      { dateOrder: 'MDY', known },
    );
    expect(none.header.supplier_name.value).toBeNull();
    const labelled = extractDocument(
      page([box('Valley Mills', 0.06, 0.05), box('Supplier: Harbor Sugar Inc', 0.06, 0.1), ...rows]),
      'goods_receipt',
      { dateOrder: 'MDY', known },
    );
    expect(labelled.header.supplier_name.value).toBe('Harbor Sugar Inc');
  });
});

describe('extractDocument: the product a production sheet makes, by the company’s finished goods', () => {
  const known = {
    materials: ['Vanilla Butter Fudge', 'Bread Flour', 'Sea Salt'],
    products: ['Vanilla Butter Fudge'],
  };

  it('takes it from under a caption no list holds (`Flavour`)', () => {
    const x = extractDocument(
      page([
        box('FLAVOUR', 0.5, 0.1),
        box('Vanilla Butter Fudge', 0.5, 0.13),
        box('Date cooked', 0.06, 0.1),
        box('21/11/26', 0.06, 0.13),
        ...ingredients,
      ]),
      'production',
      { ...opts, known },
    );
    expect(x.header.product_name.value).toBe('Vanilla Butter Fudge');
    expect(x.header.product_name.confidence).toBeLessThan(0.85);
  });

  it('takes it after a caption’s colon (`Pack-out: Vanilla Butter Fudge`)', () => {
    const x = extractDocument(
      page([box('Pack-out: Vanilla Butter Fudge', 0.06, 0.1), ...ingredients]),
      'production',
      { ...opts, known },
    );
    expect(x.header.product_name.value).toBe('Vanilla Butter Fudge');
  });

  it('never takes an ingredient for the product', () => {
    const x = extractDocument(page([box('Mix: Bread Flour', 0.06, 0.1), ...ingredients]), 'production', {
      ...opts,
      known,
    });
    expect(x.header.product_name.value).toBeNull();
  });
});
