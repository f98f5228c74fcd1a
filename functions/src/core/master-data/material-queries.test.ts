import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../errors.ts';
import { exportMaterials, getMaterial, listMaterials, type MaterialReadPorts } from './material-queries.ts';
import { materialEntryOf, type MaterialRecord } from './records.ts';
import { byNameThenId } from './search-entries.ts';

const material = (id: number, name: string, extra: Partial<MaterialRecord> = {}): MaterialRecord => ({
  id,
  name,
  sku: null,
  unit_of_measure: 'kg',
  additional_info: null,
  traceable: true,
  default_supplier_id: null,
  material_type: 'ingredient',
  is_archived: false,
  created_at: 't',
  updated_at: 't',
  ...extra,
});

const portsOver = (records: MaterialRecord[]) => {
  const fetched: number[][] = [];
  const entries = async () => records.map(materialEntryOf).sort(byNameThenId);
  const ports: MaterialReadPorts = {
    entries,
    entriesAhead: () => ({ cached: null, current: entries() }),
    getMany: async (_c, ids) => (fetched.push([...ids]), ids.map((id) => records.find((r) => r.id === id)!)),
    get: async (_c, id) => records.find((r) => r.id === id) ?? null,
    recent: async () => records,
    supplierNames: async () => new Map([[7, 'Spice Co']]),
  };
  return { ports, fetched };
};

describe('material queries', () => {
  const records = [
    material(1, 'Sugar'),
    material(2, 'Box', { material_type: 'packaging' }),
    material(3, 'Salt', { default_supplier_id: 7 }),
    material(4, 'Old salt', { is_archived: true }),
  ];

  it('filters and pages on the digest, then fetches only the page, with supplier names', async () => {
    const { ports, fetched } = portsOver(records);
    const page = await listMaterials(ports, 1, { material_type: ['ingredient'], page: 1, page_size: 1 });
    expect(page.total).toBe(2);
    expect(page.items).toEqual([{ ...records[2], default_supplier_name: 'Spice Co' }]);
    expect(fetched).toEqual([[3]]);
  });

  it('exports every match in list order, archived ones only when asked', async () => {
    const { ports } = portsOver(records);
    expect((await exportMaterials(ports, 1, { search: 'salt' })).map((m) => m.id)).toEqual([3]);
    expect(
      (await exportMaterials(ports, 1, { search: 'salt', include_archived: true })).map((m) => m.id),
    ).toEqual([4, 3]);
  });

  it('answers NotFound with the spec message for an unknown id', async () => {
    await expect(getMaterial(portsOver(records).ports, 1, 99)).rejects.toEqual(
      new NotFound(materialMessages.notFound),
    );
  });
});
