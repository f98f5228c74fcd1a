import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { labelReadings } from './label-readings.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-24' };
const rowsOf = (x: ReturnType<typeof extractDocument<'goods_receipt'>>) =>
  x.rows
    .map(values)
    .map((r) => [r.material_name, r.lot_code, r.quantity, r.unit, r.po_number, r.supplier_best_before]);

describe('Swedish, Danish and Norwegian delivery notes', () => {
  it('reads a följesedel`s `Benämning`, `Batchnr`, `Antal`, `Enhet`, `Bäst före`, with its accents lost', () => {
    // A frozen-berry packer's delivery note: the article number first, decimal commas, the
    // buyer's order number in a dotted block on the right, its `rn` read as an `m`.
    const lines = [
      box('FOLJESEDEL', 0.08, 0.04),
      box('Fjallbar AB', 0.08, 0.07),
      box('Foljesedel nr....', 0.52, 0.13),
      box('50231', 0.71, 0.13),
      box('Leveransdatum.......', 0.52, 0.16),
      box('2026-11-18', 0.71, 0.16),
      box('Er ordemr.....', 0.52, 0.19),
      box('KB-5520', 0.71, 0.19),
      ...table(
        [
          ['Artnr', 0.08],
          ['Benamning', 0.18],
          ['Batchnr', 0.43],
          ['Antal', 0.57],
          ['Enhet', 0.67],
          ['Bastfore', 0.75],
        ],
        [
          ['2210', 'Hallon frysta', 'HF2611-02', '120,0', 'kg', '2027-10-31'],
          ['2214', 'Vinbar svarta', 'VS2610-11', '48,5', 'kg', '2027-09-30'],
        ],
        0.27,
        0.034,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', opts);
    expect(rowsOf(x)).toEqual([
      ['Hallon frysta', 'HF2611-02', 120, 'kg', 'KB-5520', '2027-10-31'],
      ['Vinbar svarta', 'VS2610-11', 48.5, 'kg', 'KB-5520', '2027-09-30'],
    ]);
    expect(values(x.header)).toMatchObject({ receipt_date: '2026-11-18' });
  });

  it('reads a følgeseddel`s `Varetekst`, `Partinr.`, `Enhed`, `Bedst før` and `Deres ordrenr.`', () => {
    const lines = [
      box('FOLGESEDDEL', 0.08, 0.04),
      box('Deres ordrenr.: DK-7781', 0.52, 0.12),
      box('Leveringsdato: 20.11.2026', 0.52, 0.15),
      ...table(
        [
          ['Varenr.', 0.08],
          ['Varetekst', 0.2],
          ['Partinr.', 0.44],
          ['Antal', 0.58],
          ['Enhed', 0.68],
          ['Bedst for', 0.77],
        ],
        [['3101', 'Rugmel fuldkorn', 'RM-4471', '25', 'kg', '15.05.2027']],
        0.24,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', opts);
    expect(rowsOf(x)).toEqual([['Rugmel fuldkorn', 'RM-4471', 25, 'kg', 'DK-7781', '2027-05-15']]);
  });

  it('names the roles of the three languages` headings, and none of an article`s number', () => {
    expect(headingRole('Mängd')).toBe('quantity');
    expect(headingRole('Mengde')).toBe('quantity');
    expect(headingRole('Enh.')).toBe('unit');
    expect(headingRole('Beskrivelse')).toBe('name');
    expect(headingRole('Betegnelse')).toBe('name');
    expect(headingRole('Best før')).toBe('best_before');
    expect(headingRole('Artnr')).toBeNull();
  });

  it('reads a label`s `rn` as the reader may return it, an `m`', () => {
    expect(labelReadings('ordernr')).toEqual(['ordernr', 'ordemr']);
    expect(labelReadings('lot')).toEqual(['lot']);
  });
});
