import type { DocumentKind } from '../extract/types.ts';
import type { AliasEntity, CatalogMaterial, MatchCatalog, NamedRecord } from './catalog.ts';
import { confirmed, unmatched } from './confidence.ts';
import { type Draft, type DraftPart, ocrConfidence, textOf } from './draft.ts';
import { plausibleDate, plausibleForwardDate, repairedYear } from './match-date.ts';
import { splitGlued } from './glued-names.ts';
import { matchName, type NameIndex, type NameMatch, nameIndex } from './match-name.ts';
import { type FieldRule, matchPlan } from './match-plan.ts';
import { likelyUnitTypes, matchUnit } from './match-unit.ts';
import { unitByImage } from './unit-by-image.ts';
import { poByImage } from './po-by-image.ts';
import { REPAIRED } from '../extract/field-values.ts';
import { noWordImages, type WordImages } from './word-images.ts';

/**
 * A draft matched against what the company knows (pure): names to its suppliers, materials and
 * customers, units to its unit catalogue, dates checked for plausibility, (lot codes follow in
 * match-lots.ts, once the materials are known). Every field it touches
 * gets a new confidence; fields it cannot match keep the text read, marked doubtful.
 */
export const IMPLAUSIBLE_DATE_CAP = 0.2;
export const REPAIRED_DATE_CONFIDENCE = 0.3;
/** A unit left blank on paper, taken from the material: a guess the reviewer should see. */
export const UNIT_FROM_MATERIAL_CONFIDENCE = 0.4;

type RefRule = Extract<FieldRule, { type: 'ref' }>;

const recordsOf = (catalog: MatchCatalog, rule: RefRule): readonly NamedRecord[] =>
  rule.entity === 'supplier'
    ? catalog.suppliers
    : rule.entity === 'customer'
      ? catalog.customers
      : catalog.materials.filter((m) => rule.materialTypes.includes(m.materialType));

function indexer(catalog: MatchCatalog) {
  const cache = new Map<string, NameIndex>();
  return (rule: RefRule): NameIndex => {
    const key = `${rule.entity}:${rule.materialTypes.join(',')}`;
    let index = cache.get(key);
    if (!index) {
      const aliases = catalog.aliases.filter((a) => a.entity === (rule.entity as AliasEntity));
      index = nameIndex(recordsOf(catalog, rule), aliases);
      cache.set(key, index);
    }
    return index;
  };
}

const withConfidence = (part: DraftPart, fields: Record<string, number>): DraftPart => ({
  ...part,
  confidence: { ...part.confidence, ...fields },
});

function applyRef(
  part: DraftPart,
  rule: RefRule,
  found: NameMatch | null,
  ocr: number,
  catalog: MatchCatalog,
): DraftPart {
  const recognised = rule.recognised ? { [rule.recognised]: found !== null } : {};
  if (!found) {
    const c = unmatched(ocr);
    return withConfidence(
      { ...part, [rule.idField]: null, ...recognised },
      { [rule.nameField]: c, [rule.idField]: c },
    );
  }
  const c = confirmed(ocr, found.score);
  const material =
    rule.entity === 'material' && 'material_type' in part
      ? { material_type: (catalog.materials.find((m) => m.id === found.id) as CatalogMaterial).materialType }
      : {};
  return withConfidence(
    { ...part, [rule.idField]: found.id, [rule.nameField]: found.name, ...recognised, ...material },
    { [rule.nameField]: c, [rule.idField]: c },
  );
}

const pending = (part: DraftPart, rule: RefRule) => typeof part[rule.idField] !== 'number';

function matchRef(part: DraftPart, rule: RefRule, index: NameIndex, catalog: MatchCatalog): DraftPart {
  const raw = textOf(part, rule.nameField);
  if (!pending(part, rule) || raw === null) return part;
  return applyRef(part, rule, matchName(index, raw), ocrConfidence(part, rule.nameField), catalog);
}

/** Two ref cells read as one: the first holds text no record matches, the next nothing. */
function matchGlued(
  part: DraftPart,
  rules: RefRule[],
  index: (r: RefRule) => NameIndex,
  catalog: MatchCatalog,
): DraftPart {
  let next = part;
  for (let i = 0; i + 1 < rules.length; i++) {
    const [first, second] = [rules[i]!, rules[i + 1]!];
    const raw = textOf(next, first.nameField);
    if (!pending(next, first) || !pending(next, second) || raw === null) continue;
    if (textOf(next, second.nameField) !== null || matchName(index(first), raw)) continue;
    const split = splitGlued(raw, index(first), index(second));
    if (!split) continue;
    const ocr = ocrConfidence(next, first.nameField);
    next = applyRef(next, first, { ...split.left, score: split.score }, ocr, catalog);
    next = applyRef(next, second, { ...split.right, score: split.score }, ocr, catalog);
  }
  return next;
}

type UnitRule = Extract<FieldRule, { type: 'unit' }>;

function matchUnitField(
  part: DraftPart,
  rule: UnitRule,
  catalog: MatchCatalog,
  images: WordImages,
): DraftPart {
  const id = rule.materialField ? part[rule.materialField] : null;
  const material = typeof id === 'number' ? catalog.materials.find((m) => m.id === id) : undefined;
  const raw = textOf(part, rule.field);
  if (raw === null)
    // Nothing read: the material's own unit, as choosing the material does on manual entry.
    return material?.unit
      ? withConfidence(
          { ...part, [rule.field]: material.unit },
          { [rule.field]: UNIT_FROM_MATERIAL_CONFIDENCE },
        )
      : part;
  const ocr = ocrConfidence(part, rule.field);
  const likely = material ? likelyUnitTypes(material, catalog.units) : [];
  const unit = matchUnit(catalog.units, raw, likely);
  // Not a unit as written: the unit the recogniser's probabilities make clearly likeliest.
  const decoded = !unit || unit.score < 0.95 ? unitByImage(catalog.units, images(raw), likely) : null;
  if (decoded && decoded.abbr !== unit?.abbr)
    return withConfidence(
      { ...part, [rule.field]: decoded.abbr },
      // A repair of what was read: review sees it.
      { [rule.field]: Math.min(ocr, decoded.share) * REPAIRED },
    );
  return unit
    ? withConfidence({ ...part, [rule.field]: unit.abbr }, { [rule.field]: confirmed(ocr, unit.score) })
    : withConfidence(part, { [rule.field]: unmatched(ocr) });
}

function matchField(
  part: DraftPart,
  rule: FieldRule,
  catalog: MatchCatalog,
  today: string,
  images: WordImages,
): DraftPart {
  if (rule.type === 'ref' || rule.type === 'lot' || rule.type === 'new-lot') return part;
  if (rule.type === 'unit') return matchUnitField(part, rule, catalog, images);
  const raw = textOf(part, rule.field);
  if (raw === null) return part;
  const ocr = ocrConfidence(part, rule.field);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return part;
  // A use-by years ahead is as written; its year is not pulled back to this one.
  if (rule.forward)
    return plausibleForwardDate(raw, today)
      ? part
      : withConfidence(part, { [rule.field]: Math.min(ocr, IMPLAUSIBLE_DATE_CAP) });
  if (plausibleDate(raw, today)) return part;
  const repaired = repairedYear(raw, today);
  return repaired
    ? withConfidence({ ...part, [rule.field]: repaired }, { [rule.field]: REPAIRED_DATE_CONFIDENCE })
    : withConfidence(part, { [rule.field]: Math.min(ocr, IMPLAUSIBLE_DATE_CAP) });
}

/** A PO number that is none as read (letters among its digits), read again against the image. */
function matchPo(part: DraftPart, images: WordImages): DraftPart {
  const raw = textOf(part, 'po_number');
  const po = raw ? poByImage(raw, images(raw)) : null;
  if (!po || po === raw) return part;
  return withConfidence(
    { ...part, po_number: po },
    { po_number: ocrConfidence(part, 'po_number') * REPAIRED },
  );
}

function matchPart(
  part: DraftPart,
  rules: FieldRule[],
  catalog: MatchCatalog,
  today: string,
  index: (r: RefRule) => NameIndex,
  images: WordImages,
) {
  const refs = rules.flatMap((r) => (r.type === 'ref' ? [r] : []));
  let next = matchGlued(part, refs, index, catalog);
  // Names first: a unit is read in the light of the material the part names.
  for (const rule of refs) next = matchRef(next, rule, index(rule), catalog);
  for (const rule of rules) next = matchField(next, rule, catalog, today, images);
  return matchPo(next, images);
}

/** `images`: the recogniser's character probabilities of the words a value was read from. */
export function matchDraft(
  kind: DocumentKind,
  draft: Draft,
  catalog: MatchCatalog,
  today: string,
  images: WordImages = noWordImages,
): Draft {
  const plan = matchPlan(kind);
  const index = indexer(catalog);
  return {
    header: matchPart(draft.header, plan.header, catalog, today, index, images),
    rows: draft.rows.map((row) => matchPart(row, plan.row, catalog, today, index, images)),
  };
}
