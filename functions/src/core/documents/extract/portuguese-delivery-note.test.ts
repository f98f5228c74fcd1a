import { describe, expect, it } from 'vitest';
import { parseUnit } from './parse-unit.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-20' };

describe('a Portuguese guia de remessa', () => {
  it('reads `Qtd.` as the quantity, `Un.` as its unit, `Validade` as the use-by and `V/ Encomenda` as the PO', () => {
    // A cannery's delivery note: the quantity abbreviated, pieces counted as `UN`, each lot's
    // expiry printed beside it, the customer's order number in the header.
    const lines = [
      box('GUIA DE REMESSA', 0.06, 0.04),
      box('Lacticinios da Serra, Lda.', 0.06, 0.07),
      box('Data de entrega: 18-11-2026', 0.55, 0.12),
      box('V/ Encomenda: EC-2291', 0.55, 0.15),
      ...table(
        [
          ['Artigo', 0.06],
          ['Designação', 0.16],
          ['Lote', 0.44],
          ['Qtd.', 0.58],
          ['Un.', 0.68],
          ['Validade', 0.76],
        ],
        [
          ['QS-04', 'Queijo da Serra 1kg', 'QS2611', '36', 'UN', '15-02-2027'],
          ['RQ-10', 'Requeijão 250g', 'RQ2614', '120', 'UN', '02-12-2026'],
        ],
        0.22,
        0.035,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', opts);
    expect(
      x.rows
        .map(values)
        .map((r) => [r.material_name, r.lot_code, r.quantity, r.unit, r.po_number, r.receipt_date]),
    ).toEqual([
      ['Queijo da Serra 1kg', 'QS2611', 36, 'each', 'EC-2291', '2026-11-18'],
      ['Requeijão 250g', 'RQ2614', 120, 'each', 'EC-2291', '2026-11-18'],
    ]);
  });

  it('reads `UN` and `Und.` as pieces as written; a slipped `ib` is still pounds, not a near `un`', () => {
    expect(parseUnit('UN')?.unit).toBe('each');
    expect(parseUnit('Und.')?.unit).toBe('each');
    expect(parseUnit('ib')?.unit).toBe('lb');
  });
});
