import { labelKey } from './page-words.ts';
import {
  contentFit,
  isOrderNumberCell,
  isQuantityWithUnitCell,
  isTextCell,
  shareOf,
  type KnownValues,
} from './column-content.ts';
import {
  type ColumnRole,
  HEADED_ONLY,
  headingRole,
  headingUnit,
  isBareCodeHeading,
  isBareTotalHeading,
  isOtherHeading,
  countsPackages,
  namesWeight,
  nameHeadingRank,
  partyRole,
} from './column-roles.ts';

/** A table column as found: its heading's text and its cells, top to bottom ('' for an empty one). */
export interface ColumnEvidence {
  heading: string;
  cells: readonly string[];
}

/** Roles whose cells have a look of their own (numbers, units, dates, codes): their heading can be outvoted. */
const TYPED: ReadonlySet<ColumnRole> = new Set([
  'quantity',
  'unit',
  'date',
  'lot',
  'po',
  'supplier_lot',
  'use_by',
  'best_before',
  'made_on',
]);

/** A column whose heading says nothing takes a role by its cells alone when at least this share fits. */
const CONTENT_ALONE = 0.5;
/** A bare `Total` column of numbers is counted goods when this share of them carries a unit. */
const SOME_UNITS = 0.25;
const NUMBERS_THROUGHOUT = 0.8;

/**
 * How likely a column holds a role (0: never). A heading naming the role counts 1, less when
 * the cells contradict it (a `Units` column of plain numbers is a count, not a unit of measure);
 * what the cells hold adds its share. A column headed for a role of names (material, supplier,
 * customer) keeps it; one headed for a role of typed values may be outvoted by its cells; one
 * whose heading names no role is judged by its cells alone; one headed for something else
 * (`Unit price`, `Temp`, `Expiry`, or a role this document has no field for) holds none.
 */
export function roleScore(
  role: ColumnRole,
  column: ColumnEvidence,
  roles: readonly ColumnRole[],
  known: KnownValues,
) {
  if (isOtherHeading(column.heading)) {
    // A bare `Total` over `111 cases`, `339 lbs`: amounts with their units are what was counted.
    if (role !== 'quantity' || !isBareTotalHeading(column.heading)) return 0;
    const withUnits = shareOf(column.cells, isQuantityWithUnitCell);
    if (withUnits >= CONTENT_ALONE) return withUnits;
    // Handwriting loses or glues some units (`476 lb` read `47616`): numbers throughout, a
    // quarter with a unit still read, is a column of amounts (money never carries `lb`).
    const numbers = shareOf(column.cells, (c) => /^\d/.test(c));
    return withUnits >= SOME_UNITS && numbers >= NUMBERS_THROUGHOUT ? withUnits : 0;
  }
  if (isBareCodeHeading(column.heading)) {
    // Half a heading for either: a column of codes beside the goods' names is their lots.
    if (role === 'name') return 0.5 + contentFit(role, column.cells, known);
    const lots = role === 'lot' ? contentFit(role, column.cells, known) : 0;
    return lots >= CONTENT_ALONE ? 0.5 + lots : 0;
  }
  const heading = partyRole(headingRole(column.heading), column.heading, roles);
  if (heading && !roles.includes(heading)) return 0;
  if (HEADED_ONLY.has(role) && heading !== role) return 0;
  const hasCells = column.cells.some((c) => c.trim());
  const fit = headedFit(role, heading, column.cells, known);
  // A count of units (above) is no column of units of measure.
  if (
    role === 'unit' &&
    heading === 'unit' &&
    countsUnits(column.heading) &&
    fit === 0 &&
    contentFit('quantity', column.cells, known) >= NUMBERS_THROUGHOUT
  )
    return 0;
  // A gross weight counts the pallets and cartons too: the goods' quantity only when no other
  // column gives it (`Cases` and `Gross wt` on a bill of lading: the cases).
  if (role === 'quantity' && heading === role && isGrossWeight(column.heading)) return GROSS * fit;
  if (heading === role) {
    const head = role === 'name' ? (nameHeadingRank(column.heading) > 1 ? 1 : 0.8) : 1;
    return head * (TYPED.has(role) && hasCells ? 0.4 + 0.6 * fit : 1) + fit;
  }
  if (heading && !TYPED.has(heading)) return namesHeadingOverTyped(role, heading, column.cells, fit);
  const headed = heading && hasCells ? headedFit(heading, heading, column.cells, known) : 0;
  // `Units` over `24`, `96`: how many units, as a packing list or shipping log counts goods;
  // as sure a quantity heading as `Qty` (not merely numbers under some heading).
  if (
    role === 'quantity' &&
    heading === 'unit' &&
    headed === 0 &&
    fit >= NUMBERS_THROUGHOUT &&
    countsUnits(column.heading)
  )
    return 0.4 + 0.6 * fit + fit;
  if (headed >= CONTENT_ALONE) return 0;
  // Cells that partly fit their heading's role outvote it only as far as they do not fit it
  // (`P.O.` over `PO15811`, `P98143`: codes too, but the heading's role is the likelier).
  return fit >= CONTENT_ALONE ? fit * (1 - headed) : 0;
}

/**
 * How well a column's cells fit a role, knowing its heading: under a heading that names the
 * order number, any code or long number is one (`Order no.` over `ON-3451`: the buyer's own
 * numbering, not a lot, though a lot's look fits it as well); elsewhere the cells' look alone.
 */
function headedFit(
  role: ColumnRole,
  heading: ColumnRole | null,
  cells: readonly string[],
  known: KnownValues,
) {
  if (role === 'po' && heading === 'po') return shareOf(cells, isOrderNumberCell);
  return contentFit(role, cells, known);
}

/**
 * A heading that names a role of names over cells that hold no words (`Mfr. Code #` read as
 * the maker, over `CS3093B`, `HVM-24811`; `Member / Store` over `40110`): its cells, not its
 * words, decide, below any column whose heading names their role. Words in a few cells keep the
 * heading's role (a supplier's name over some codes written beside it). An item's heading keeps
 * its codes (`Item #` over `SKU-1001`: the goods' own codes, never their lots).
 */
function namesHeadingOverTyped(
  role: ColumnRole,
  heading: ColumnRole,
  cells: readonly string[],
  fit: number,
): number {
  if (heading === 'name' || !TYPED.has(role) || HEADED_ONLY.has(role)) return 0;
  if (shareOf(cells, isTextCell) > FEW_WORDS) return 0;
  return fit >= CONTENT_ALONE ? NAMES_HEADING_OUTVOTED * fit : 0;
}
const FEW_WORDS = 0.2;
const NAMES_HEADING_OUTVOTED = 0.5;

/** Below a column of plain numbers judged by its cells alone (1). */
const GROSS = 0.5;

const isGrossWeight = (heading: string) =>
  /^(gross(weight|wt)|pesobruto|pesolordo|poidsbrut|bruttogewicht)/.test(labelKey(heading));

/** A heading that names units in the plural or as a count (`Units`, `No. of units`), not `Unit` or `UOM`. */
const countsUnits = (heading: string) =>
  /^(units|noofunits|numberofunits|unitcount)$/.test(labelKey(heading));

export interface AssignOptions {
  /**
   * A count of packages beside their weight (`Cases` and `Net wt (lb)`): the weight is the
   * quantity (a receipt's amount received; the count is of what it came packed in).
   */
  weightOverCount?: boolean;
  /**
   * A count of packages beside their weight (`No. Pkgs` and `Weight` on a bill of lading): the
   * count is the quantity (a shipment's goods go out as cases and units; the weight is freight's).
   */
  countOverWeight?: boolean;
}

/** A weight column that gives its own unit wins the quantity over a column counting packages. */
function preferWeight(columns: readonly ColumnEvidence[], roles: readonly ColumnRole[], scores: number[][]) {
  const q = roles.indexOf('quantity');
  if (q < 0 || !columns.some((c, i) => scores[i]![q]! > 0 && countsPackages(c.heading))) return;
  columns.forEach((c, i) => {
    const ownUnit =
      headingUnit(c.heading) !== null || shareOf(c.cells, isQuantityWithUnitCell) >= CONTENT_ALONE;
    if (scores[i]![q]! > 0 && namesWeight(c.heading) && !isGrossWeight(c.heading) && ownUnit)
      scores[i]![q] = scores[i]![q]! + WEIGHT_OVER_COUNT;
  });
}
/** A column counting packages wins the quantity over a weight column beside it. */
function preferCount(columns: readonly ColumnEvidence[], roles: readonly ColumnRole[], scores: number[][]) {
  const q = roles.indexOf('quantity');
  if (q < 0 || !columns.some((c, i) => scores[i]![q]! > 0 && namesWeight(c.heading))) return;
  columns.forEach((c, i) => {
    if (scores[i]![q]! > 0 && countsPackages(c.heading)) scores[i]![q] = scores[i]![q]! + WEIGHT_OVER_COUNT;
  });
}

/**
 * A stores or batch sheet's `Qty issued` beside `Qty used`: what was drawn from stores is not
 * what went into the batch (the rest went back), so the used column wins the quantity.
 */
function preferUsed(columns: readonly ColumnEvidence[], roles: readonly ColumnRole[], scores: number[][]) {
  const q = roles.indexOf('quantity');
  const issued = (h: string) => /(issued|drawn|dispensed|picked|pulled)/.test(labelKey(h));
  if (q < 0 || !columns.some((c, i) => scores[i]![q]! > 0 && issued(c.heading))) return;
  columns.forEach((c, i) => {
    if (scores[i]![q]! > 0 && !issued(c.heading) && /(used|consumed|added|actual)/.test(labelKey(c.heading)))
      scores[i]![q] = scores[i]![q]! + WEIGHT_OVER_COUNT;
  });
}

/**
 * Columns that take the quantity only loosely yield to one whose heading names it (`Qty`): a
 * `Units` column read as a count of units (on an invoice book `Unit $` is read `Units`, over the
 * prices), and a bare `Amount` whose cells are all money, two decimals each (`348.00`: the
 * line's total). Where both hold counts, the one called the quantity is the likelier.
 */
function preferNamedQuantity(
  columns: readonly ColumnEvidence[],
  roles: readonly ColumnRole[],
  scores: number[][],
) {
  const q = roles.indexOf('quantity');
  const loose = (c: ColumnEvidence) =>
    (countsUnits(c.heading) && headingRole(c.heading) !== 'quantity') ||
    (/^(amount|amt)$/.test(labelKey(c.heading)) && isMoneyColumn(c.cells));
  // Called the quantity by its word (`Qty`, `Quantity`, `Cant.`): a weight beside a count of
  // units is no more the quantity than the count (preferWeight, preferCount decide those).
  const named = (c: ColumnEvidence, i: number) =>
    scores[i]![q]! > 0 && QUANTITY_WORD.test(labelKey(c.heading)) && headingRole(c.heading) === 'quantity';
  if (q < 0 || !columns.some(named)) return;
  columns.forEach((c, i) => {
    if (loose(c)) scores[i]![q] = scores[i]![q]! * LOOSE_QUANTITY_YIELDS;
  });
}
const LOOSE_QUANTITY_YIELDS = 0.5;
const QUANTITY_WORD =
  /^(qty|qtys|quantity|quantities|qte|qtd|qtde|cant|cantidad|menge|aantal|quantite|quantita)/;

/** Cells all money: two decimals each (`14.50`, `348.0O` with a zero read as O), at least two. */
const isMoneyColumn = (cells: readonly string[]) => {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  return filled.length >= 2 && filled.every((c) => /^[$€£]?\d[\d,]*[.,][\dOo]{2}$/.test(c));
};

/**
 * The weight wins once about half its cells read as numbers (a named heading scores 0.4 + 1.6 x
 * its cells' fit, a count's clean numbers 2): handwriting misreads weights (`475`, `e`, `证5`)
 * far more than one- or two-digit counts, so 0.3 left the count the quantity on such pages. A
 * weight column left blank still leaves it to the count.
 */
const WEIGHT_OVER_COUNT = 1;

/**
 * One role per column and one column per role, chosen together so the total score is the
 * highest (an exact maximum-weight assignment: a dynamic programme over the sets of roles
 * taken, column by column; a table has at most a dozen columns and eight roles). Answers each
 * column's role, or undefined for a column that holds none of them.
 */
export function assignColumns(
  columns: readonly ColumnEvidence[],
  roles: readonly ColumnRole[],
  known: KnownValues = {},
  options: AssignOptions = {},
): (ColumnRole | undefined)[] {
  const scores = columns.map((c) => roles.map((r) => roleScore(r, c, roles, known)));
  if (options.weightOverCount) preferWeight(columns, roles, scores);
  else if (options.countOverWeight) preferCount(columns, roles, scores);
  preferUsed(columns, roles, scores);
  preferNamedQuantity(columns, roles, scores);
  const full = 1 << roles.length;
  // best[mask]: the highest total over the columns seen with exactly the roles in mask taken.
  let best = new Array<number>(full).fill(-Infinity);
  best[0] = 0;
  const choices: Int8Array[] = [];
  for (const row of scores) {
    const next = [...best];
    const choice = new Int8Array(full).fill(-1);
    for (let mask = 0; mask < full; mask++) {
      if (best[mask] === -Infinity) continue;
      row.forEach((score, r) => {
        const bit = 1 << r;
        if (score <= 0 || mask & bit) return;
        const total = best[mask]! + score;
        if (total > next[mask | bit]!) {
          next[mask | bit] = total;
          choice[mask | bit] = r;
        }
      });
    }
    choices.push(choice);
    best = next;
  }
  let mask = best.reduce((m, v, i) => (v > best[m]! ? i : m), 0);
  const answer: (ColumnRole | undefined)[] = columns.map(() => undefined);
  for (let c = columns.length - 1; c >= 0; c--) {
    const r = choices[c]![mask]!;
    if (r >= 0) {
      answer[c] = roles[r];
      mask &= ~(1 << r);
    }
  }
  return answer;
}
