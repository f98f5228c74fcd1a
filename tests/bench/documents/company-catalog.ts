import { STANDARD_UNITS } from '../../../shared/src/contracts/units.ts';
import type { LotCatalog, MatchCatalog } from '../../../functions/src/core/documents/match/catalog.ts';
import type { GeneratedDocument } from './generate.ts';
import { seeded, type Random } from './random.ts';
import * as tuning from './vocabulary.ts';
import { randomLot } from './written-forms.ts';

/**
 * A generated company's catalogue, as its master data would hold it: the suppliers,
 * customers and materials its paperwork names, the standard units plus its own count units,
 * no learned aliases yet. Its lots: a material used on a batch sheet or packing slip was
 * received or produced before, so each lot code those rows name exists for its material,
 * among LOTS_PER_MATERIAL other lots drawn the same way (the matcher must pick the right one).
 */
export const LOTS_PER_MATERIAL = 40;

export interface CompanyNames {
  SUPPLIERS: readonly string[];
  CUSTOMERS: readonly string[];
  INGREDIENTS: readonly string[];
  PACKAGING: readonly string[];
  FINISHED_GOODS: readonly string[];
}

type MaterialType = 'ingredient' | 'packaging' | 'finished_goods';

const named = (names: readonly string[], first: number) => names.map((name, i) => ({ id: first + i, name }));

const materialsOf = (v: CompanyNames) =>
  [
    ...v.INGREDIENTS.map((name) => ({ name, materialType: 'ingredient' as const })),
    ...v.PACKAGING.map((name) => ({ name, materialType: 'packaging' as const })),
    ...v.FINISHED_GOODS.map((name) => ({ name, materialType: 'finished_goods' as const })),
  ].map((m, i) => ({ ...m, id: 100 + i }));

export const companyCatalog = (v: CompanyNames = tuning): MatchCatalog => ({
  suppliers: named(v.SUPPLIERS, 1),
  customers: named(v.CUSTOMERS, 50),
  materials: materialsOf(v),
  units: [
    ...STANDARD_UNITS.map(({ abbr, name, type }) => ({ abbr, name, type })),
    { abbr: 'each', name: 'Each', type: 'count', custom: true },
    { abbr: 'case', name: 'Case', type: 'count', custom: true },
    { abbr: 'box', name: 'Box', type: 'count', custom: true },
  ],
  aliases: [],
});

const USAGE_LOTS = ['material_lot', 'material_lot_code'];

/** Every material's lots: the codes the documents' usage rows name, among random others. */
export function companyLots(
  documents: readonly GeneratedDocument[],
  v: CompanyNames = tuning,
  lotFor: (rnd: Random, type: MaterialType) => string = (rnd) => randomLot(rnd),
): LotCatalog {
  const rnd = seeded(424242);
  const materials = materialsOf(v);
  const lots = new Map<number, string[]>(
    materials.map((m) => [
      m.id,
      Array.from({ length: LOTS_PER_MATERIAL }, () => lotFor(rnd, m.materialType)),
    ]),
  );
  for (const doc of documents)
    for (const row of doc.truth.rows as Record<string, string | number | null>[]) {
      const material = materials.find((m) => m.name === row.material_name);
      const code = USAGE_LOTS.map((f) => row[f]).find((v) => typeof v === 'string');
      if (material && typeof code === 'string') lots.get(material.id)!.push(code);
    }
  return lots;
}
