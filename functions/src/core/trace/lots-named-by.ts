import type { LotRef } from './ports.ts';

/** How a lot carries a code: as its own (or merged into it), as a code it had before a rename, or as a supplier's lot code it was received under. */
export type CodeSource = 'own' | 'former' | 'supplier';

export interface CodedLot extends LotRef {
  source: CodeSource;
}

/**
 * The lots a code names (issue 21): every material's lot that has the code now; for a material
 * where none does, the lots that had it before a rename; and only when no lot of ours has or had
 * it, the lots received under it as a supplier's own lot code (each lot once).
 */
export const lotsNamedBy = (found: readonly CodedLot[]): LotRef[] => {
  const ref = ({ materialId, lotId }: CodedLot): LotRef => ({ materialId, lotId });
  const own = found.filter((l) => l.source === 'own');
  const taken = new Set(own.map((l) => l.materialId));
  const ours = [...own, ...found.filter((l) => l.source === 'former' && !taken.has(l.materialId))];
  if (ours.length) return ours.map(ref);
  const supplier = found.filter((l) => l.source === 'supplier');
  return [...new Map(supplier.map((l) => [l.lotId, ref(l)])).values()];
};
