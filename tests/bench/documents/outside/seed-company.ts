import type { Call } from './cloud-client.ts';
import type { OutsideCompany } from './page-model.ts';

export interface SeededCompany {
  materialIds: Map<string, number>;
}

/**
 * Gives a fresh company what the set's pages name, through the API as a user would: the count
 * units plants use (`each`, `case`, `box`), materials, suppliers and customers, then one manual
 * goods receipt per lot the set's usage and shipment rows draw from, so those lots are in stock.
 */
export async function seedCompany(call: Call, company: OutsideCompany): Promise<SeededCompany> {
  await call('PUT', '/api/company-settings/units', {
    custom_units: [
      { name: 'Each', abbr: 'each', type: 'count', description: null },
      { name: 'Case', abbr: 'case', type: 'count', description: null },
      { name: 'Box', abbr: 'box', type: 'count', description: null },
    ],
  });
  const materialIds = new Map<string, number>();
  for (const m of company.materials) {
    const made = await call<{ id: number }>('POST', '/api/materials/new', {
      name: m.name,
      material_type: m.type,
      unit_of_measure: m.unit,
      traceable: true,
    });
    materialIds.set(m.name, made.id);
  }
  const supplierIds = new Map<string, number>();
  for (const s of company.suppliers)
    supplierIds.set(s, (await call<{ id: number }>('POST', '/api/suppliers/', { name: s })).id);
  for (const name of company.customers) await call('POST', '/api/customers/', { name });
  for (const lot of company.stock) {
    const { id } = await call<{ id: number }>('POST', '/api/goods-receipts/manual-new');
    await call('POST', '/api/goods-receipts/submit', {
      submission_id: id,
      receipt_date: lot.date,
      rows: [
        {
          supplier_id: supplierIds.get(lot.supplier),
          material_id: materialIds.get(lot.material),
          lot_code: lot.lot,
          quantity: lot.quantity,
          unit: lot.unit,
          receipt_date: lot.date,
        },
      ],
    });
  }
  return { materialIds };
}
