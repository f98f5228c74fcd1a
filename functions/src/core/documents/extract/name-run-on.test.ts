import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { splitNameRunOn } from './name-run-on.ts';

const known = { materials: ['Almond Butter Cups 6ct', 'Jar 340ml', 'Jar'], customers: ['Brookside Market'] };

describe('a name read run on into the lot cell beside it', () => {
  it('parts a bill of lading`s `AlmondButterCups6ctAB-2211-C` at the known name`s end', () => {
    const x = extractDocument(
      page([
        box('Ship date: 11/23/2026', 0.06, 0.06),
        box('Consignee: Brookside Market', 0.06, 0.09),
        ...table(
          [
            ['Pkg Qty', 0.06],
            ['Commodity Description', 0.2],
            ['Lot No.', 0.56],
            ['Class', 0.76],
          ],
          [
            ['150', 'Almond Butter Cups 6ct', 'AB-2208-A', '60'],
            ['80', 'AlmondButterCups6ctAB-2211-C', '', '60'],
          ],
          0.2,
        ),
      ]),
      'shipment',
      { dateOrder: 'auto', uploaded: '2026-11-26', known },
    );
    expect(x.rows.map((r) => [r.material_name.value, r.material_lot_code.value])).toEqual([
      ['Almond Butter Cups 6ct', 'AB-2208-A'],
      ['AlmondButterCups6ct', 'AB-2211-C'],
    ]);
  });

  it('leaves a name whose tail is its own size, or a whole known name, alone', () => {
    expect(splitNameRunOn('Jar 340ml', known.materials)).toBeNull();
    expect(splitNameRunOn('Almond Butter Cups 6ct 12kg', known.materials)).toBeNull();
    expect(splitNameRunOn('Walnut Halves WH-2201', known.materials)).toBeNull();
  });

  it('parts a handwritten name read with slips from the code glued on to it', () => {
    const names = ['Cultured Buttermilk', 'Unsalted Butter AA', 'Free Range Eggs'];
    expect(splitNameRunOn('CuluredBullerwilkPGD323-B02', names)).toEqual({
      name: 'CuluredBullerwilk',
      code: 'PGD323-B02',
    });
    expect(splitNameRunOn('Culured Bullerwilk PGD323-B02', names)).toEqual({
      name: 'Culured Bullerwilk',
      code: 'PGD323-B02',
    });
    expect(splitNameRunOn('FreeRangeEgssRV-F1 7ll', names)).toEqual({
      name: 'FreeRangeEgss',
      code: 'RV-F1 7ll',
    });
  });

  it('leaves a misread name alone when what follows is a size, no code or a name too far off', () => {
    const names = ['Cultured Buttermilk', 'Almond Butter Cups 6ct'];
    expect(splitNameRunOn('AlmondButerCups6ct12kg', names)).toBeNull();
    expect(splitNameRunOn('CuluredBullerwilkfresh', names)).toBeNull();
    expect(splitNameRunOn('Cultivated Buttons AB-1234', names)).toBeNull();
  });
});

describe('a production count`s label read without its space', () => {
  it('gives `CasesMade: 296` the unit `case`', () => {
    const x = extractDocument(
      page([
        box('Run Date: 11/24/2026', 0.06, 0.06),
        box('Product: Almond Butter Cups 6ct', 0.06, 0.09),
        box('CasesMade: 296', 0.06, 0.12),
        ...table(
          [
            ['Component', 0.06],
            ['Lot', 0.4],
            ['Qty (lb)', 0.62],
          ],
          [['Almond Butter', 'AB-4471', '240']],
          0.2,
        ),
      ]),
      'production',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.header.quantity_unit.value).toBe('case');
  });

  it('parts a known name from a code with a space in it (`RV-F3 41l`, its digits misread)', () => {
    expect(splitNameRunOn('FreeRangeEggsRV-F3 41l', ['Free Range Eggs'])).toEqual({
      name: 'FreeRangeEggs',
      code: 'RV-F3 41l',
    });
  });
});
