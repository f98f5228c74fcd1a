import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { KINDS } from './kinds.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { isNoteLine, resemblesName, withoutTrailingNotes } from './trailing-notes.ts';

const field = (raw: string, value: string | number | null = raw || null) => ({ raw, value, confidence: 0.9 });
const known = {
  materials: ['Egg Yolk', 'Kraft Box', 'Rolled Oats', 'Sea Salt', 'Wheat Flour'],
  suppliers: ['Acme Foods', 'Valley Mills', 'Miller & Sons'],
};
const receiptRow = (cells: Record<string, ReturnType<typeof field>>) => ({
  supplier_name: field(''),
  material_name: field(''),
  lot_code: field(''),
  po_number: field(''),
  quantity: field('', null),
  unit: field(''),
  receipt_date: field(''),
  ...cells,
});
const types = KINDS.goods_receipt.row;

describe('resemblesName', () => {
  it('keeps handwriting misreadings of a known name', () => {
    expect(resemblesName('Egsyk', known.materials)).toBe(true);
    expect(resemblesName('Iraf+Bex', known.materials)).toBe(true);
    expect(resemblesName('RelledOats', known.materials)).toBe(true);
  });

  it('tells notes from names', () => {
    for (const note of ['Seal intact- OK', 'Keeprefrigerated', 'Metaldetectorchecked', 'll seled'])
      expect(resemblesName(note, known.materials)).toBe(false);
  });
});

describe('isNoteLine', () => {
  it('is a line of words that are none of the company names', () => {
    expect(isNoteLine(receiptRow({ material_name: field('Seal intact- OK') }), types, known)).toBe(true);
    // "OK - all sealed" spread over the supplier column, a stray mark in the quantity column.
    const spread = receiptRow({
      material_name: field('OK -'),
      supplier_name: field('ll seled'),
      quantity: field('-', null),
    });
    expect(isNoteLine(spread, types, known)).toBe(true);
  });

  it('is no note when a number, code or date was read, or a name may be the company’s', () => {
    expect(
      isNoteLine(receiptRow({ material_name: field('Seal intact'), quantity: field('4', 4) }), types, known),
    ).toBe(false);
    expect(
      isNoteLine(
        receiptRow({ material_name: field('Seal intact'), lot_code: field('L2403-117') }),
        types,
        known,
      ),
    ).toBe(false);
    expect(isNoteLine(receiptRow({ material_name: field('Egsyk') }), types, known)).toBe(false);
    expect(isNoteLine(receiptRow({ supplier_name: field('Acme Fcods') }), types, known)).toBe(false);
    expect(isNoteLine(receiptRow({}), types, known)).toBe(false);
  });

  it('knows nothing to be a note without the company’s lists', () => {
    expect(isNoteLine(receiptRow({ material_name: field('Seal intact') }), types, undefined)).toBe(false);
    expect(isNoteLine(receiptRow({ material_name: field('Seal intact') }), types, { materials: [] })).toBe(
      false,
    );
  });
});

describe('withoutTrailingNotes', () => {
  const item = receiptRow({ material_name: field('Sea Salt'), quantity: field('25', 25) });
  const unread = receiptRow({ material_name: field('Zzq') });
  const note = receiptRow({ material_name: field('Keep refrigerated') });

  it('drops the notes after the last item only', () => {
    expect(withoutTrailingNotes([item, note, item, note, note], types, known)).toEqual([item, note, item]);
  });

  it('keeps the first row, whatever it reads', () => {
    expect(withoutTrailingNotes([note], types, known)).toEqual([note]);
    expect(withoutTrailingNotes([unread, note], types, known)).toEqual([unread]);
  });
});

describe('extractDocument: handwritten notes under the items', () => {
  it('keeps a note written in the name column out of the rows', () => {
    const x = extractDocument(
      page([
        ...table(
          [
            ['Material', 0.06],
            ['Qty', 0.4],
            ['Unit', 0.55],
            ['Lot', 0.7],
          ],
          [
            ['RelledOats', '113', 'kg', 'L9159-685'],
            ['Sea Sal+', '32', 'lb', '561976E'],
            ['Metaldetectorchecked', '', '', ''],
          ],
          0.2,
        ),
        box('Received by: R. Lu', 0.06, 0.5),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26', known },
    );
    expect(x.rows.map((r) => r.material_name.raw)).toEqual(['RelledOats', 'Sea Sal+']);
  });
});
