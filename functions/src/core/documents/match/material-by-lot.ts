import type { CatalogMaterial, LotCatalog, MatchCatalog } from './catalog.ts';
import { confirmed } from './confidence.ts';
import { type DraftPart, ocrConfidence, textOf } from './draft.ts';
import { type LotImages, noLotImages } from './lot-images.ts';
import { matchLot } from './match-lot.ts';
import type { FieldRule } from './match-plan.ts';

/**
 * A usage or shipment row whose material name was not recognised (a handwritten `Coccn Pancder`)
 * but whose lot code was: the company's lots are its own, so a lot code that is clearly one lot
 * of one material names the material too, as sure as the lot is (a code read exactly and held
 * by one material names it; a code matched by its look-alikes is shown doubtful with both).
 */
/** At most this many materials' lots are read to find whose lot a code is (a Lambda's share of reads). */
export const MAX_LOT_OWNERS = 200;

type RefRule = Extract<FieldRule, { type: 'ref' }>;
type LotRule = Extract<FieldRule, { type: 'lot' }>;

/** The material ref a lot rule's material field belongs to. */
export const materialRefOf = (rules: readonly FieldRule[], rule: LotRule): RefRule | undefined =>
  rules.find(
    (r): r is RefRule => r.type === 'ref' && r.entity === 'material' && r.idField === rule.materialField,
  );

/** The materials a row may name (by the ref's types), whose lots may hold its code. */
export const lotOwners = (catalog: MatchCatalog, ref: RefRule): CatalogMaterial[] =>
  catalog.materials.filter((m) => ref.materialTypes.includes(m.materialType)).slice(0, MAX_LOT_OWNERS);

/**
 * The row with its material and lot taken from the one lot its code clearly is, among the
 * lots of every material it may name; the row unchanged when the code is no clear lot, or a
 * code two materials share.
 */
export function materialByLot(
  part: DraftPart,
  rule: LotRule,
  ref: RefRule,
  lots: LotCatalog,
  catalog: MatchCatalog,
  images: LotImages = noLotImages,
): DraftPart {
  const raw = textOf(part, rule.field);
  if (raw === null || typeof part[rule.materialField] === 'number') return part;
  const owners = lotOwners(catalog, ref);
  const lot = matchLot(
    owners.flatMap((m) => lots.get(m.id) ?? []),
    raw,
    images(raw),
  );
  if (!lot?.code) return part;
  const owning = owners.filter((m) => (lots.get(m.id) ?? []).includes(lot.code!));
  if (owning.length !== 1) return part;
  const material = owning[0]!;
  // One piece of evidence for both: the material is as sure as its lot.
  const c = confirmed(ocrConfidence(part, rule.field), lot.score);
  return {
    ...part,
    [ref.idField]: material.id,
    [ref.nameField]: material.name,
    ...(ref.recognised ? { [ref.recognised]: true } : {}),
    ...('material_type' in part ? { material_type: material.materialType } : {}),
    [rule.field]: lot.code,
    confidence: {
      ...part.confidence,
      [ref.idField]: c,
      [ref.nameField]: c,
      [rule.field]: c,
    },
    ...(lot.score < 1 ? { candidates: { ...part.candidates, [rule.field]: lot.candidates } } : {}),
  };
}
