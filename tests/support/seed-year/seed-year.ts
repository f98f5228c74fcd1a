import type { MaterialInfo } from '@bp/functions/core/submissions/records.ts';
import { customersCsv, suppliersCsv } from '../master-data-csv.ts';
import { type PlantMaster, planYear } from './plan-year.ts';

/** An authenticated JSON call to the API (the master data goes through its import routes). */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** 300 materials at scale 1: bought ingredients and packaging, intermediates in 3 levels, finished goods. */
const materialsCsv = (scale: number) => {
  const n = (count: number) => Math.max(2, Math.round(count * scale));
  const groups = [
    { prefix: 'Ingredient', type: 'ingredient', unit: 'kg', count: n(150) },
    { prefix: 'Packaging', type: 'packaging', unit: 'unit', count: n(50) },
    { prefix: 'Intermediate L1', type: 'ingredient', unit: 'kg', count: n(14) },
    { prefix: 'Intermediate L2', type: 'ingredient', unit: 'kg', count: n(13) },
    { prefix: 'Intermediate L3', type: 'ingredient', unit: 'kg', count: n(13) },
    { prefix: 'Product', type: 'finished_goods', unit: 'kg', count: n(60) },
  ];
  const lines = [
    'name,sku,material_type,unit_of_measure,additional_info,traceable,default_supplier,is_archived',
  ];
  for (const g of groups)
    for (let i = 1; i <= g.count; i++)
      lines.push(
        [
          `${g.prefix} ${i}`,
          `${g.prefix.replace(/\W/g, '').toUpperCase()}-${i}`,
          g.type,
          g.unit,
          '',
          'true',
          '',
          'false',
        ]
          .map(csvCell)
          .join(','),
      );
  return lines.join('\n');
};

const all = async (call: ApiCall, path: string) => {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const res = await call('GET', `${path}?page=${page}&page_size=500`);
    items.push(...(res.items as Record<string, unknown>[]));
    if (items.length >= Number(res.total)) return items;
  }
};

/**
 * Builds a year of a busy plant in the caller's company (a fresh one: ids start at 1): master
 * data through the import API, then every posting, trace link and submission written in bulk
 * (see year-items.ts). Scale 1: 300 materials, 150 suppliers, 400 customers, 20,000 lots,
 * 5,000 runs, 10,000 shipments, 150,000 ledger entries. Answers what it made.
 */
export const seedYear = async (
  call: ApiCall,
  companyId: number,
  scale: number,
  log: (line: string) => void,
) => {
  const started = Date.now();
  await call('POST', '/api/suppliers/import', { csv: suppliersCsv(Math.max(2, Math.round(150 * scale))) });
  await call('POST', '/api/customers/import', { csv: customersCsv(Math.max(2, Math.round(400 * scale))) });
  await call('POST', '/api/materials/import', { csv: materialsCsv(scale) });
  const materials = await all(call, '/api/materials/');
  const named = (prefix: string) =>
    materials
      .filter((m) => String(m.name).startsWith(prefix))
      .map((m) => ({ id: Number(m.id), name: String(m.name), unit: String(m.unit_of_measure) }));
  const master: PlantMaster = {
    raw: [
      ...named('Ingredient ').map((m) => ({ ...m, type: 'ingredient' as const })),
      ...named('Packaging ').map((m) => ({ ...m, type: 'packaging' as const })),
    ],
    intermediates: [named('Intermediate L1 '), named('Intermediate L2 '), named('Intermediate L3 ')],
    finished: named('Product '),
    suppliers: (await all(call, '/api/suppliers/')).map((s) => ({ id: Number(s.id), name: String(s.name) })),
    customers: (await all(call, '/api/customers/')).map((c) => ({ id: Number(c.id), name: String(c.name) })),
  };
  const info = new Map<number, MaterialInfo>(
    materials.map((m) => [
      Number(m.id),
      {
        id: Number(m.id),
        name: String(m.name),
        traceable: m.traceable === true,
        materialType: m.material_type as MaterialInfo['materialType'],
        unit: String(m.unit_of_measure),
      },
    ]),
  );
  const plan = planYear(master, scale);
  const { yearItems } = await import('./year-items.ts');
  const { bulkWrite } = await import('./bulk-write.ts');
  const by = { userId: 0, firstName: 'Year', lastName: 'Seed', email: 'seed@example.test' };
  const items = yearItems(companyId, plan, info, by);
  log(`  ${plan.docs.length} submissions, ${plan.entries} ledger entries: ${items.length} items to write`);
  await bulkWrite(items, (n) => log(`  ${n} items written`));
  const seconds = (Date.now() - started) / 1000;
  log(`  seeded in ${seconds.toFixed(1)} s`);
  return { plan, master, items: items.length, seconds };
};
