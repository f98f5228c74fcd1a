import { describe, expect, it } from 'vitest';
import { extractDocument, fitsType } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

const inputs = (top: number) =>
  table(
    [
      ['Ingredient', 0.06],
      ['Lot', 0.4],
      ['Qty (kg)', 0.62],
    ],
    [['Cocoa Nibs', 'CN-2209', '310']],
    top,
  );

describe('production headers named by the step and what came out of it', () => {
  it('reads a tempering log`s `Tempering batch`, `Mass out (kg)` and `Conched` date', () => {
    const x = extractDocument(
      page([
        box('Recipe: Milk Chocolate 38%', 0.06, 0.06),
        box('Conched: 11/21/2026', 0.06, 0.09),
        box('Tempering batch: MC38-1121', 0.06, 0.12),
        box('Mass out (kg): 305', 0.06, 0.15),
        ...inputs(0.22),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-21',
      product_name: 'Milk Chocolate 38%',
      outgoing_lot: 'MC38-1121',
      quantity_produced: 305,
      quantity_unit: 'kg',
    });
  });

  it('reads a kitchen batch sheet`s `Net out` written under its caption', () => {
    const x = extractDocument(
      page([box('NET OUT', 0.5, 0.1), box('42 kg', 0.5, 0.13), ...inputs(0.22)]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({ quantity_produced: 42, quantity_unit: 'kg' });
  });

  it('reads a packhouse run sheet`s `Cartons: 380` as what the run packed', () => {
    const x = extractDocument(
      page([box('Packed: 11-22-2026', 0.06, 0.06), box('Cartons: 380', 0.5, 0.06), ...inputs(0.22)]),
      'production',
      opts,
    );
    // A carton is a box to the unit catalogue.
    expect(values(x.header)).toMatchObject({ quantity_produced: 380, quantity_unit: 'box' });
  });

  it('reads a roast log`s `Roast day` with the weekday before a date written without its year', () => {
    const x = extractDocument(
      page([box('Roast day: Fri 20 Nov', 0.06, 0.06), box('Roast lot: NE-2011', 0.06, 0.1), ...inputs(0.22)]),
      'production',
      { dateOrder: 'auto' as const, uploaded: '2026-11-29' },
    );
    expect(values(x.header)).toMatchObject({ production_date: '2026-11-20', outgoing_lot: 'NE-2011' });
  });

  it('takes no clock time for a quantity (`Finished: 10:40`)', () => {
    expect(fitsType('number', '10:40')).toBe(false);
    expect(fitsType('number', '9h30')).toBe(false);
    expect(fitsType('number', '41.8 kg')).toBe(true);
  });

  it('reads a brewery`s `Beer`, `Gyle no.`, `Brewed` and `Knock-out vol (L)`', () => {
    const x = extractDocument(
      page([
        box('Beer: Oatmeal Stout', 0.06, 0.06),
        box('Gyle no.: OS-118', 0.5, 0.06),
        box('Brewed: 11/19/2026', 0.06, 0.09),
        box('Knock-out vol (L): 980', 0.5, 0.09),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-19',
      product_name: 'Oatmeal Stout',
      outgoing_lot: 'OS-118',
      quantity_produced: 980,
      quantity_unit: 'L',
    });
  });

  it('reads a spice blender`s `Ticket lot` and `Blended`', () => {
    const x = extractDocument(
      page([
        box('Product: Cajun Seasoning', 0.06, 0.06),
        box('Ticket lot: CJ-5512', 0.5, 0.06),
        box('Blended: 11/18/2026', 0.06, 0.09),
        box('Yield (kg): 75', 0.5, 0.09),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-18',
      product_name: 'Cajun Seasoning',
      outgoing_lot: 'CJ-5512',
    });
  });

  it('reads a right-hand block`s `Mass out (kg) ......` with its value in the next box', () => {
    const x = extractDocument(
      page([
        box('Recipe', 0.52, 0.06),
        box('Hazelnut Gianduja', 0.72, 0.06),
        box('Mass out (kg)........', 0.52, 0.09),
        box('640', 0.72, 0.09),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({ quantity_produced: 640, quantity_unit: 'kg' });
  });
});
