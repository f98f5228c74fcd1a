import type { KnownValues } from './column-content.ts';
import { knownLotCodes } from './known-lots.ts';

interface Named {
  name: string;
}

/**
 * What extraction knows of the company, from its catalogue and its lots in stock: the names a
 * column or a header line is told by, and its lot codes' shapes. A production sheet's product is
 * one of its finished goods, so those are kept apart too.
 */
export function knownValues(
  catalog: {
    materials: readonly (Named & { materialType: string })[];
    suppliers: readonly Named[];
    customers: readonly Named[];
  },
  lots: ReadonlyMap<number, readonly string[]>,
): KnownValues {
  return {
    lots: knownLotCodes(lots),
    materials: catalog.materials.map((m) => m.name),
    products: catalog.materials.filter((m) => m.materialType === 'finished_goods').map((m) => m.name),
    suppliers: catalog.suppliers.map((s) => s.name),
    customers: catalog.customers.map((c) => c.name),
  };
}
