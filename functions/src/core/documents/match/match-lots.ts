import type { DocumentKind } from '../extract/types.ts';
import type { LotCatalog, MatchCatalog } from './catalog.ts';
import { confirmed, unmatched } from './confidence.ts';
import { type Draft, type DraftPart, ocrConfidence, textOf } from './draft.ts';
import { digitLookalikes, lotShapes, MIN_LOTS_FOR_SHAPE, repairLotShape } from './lot-shape.ts';
import { lotShapeByImage } from './lot-shape-by-image.ts';
import { endsInOwnSuffix } from './lot-suffix.ts';
import { type LotImages, noLotImages } from './lot-images.ts';
import { matchLot } from './match-lot.ts';
import { lotOwners, materialByLot, materialRefOf } from './material-by-lot.ts';
import { type FieldRule, matchPlan } from './match-plan.ts';

/**
 * Lot codes, once the materials are matched: a usage or shipment row's lot to the material's
 * lots in stock (match-lot.ts), with the candidates review offers when the code was not read
 * exactly; a new lot (a receipt's, a production's outgoing lot) to the shape of the company's
 * codes for that material (lot-shape.ts), repaired at a lower confidence.
 */
type LotRule = Extract<FieldRule, { type: 'lot' | 'new-lot' }>;

/** A repaired new code is a guess from the shape alone: review should look at it. */
export const SHAPE_REPAIR_SCORE = 0.6;
/** At most this many sibling materials are read to learn the shape of the company's own codes. */
export const MAX_SHAPE_SIBLINGS = 40;

const lotRules = (rules: FieldRule[]): LotRule[] =>
  rules.flatMap((r) => (r.type === 'lot' || r.type === 'new-lot' ? [r] : []));

const materialOf = (part: DraftPart, rule: LotRule): number | null => {
  const id = part[rule.materialField];
  return typeof id === 'number' ? id : null;
};

/** Materials of the same type as `id`, itself excluded. */
const siblings = (catalog: MatchCatalog, id: number): number[] => {
  const type = catalog.materials.find((m) => m.id === id)?.materialType;
  return catalog.materials
    .filter((m) => m.materialType === type && m.id !== id)
    .slice(0, MAX_SHAPE_SIBLINGS)
    .map((m) => m.id);
};

/** The materials whose lots matchLots needs: those the lot rules' parts name (and siblings). */
export function lotMaterialIds(kind: DocumentKind, draft: Draft, catalog: MatchCatalog): number[] {
  const plan = matchPlan(kind);
  const ids: number[] = [];
  const visit = (part: DraftPart, all: FieldRule[]) => {
    for (const rule of lotRules(all)) {
      const id = materialOf(part, rule);
      if (textOf(part, rule.field) === null) continue;
      // A used lot whose material was not recognised: every material it may be a lot of.
      const ref = rule.type === 'lot' && id === null ? materialRefOf(all, rule) : undefined;
      if (ref) ids.push(...lotOwners(catalog, ref).map((m) => m.id));
      if (id === null) continue;
      ids.push(id);
      if (rule.type === 'new-lot' && rule.ownCodes) ids.push(...siblings(catalog, id));
    }
  };
  visit(draft.header, plan.header);
  for (const row of draft.rows) visit(row, plan.row);
  return [...new Set(ids)];
}

const withLot = (
  part: DraftPart,
  field: string,
  value: string,
  c: number,
  candidates?: string[],
): DraftPart => ({
  ...part,
  [field]: value,
  confidence: { ...part.confidence, [field]: c },
  ...(candidates?.length ? { candidates: { ...part.candidates, [field]: candidates } } : {}),
});

function matchLotField(
  part: DraftPart,
  rule: LotRule,
  all: FieldRule[],
  lots: LotCatalog,
  catalog: MatchCatalog,
  images: LotImages,
): DraftPart {
  const raw = textOf(part, rule.field);
  const materialId = materialOf(part, rule);
  if (rule.type === 'lot' && materialId === null) {
    // The name was not recognised: the lot code may still say whose lot it is.
    const ref = materialRefOf(all, rule);
    return ref ? materialByLot(part, rule, ref, lots, catalog, images) : part;
  }
  if (raw === null || materialId === null) return part;
  const ocr = ocrConfidence(part, rule.field);
  const own = lots.get(materialId) ?? [];
  if (rule.type === 'lot') {
    const lot = matchLot(own, raw, images(raw));
    const kept = part[rule.field] as string;
    if (!lot) return withLot(part, rule.field, kept, unmatched(ocr));
    const candidates = lot.score < 1 ? lot.candidates : undefined;
    return lot.code
      ? withLot(part, rule.field, lot.code, confirmed(ocr, lot.score), candidates)
      : withLot(part, rule.field, kept, unmatched(ocr), candidates);
  }
  const reference =
    own.length >= MIN_LOTS_FOR_SHAPE || !rule.ownCodes
      ? own
      : [...own, ...siblings(catalog, materialId).flatMap((id) => lots.get(id) ?? [])];
  // An l, I or O between digits is a digit whatever the company's shapes say.
  const digits = digitLookalikes(raw);
  const asDigits = digits
    ? withLot(part, rule.field, digits, confirmed(ocr, SHAPE_REPAIR_SCORE), [raw])
    : part;
  if (endsInOwnSuffix(reference, raw)) return asDigits;
  const repair = repairLotShape(reference, raw);
  if (repair) return withLot(part, rule.field, repair.code, confirmed(ocr, SHAPE_REPAIR_SCORE), [raw]);
  // No look-alike swap fits it: the likeliest code of the company's shapes under the image. Other
  // products' codes that share no prefix show only how long codes run (the sausages a plant
  // buys in, `TSZ-26301`, say nothing of its cider's `DC26-329`): no letter is put in for them.
  const borrowed = reference.length > own.length && !lotShapes(reference)?.prefix;
  const decoded = borrowed ? null : lotShapeByImage(reference, raw, images(raw));
  if (decoded && decoded !== raw)
    return withLot(part, rule.field, decoded, confirmed(ocr, SHAPE_REPAIR_SCORE), [raw]);
  return asDigits;
}

/** `images`: the recogniser's character probabilities of the codes read, when it gave them. */
export function matchLots(
  kind: DocumentKind,
  draft: Draft,
  lots: LotCatalog,
  catalog: MatchCatalog,
  images: LotImages = noLotImages,
): Draft {
  const plan = matchPlan(kind);
  const apply = (part: DraftPart, all: FieldRule[]) =>
    lotRules(all).reduce((next, rule) => matchLotField(next, rule, all, lots, catalog, images), part);
  return {
    header: apply(draft.header, plan.header),
    rows: draft.rows.map((row) => apply(row, plan.row)),
  };
}
