import { describe, expect, it } from 'vitest';
import { splitDateQuantity } from './date-glued-to-quantity.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a use-by and the quantity beside it read as one word', () => {
  it('parts `02/12/265kg` into the use-by and `5 kg` on a kitchen`s goods-in book', () => {
    // An open table: the reader ran the use-by column into the quantity column.
    const lines = [
      box('GOODS IN', 0.06, 0.04),
      box('Date', 0.06, 0.16),
      box('Supplier', 0.16, 0.16),
      box('Item', 0.34, 0.16),
      box('Batch', 0.5, 0.16),
      box('Use by', 0.64, 0.16),
      box('Quantity', 0.76, 0.16),
      box('20/11/26', 0.06, 0.2),
      box('Fenn Farm', 0.16, 0.2),
      box('Chicken Breast', 0.34, 0.2),
      box('FF-2011', 0.5, 0.2),
      box('02/12/265kg', 0.64, 0.2),
      box('21/11/26', 0.06, 0.24),
      box('Fenn Farm', 0.16, 0.24),
      box('Duck Legs', 0.34, 0.24),
      box('FF-2118', 0.5, 0.24),
      box('03/12/26', 0.64, 0.24),
      box('12 kg', 0.76, 0.24),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'auto', uploaded: '2026-11-22' });
    expect(x.rows.map(values).map((r) => [r.material_name, r.quantity, r.unit, r.supplier_use_by])).toEqual([
      ['Chicken Breast', 5, 'kg', '2026-12-02'],
      ['Duck Legs', 12, 'kg', '2026-12-03'],
    ]);
  });

  it('keeps a four-digit year when it is one, and leaves a date with no unit after it', () => {
    expect(splitDateQuantity('30/11/202612ea')).toEqual({ date: '30/11/2026', quantity: '12 ea' });
    expect(splitDateQuantity('30/11/2610kg')).toEqual({ date: '30/11/26', quantity: '10 kg' });
    expect(splitDateQuantity('30/11/2610')).toBeNull();
    expect(splitDateQuantity('30/11/26')).toBeNull();
  });
});
