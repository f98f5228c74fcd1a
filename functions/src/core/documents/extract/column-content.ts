import { distance } from 'fastest-levenshtein';
import type { ColumnRole } from './column-roles.ts';
import { monthOfWord, orderEvidence } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { parseUnit, splitQuantityUnit } from './parse-unit.ts';
import { isYearless } from './yearless-dates.ts';

/**
 * What the company already knows, so a column can be told by what is written in it: its
 * materials', suppliers' and customers' names and the lot codes it holds. All optional: without
 * them a column is told by the look of its cells alone.
 */
export interface KnownValues {
  materials?: readonly string[];
  /** Its finished goods' names: what a production sheet makes. */
  products?: readonly string[];
  suppliers?: readonly string[];
  customers?: readonly string[];
  lots?: readonly string[];
}

/** A name compared without accents, case, spaces or signs. */
export const key = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A cell that reads as a number, alone or with its unit (`1,5`, `2000 lb`, `12kg`). */
export function isQuantityCell(text: string): boolean {
  const t = text.trim();
  if (parseNumber(t)?.clean) return t.replace(/\D/g, '').length <= 7;
  return isQuantityWithUnitCell(t);
}

/** A number with its unit written beside it (`111 cases`, `339LBS`, `15.5 gallons`): never money. */
export function isQuantityWithUnitCell(text: string): boolean {
  const split = splitQuantityUnit(text.trim());
  return Boolean(split.number && parseNumber(split.number) && split.unit && parseUnit(split.unit)?.known);
}

/** A unit written alone (`kg`, `Lbs`, `cases`). */
export const isUnitCell = (text: string): boolean =>
  !/\d/.test(text) && Boolean(parseUnit(text.trim())?.clean);

/**
 * A date in any order or with a month name (`11/25/26`, `25 Nov 2026`). One digit after a dot or
 * comma is a decimal (`12.4`, `9,8`: a moisture or a Brix reading), no day and month.
 */
export const isDateCell = (text: string): boolean =>
  /\d/.test(text) &&
  /[/.\-\s]/.test(text.trim()) &&
  !/^\d{1,3}[.,]\d$/.test(text.trim()) &&
  (orderEvidence(text) !== null || isYearless(text));

/**
 * A code: one word of letters and digits with a digit in it, not a number or a date
 * (`L2403-117`, `FG560A`); or a code written with a space after its letters, as mills, dairies
 * and packers print theirs (`GM 30412`, `FY 2611`, `WD 4471/2`): one to four capitals, a
 * space, a group of three digits or more and at most a short suffix (`FP 2411 B`). Words with a
 * small number (`Unit 4`, `Spiral 2`) and a month with its year (`NOV 2026`) are none.
 */
export const isCodeCell = (text: string): boolean => {
  const t = text.trim();
  if (SPACED_CODE.test(t)) return monthOfWord(t.split(/\s/)[0]!) === null;
  return (
    /^[A-Za-z0-9][A-Za-z0-9\-/.#_]{2,}$/.test(t) &&
    /\d/.test(t) &&
    (/[A-Za-z-]/.test(t) || t.length >= 5) &&
    !isDateCell(t) &&
    !parseNumber(t)?.clean
  );
};

const SPACED_CODE = /^[A-Z]{1,4} \d{3,}(?:[-/ ]?[A-Z0-9]{1,3})?$/;

/** A purchase order number: `PO-4471`, `P.O. 10233`, `#55120`. */
export const isPoCell = (text: string): boolean => /^(p\.?\s?o\.?|#)\s*[#:-]?\s*\d{3,}$/i.test(text.trim());

/**
 * A reference to a purchase order or one of its lines (`PO-30808/1`, `PO 4471-02`, `P.O.#10233`):
 * the order's own prefix before its number. Such a cell is the buyer's order, never a lot, though
 * by its look it is a code.
 */
export const isOrderReferenceCell = (text: string): boolean =>
  /^p\.?\s?o\.?\s*[#:-]?\s*\d{3,}([/-]\d{1,3})?$/i.test(text.trim());

/**
 * A handling unit's own ID (`PLT-88120`, `LPN 004417`, an 18-digit SSCC, with or without its
 * `(00)`): it names the pallet or the case the goods came on, never their lot, though by its
 * look it is a code.
 */
export const isHandlingUnitCell = (text: string): boolean => {
  const t = text.trim();
  return (
    /^(plt|pal|lpn|sscc|hu)[\s#:-]*\d{3,}$/i.test(t) || /^(\(00\)\s?)?\d{18}$/.test(t.replace(/\s/g, ''))
  );
};

/**
 * What an order-number column holds, however the buyer numbers its orders (`ON-3451`, `88214`,
 * `PO-4471`): a code or a number of three digits or more. Only a column whose heading names the
 * order number is judged so; by their look alone such cells are as much lots.
 */
export const isOrderNumberCell = (text: string): boolean =>
  isPoCell(text) || isCodeCell(text) || /^\d{3,}$/.test(text.trim());

/** Words: mostly letters, at least three of them, and neither a unit nor a date. */
export const isTextCell = (text: string): boolean => {
  const t = text.trim();
  const letters = t.replace(/[^A-Za-zÀ-ÿ]/g, '').length;
  return letters >= 3 && letters >= t.replace(/\s/g, '').length * 0.6 && !isUnitCell(t) && !isDateCell(t);
};

/**
 * A firm's legal form after its name (`GmbH`, `Ltd`, `S.L.`, `SARL`, `B.V.`, `Inc.`, `Co`): a
 * letterhead prints it, the company's own list often leaves it out.
 */
const LEGAL_FORM =
  /[\s,]+(gmbh(\s*&\s*co\.?\s*kg)?|ag|kg|ltd\.?|limited|llc|inc\.?|corp\.?|co\.?|plc|s\.\s?l\.?|sl|s\.\s?a\.?|sa|sarl|sas|b\.\s?v\.?|bv|n\.\s?v\.?|nv|s\.\s?r\.\s?l\.?|srl|s\.\s?p\.\s?a\.?|spa|pty\.?(\s*ltd\.?)?|oy|ab)$/i;

/**
 * Mexican and Central American forms of many parts (`S.A. de C.V.`, `S. de R.L.`): long enough
 * to be known even glued to the name by the reader (`HuastecaS.A.deC.V.`), which the spaced
 * forms above are not (a name may end in `sa` or `co`).
 */
const GLUED_LEGAL_FORM = /(sadecv|sapidecv|sabdecv|sderldecv|sderl)$/;

/** A name's key without its legal form, when a name is left. */
const firmKey = (s: string): string => {
  const k = key(s.trim().replace(LEGAL_FORM, '')) || key(s);
  const bare = k.replace(GLUED_LEGAL_FORM, '');
  return bare.length >= 3 ? bare : k;
};

/** One of the known names, as read (a slip or two allowed in a long name), legal forms aside. */
export function isKnownName(text: string, names: readonly string[]): boolean {
  const k = firmKey(text);
  if (k.length < 3) return false;
  return names.some((n) => {
    const nk = firmKey(n);
    return nk === k || (nk.length >= 6 && distance(nk, k) <= Math.floor(nk.length / 5));
  });
}

/** Letters before the first digit, and the count of digit groups: `FG-560A` is `fg` and 1. */
const shape = (code: string): string => {
  const c = code.toUpperCase();
  const prefix = /^[A-Z]*/.exec(c)![0];
  return `${prefix}:${(c.match(/\d+/g) ?? []).length}`;
};

/**
 * The share (0..1) of a column's cells whose content fits a role. Names fit the role whose
 * known names they match; without known names any words fit, weakly (the heading decides).
 */
/** The share (0..1) of a column's filled cells that pass a test. */
export function shareOf(cells: readonly string[], test: (cell: string) => boolean): number {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
}

export function contentFit(role: ColumnRole, cells: readonly string[], known: KnownValues = {}): number {
  const share = (test: (c: string) => boolean) => shareOf(cells, test);
  switch (role) {
    case 'quantity':
      return isRunningCount(cells) ? 0 : share(isQuantityCell);
    case 'unit':
      return share(isUnitCell);
    case 'date':
    case 'use_by':
    case 'best_before':
    case 'made_on':
      return share(isDateCell);
    case 'supplier_lot':
      return share(isCodeCell);
    case 'po':
      return share(isPoCell);
    case 'lot': {
      const shapes = new Set((known.lots ?? []).map(shape));
      const codes = share((c) => isCodeCell(c) && !isOrderReferenceCell(c) && !isHandlingUnitCell(c));
      if (!shapes.size) return codes * 0.8;
      return Math.max(
        codes * 0.7,
        share((c) => isCodeCell(c) && !isHandlingUnitCell(c) && shapes.has(shape(c))),
      );
    }
    case 'name':
    case 'supplier':
    case 'customer': {
      const names =
        role === 'name' ? known.materials : role === 'supplier' ? known.suppliers : known.customers;
      const words = share(isTextCell);
      const matched = names?.length ? share((c) => isKnownName(c, names)) : 0;
      // Without the company's names, words fit a material (what every table lists) and only weakly the others.
      return Math.max(matched, words * (role === 'name' ? 0.6 : 0.3));
    }
  }
}

/**
 * A column that counts the rows (`1`, `2`, `3`; a European note's `10`, `20`, `30`): the line
 * numbers of a `Pos.` or `No.` column, whatever its heading, never what was counted. Three rows
 * at least, each the one before plus the same step, from that step.
 */
export function isRunningCount(cells: readonly string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  if (filled.length < 3 || !filled.every((c) => /^\d{1,3}\.?$/.test(c))) return false;
  const n = filled.map((c) => Number.parseInt(c, 10));
  const step = n[0]!;
  return step > 0 && n.every((v, i) => v === step * (i + 1));
}
