import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-27' };

describe('Production sheets: Italian labels, counts and units, an assembly line`s kits', () => {
  it('reads a scheda di produzione: `Materia prima`, `Lotto fornitore`, `Q.tà impiegata` beside `Q.tà teorica`', () => {
    // A fresh-pasta maker's sheet: label cells for the article, its lot and the packs made
    // (`Confezioni 1.240`, a thousands point), weights with decimal commas, trays counted in `pz`.
    const lines = [
      box('Data produzione', 0.07, 0.11),
      box('24-11-2026', 0.23, 0.11),
      box('Articolo', 0.07, 0.14),
      box('Ravioli ricotta e spinaci 250 g', 0.23, 0.14),
      box('Lotto produzione', 0.5, 0.14),
      box('L26328R', 0.67, 0.14),
      box('Confezioni', 0.07, 0.17),
      box('1.240', 0.23, 0.17),
      ...table(
        [
          ['Materia prima', 0.07],
          ['Lotto fornitore', 0.3],
          ['Q.ta teorica', 0.46],
          ['Q.ta impiegata', 0.58],
          ['UdM', 0.71],
          ['Data scad.', 0.78],
        ],
        [
          ['Semola rimacinata', 'SR 2611/14', '200,0', '201,5', 'kg', '15/03/2027'],
          ['Ricotta vaccina', 'RV-26-1120', '90,0', '91,2', 'kg', '02/12/2026'],
          ['Vaschette 250 g', 'VS-0934', '1.250', '1.252', 'pz', ''],
        ],
        0.25,
        0.034,
      ),
    ];
    const x = extractDocument(page(lines), 'production', opts);
    expect(x.rows.map(values).map((r) => [r.material_name, r.material_lot, r.amt_used, r.unit])).toEqual([
      ['Semola rimacinata', 'SR2611/14', 201.5, 'kg'],
      ['Ricotta vaccina', 'RV-26-1120', 91.2, 'kg'],
      ['Vaschette 250 g', 'VS-0934', 1252, 'each'],
    ]);
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-24',
      outgoing_lot: 'L26328R',
      quantity_produced: 1240,
    });
  });

  it('reads a kit assembly record`s `Kit lot` and `Kits packed`', () => {
    const lines = [
      box('Assembled: Nov 25, 2026', 0.08, 0.11),
      box('Kit: Harvest Grain Bowl Kit', 0.08, 0.14),
      box('Kit lot: HGB-1125-A', 0.5, 0.14),
      box('Kits packed: 480', 0.08, 0.17),
      ...table(
        [
          ['Component', 0.08],
          ['Component lot', 0.38],
          ['Used', 0.62],
        ],
        [['Farro 120g Pack', 'FA-26-0412', '480']],
        0.24,
      ),
    ];
    const x = extractDocument(page(lines), 'production', opts);
    expect(values(x.header)).toMatchObject({ outgoing_lot: 'HGB-1125-A', quantity_produced: 480 });
  });

  it('drops a note under the items whose label the reader glued to its amount', () => {
    // `Scarti di laminazione: 4,2 kg (rilavorati)` read as one box with the colon's space lost:
    // the scrap of the run, reworked, no ingredient used.
    const lines = [
      box('Data produzione 24-11-2026', 0.07, 0.1),
      ...table(
        [
          ['Materia prima', 0.07],
          ['Lotto fornitore', 0.3],
          ['Q.ta impiegata', 0.55],
          ['UdM', 0.71],
        ],
        [
          ['Semola rimacinata', 'SR-2611', '201,5', 'kg'],
          ['Uova intere', 'UP-1120', '110,0', 'kg'],
        ],
        0.2,
        0.034,
      ),
      box('Scartidilaminazione:4,2 kg (rilavorati)', 0.07, 0.32),
      box('Resp. produzione: M. Bellini', 0.07, 0.36),
    ];
    const x = extractDocument(page(lines), 'production', opts);
    expect(x.rows.map(values).map((r) => r.material_name)).toEqual(['Semola rimacinata', 'Uova intere']);
  });
});
