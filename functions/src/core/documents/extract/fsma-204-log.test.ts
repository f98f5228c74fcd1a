import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { fieldValue } from './field-values.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

// FSMA 204 receiving KDEs as the FDA's own sample logs word them (21 CFR 1.1345).
describe("a FSMA 204 receiving log's Key Data Element headings", () => {
  it.each([
    ['Reference Document (BOL/PO #)', 'po'],
    ['Reference document type and number', 'po'],
    ['Ref. doc. no.', 'po'],
    ['Immediate Previous Source', 'supplier'],
    ['Location description for the immediate previous source', null],
    ['TLC Source Location', null],
    ['Traceability Lot Code Source', null],
    ['Traceability Lot Code (TLC)', 'lot'],
  ])('%s is %s', (heading, role) => {
    expect(headingRole(heading)).toBe(role);
  });

  it('reads the log: the reference document is the PO, the TLC source is neither lot nor supplier', () => {
    const x = extractDocument(
      page([
        box('FSMA 204 Receiving Log', 0.06, 0.06),
        // Headings set small in their columns, as a spreadsheet prints them.
        ...(
          [
            ['Traceability Lot Code (TLC)', 0.02],
            ['Product Description', 0.15],
            ['Quantity', 0.3],
            ['UOM', 0.37],
            ['Immediate Previous Source', 0.43],
            ['Date Received', 0.6],
            ['Reference Document', 0.7],
            ['TLC Source', 0.86],
          ] as const
        ).map(([text, left]) => box(text, left, 0.2, { width: text.length * 0.0055 })),
        ...table(
          [0.02, 0.15, 0.3, 0.37, 0.43, 0.6, 0.7, 0.86].map((left) => ['', left] as [string, number]),
          [
            [
              'CH-0925-17',
              'Clover Honey',
              '25',
              'kg',
              'Coastal Sweeteners',
              '11/09/2026',
              'PO-4592',
              'Fresno',
            ],
            [
              'NPC77414',
              'Poly Bag Liner',
              '120',
              'each',
              'Northgate Packaging',
              '11/09/2026',
              'BOL 20931',
              'Dayton',
            ],
          ],
          0.2,
        ).filter((l) => l.text),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY', uploaded: '2026-11-28' },
    );
    expect(x.rows.map(values).map((r) => [r.lot_code, r.supplier_name, r.po_number])).toEqual([
      ['CH-0925-17', 'Coastal Sweeteners', 'PO-4592'],
      ['NPC77414', 'Northgate Packaging', 'BOL20931'],
    ]);
  });
});

describe('a handwritten PO number after its prefix', () => {
  it('reads look-alike letters as the digits they stand for, and says it did', () => {
    expect(fieldValue('po', 'PO-44SS', 0.9, 'MDY')).toMatchObject({
      value: 'PO-4455',
      confidence: 0.9 * 0.7,
    });
    expect(fieldValue('po', 'PO-470S', 0.9, 'MDY').value).toBe('PO-4705');
    // Without the prefix, two digits are too few to tell a number from a code.
    expect(fieldValue('po', '44SS', 0.9, 'MDY').value).toBe('44SS');
    expect(fieldValue('po', 'PO-AB12', 0.9, 'MDY').value).toBe('PO-AB12');
  });
});
