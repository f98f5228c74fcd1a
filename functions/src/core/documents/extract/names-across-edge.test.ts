import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { page, table } from './layout-fixtures.test-support.ts';
import { partNamesAcrossEdge } from './names-across-edge.ts';

const known = {
  suppliers: ['Copperfield Yeast Works', 'Marchetti Spice Imports'],
  materials: ['Fresh Yeast', 'Garlic Granules', 'Smoked Paprika'],
};
const cell = (text: string) => ({ text, confidence: 0.8 });
const order = ['date', 'supplier', 'name', 'lot', 'quantity'] as const;

describe('two names side by side read as one', () => {
  it('parts a supplier run on into the goods where both then match the company`s names', () => {
    expect(
      partNamesAcrossEdge({ supplier: cell('CoperfeaestWoksFresh'), name: cell('est') }, order, known),
    ).toEqual({
      supplier: cell('CoperfeaestWoks'),
      name: cell('Fresh est'),
    });
    expect(
      partNamesAcrossEdge({ supplier: cell('MarchetiSpice mprtsGarlicGra'), name: cell('le') }, order, known),
    ).toMatchObject({
      supplier: cell('MarchetiSpice mprts'),
      name: cell('GarlicGra le'),
    });
  });

  it('leaves a name that matches already, and one no cut makes two names of', () => {
    const whole = { supplier: cell('Marchetti Spice Imports'), name: cell('Garlic Granules') };
    expect(partNamesAcrossEdge(whole, order, known)).toBe(whole);
    const stranger = { supplier: cell('Northern Mills Flour'), name: cell('') };
    expect(partNamesAcrossEdge(stranger, order, known)).toBe(stranger);
    // Nothing known of a role, nothing to judge by.
    const unknown = { supplier: cell('CoperfeaestWoksFresh'), name: cell('est') };
    expect(partNamesAcrossEdge(unknown, order, {})).toBe(unknown);
  });

  it('reads a notebook`s `what` column as the goods, the supplier`s words taken back from it', () => {
    expect(headingRole('what')).toBe('name');
    const x = extractDocument(
      page(
        table(
          [
            ['date', 0.06],
            ['from', 0.2],
            ['what', 0.42],
            ['lot', 0.6],
            ['amt', 0.75],
          ],
          [['18/11/26', 'CoperfeaestWoksFresh', 'est', 'CY-111805', '10 kg']],
          0.15,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-29', known },
    );
    expect([x.rows[0]!.supplier_name.raw, x.rows[0]!.material_name.raw]).toEqual([
      'CoperfeaestWoks',
      'Fresh est',
    ]);
  });
});
