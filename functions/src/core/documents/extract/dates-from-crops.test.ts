import { describe, expect, it } from 'vitest';
import type { Layout, LayoutReread } from '../layout.ts';
import { stepsOf } from '../match/char-steps.test-support.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const items = table(
  [
    ['Product', 0.06],
    ['Lot #', 0.45],
    ['Qty', 0.65],
    ['Unit', 0.8],
  ],
  [
    ['Oat Cookies', 'FG-560A', '87', 'pcs'],
    ['Butter Croissant', 'FG-439A', '115', 'box'],
  ],
  0.3,
);
/** A packing slip whose handwritten ship date the detector missed, read as `Ship date: /`. */
const slip = (label: string, ...rereads: LayoutReread[]): Layout => {
  const layout = page([
    box('PACKING SLIP', 0.06, 0.05),
    box('Customer: Corner Market', 0.06, 0.12),
    box(label, 0.5, 0.12),
    ...items,
  ]);
  return { pages: [{ ...layout.pages[0]!, rereads }] };
};
const region = (steps: string, top = 0.1, label = 'shipdate'): LayoutReread => ({
  field: 'date',
  label,
  box: { left: 0.49, top, width: 0.45, height: 0.04 },
  steps: stepsOf(steps),
});

describe("header dates decoded from their regions' steps", () => {
  it('fill a header date nothing was read for, tinted for review', () => {
    const got = extractDocument(
      slip('Ship date: /', region('S_h_i_p_ _d_a_t_e_:_ _9_/_2_3_/_2_0_2_6_')),
      'shipment',
      opts,
    );
    expect(got.header.shipment_date.value).toBe('2026-09-23');
    expect(got.header.shipment_date.confidence).toBeLessThan(0.85);
  });

  it("give a receipt's rows the date they fall back to", () => {
    const log = page([
      box('RECEIVING LOG', 0.06, 0.05),
      box('Date received:', 0.06, 0.12),
      ...table(
        [
          ['Material', 0.06],
          ['Supplier', 0.3],
          ['Lot', 0.55],
          ['Qty', 0.75],
          ['Unit', 0.88],
        ],
        [
          ['Rolled Oats', 'Miller & Sons', 'L2231', '25', 'kg'],
          ['Cane Sugar', 'Harbor Sugar', 'HS-0912', '10', 'kg'],
        ],
        0.3,
      ),
    ]);
    const rereads = [
      {
        ...region('D_a_t_e_ _r_e_c_e_i_v_e_d_:_ _2_3_._0_9_._2_6_', 0.1, 'datereceived'),
        box: { left: 0.05, top: 0.1, width: 0.45, height: 0.04 },
      },
    ];
    const got = extractDocument({ pages: [{ ...log.pages[0]!, rereads }] }, 'goods_receipt', opts);
    expect(got.header.receipt_date.value).toBe('2026-09-23');
    expect(got.rows.map((r) => r.receipt_date.value)).toEqual(['2026-09-23', '2026-09-23']);
  });

  it('leave a date whose order nothing on the page tells empty, unless the setting tells it', () => {
    const ambiguous = region('S_h_i_p_ _d_a_t_e_:_ _0_5_/_0_3_/_2_6_');
    const auto = extractDocument(slip('Ship date:', ambiguous), 'shipment', opts);
    expect(auto.header.shipment_date.value).toBeNull();
    const dmy = extractDocument(slip('Ship date:', ambiguous), 'shipment', {
      dateOrder: 'DMY',
      uploaded: opts.uploaded,
    });
    expect(dmy.header.shipment_date.value).toBe('2026-03-05');
  });

  it('leave the date empty when the region holds none (a blank, the label alone)', () => {
    expect(
      extractDocument(slip('Ship date:', region('S_h_i_p_ _d_a_t_e_:________')), 'shipment', opts).header
        .shipment_date.value,
    ).toBeNull();
    expect(
      extractDocument(slip('Ship date:', region('______________')), 'shipment', opts).header.shipment_date
        .value,
    ).toBeNull();
  });

  it('never replace a date that was read, nor take a region in the table or of another label', () => {
    const read = extractDocument(
      slip('Ship date: 11/24/2026', region('_9_/_6_/_2_0_2_6_')),
      'shipment',
      opts,
    );
    expect(read.header.shipment_date.value).toBe('2026-11-24');
    const inTable = extractDocument(
      slip('Ship date:', region('_9_/_2_3_/_2_0_2_6_', 0.34)),
      'shipment',
      opts,
    );
    expect(inTable.header.shipment_date.value).toBeNull();
    // `Use by` is no shipment's date label.
    const other = extractDocument(
      slip('Ship date:', region('_9_/_2_3_/_2_0_2_6_', 0.1, 'useby')),
      'shipment',
      opts,
    );
    expect(other.header.shipment_date.value).toBeNull();
  });
});
