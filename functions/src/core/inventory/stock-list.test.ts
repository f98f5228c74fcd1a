import { describe, expect, it } from 'vitest';
import { quantity } from '@bp/shared/quantity/quantity.ts';
import { materialEntryOf, type MaterialRecord } from '../master-data/records.ts';
import { byNameThenId } from '../master-data/search-entries.ts';
import type { InventoryReadPorts } from './read-ports.ts';
import { inventoryItems } from './stock-list.ts';

const material = (id: number, name: string, supplier: number | null): MaterialRecord => ({
  id,
  name,
  sku: null,
  unit_of_measure: 'kg',
  additional_info: null,
  traceable: true,
  default_supplier_id: supplier,
  material_type: 'ingredient',
  is_archived: false,
  created_at: 't',
  updated_at: 't',
});

const SUPPLIERS = new Map([
  [7, 'Spice Co'],
  [8, 'Mill'],
]);

/**
 * Ports over records whose digest may lag them (`digest` overrides the supplier it names): the
 * batched read returns names only for the suppliers the digest named.
 */
const portsOver = (records: MaterialRecord[], digest: Record<number, number | null> = {}) => {
  const presented: number[][] = [];
  const asked: number[][] = [];
  const materialEntries = async () =>
    records
      .map((r) => ({ ...materialEntryOf(r), supplierId: digest[r.id] ?? r.default_supplier_id }))
      .sort(byNameThenId);
  const ports = {
    materialEntries,
    materialEntriesAhead: () => ({ cached: null, current: materialEntries() }),
    stockPage: async (_c: number, ids: readonly number[], supplierIds: readonly number[]) => {
      asked.push([...supplierIds]);
      return {
        records: ids.map((id) => records.find((r) => r.id === id) as MaterialRecord),
        stock: new Map(ids.map((id) => [id, quantity(id)])),
        supplierNames: new Map(supplierIds.map((id) => [id, SUPPLIERS.get(id) as string])),
      };
    },
    presentMaterials: async (_c: number, rs: readonly MaterialRecord[]) => {
      presented.push(rs.map((r) => r.id));
      return rs.map((r) => ({
        ...r,
        default_supplier_name:
          r.default_supplier_id === null ? null : (SUPPLIERS.get(r.default_supplier_id) ?? null),
      }));
    },
  } as unknown as InventoryReadPorts;
  return { ports, presented, asked };
};

const names = (items: { material_name: string; default_supplier_name: string | null }[]) =>
  items.map((i) => [i.material_name, i.default_supplier_name]);

describe('the stock list', () => {
  const records = [material(1, 'Sugar', 7), material(2, 'Salt', null), material(3, 'Flour', 8)];

  it("names the suppliers the digest gives, read with the page, and pages on the digest's order", async () => {
    const { ports, presented, asked } = portsOver(records);
    const page = await inventoryItems(ports, 1, { page: 1, page_size: 2 });
    expect(page.total).toBe(3);
    expect(names(page.items)).toEqual([
      ['Flour', 'Mill'],
      ['Salt', null],
    ]);
    expect(page.items.map((i) => i.quantity_on_hand)).toEqual([3, 2]);
    expect(asked).toEqual([[8]]);
    expect(presented).toEqual([]);
  });

  it('reads the names again when a record names a supplier its digest line does not', async () => {
    const { ports, presented } = portsOver(records, { 1: 8 });
    const page = await inventoryItems(ports, 1, {});
    expect(names(page.items)).toEqual([
      ['Flour', 'Mill'],
      ['Salt', null],
      ['Sugar', 'Spice Co'],
    ]);
    expect(presented).toEqual([[3, 2, 1]]);
  });
});
