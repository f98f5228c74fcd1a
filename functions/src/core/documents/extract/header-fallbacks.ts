import type { LayoutPage } from '../layout.ts';
import { isKnownName } from './column-content.ts';
import { fitsType } from './fits-type.ts';
import type { FieldType } from './kinds.ts';

/** A value found by its look and place rather than its label: shown as doubtful on review. */
export const BY_POSITION = 0.8;

/** Dates a form carries that are not the document's own: expiry, best before, print or revision dates. */
const NOT_THE_DATE =
  /\b(exp|expiry|expires|best|use\s*by|bb|due|print|printed|rev|revision|version|valid|dob|born)/i;

const NUMERIC_DATE = /(?<![\d/.-])\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\d/.-])|\b\d{4}-\d{2}-\d{2}\b/;
const MONTH_DATE =
  /\b\d{1,2}(?:st|nd|rd|th)?[\s-]+[A-Za-z]{3,9}\.?[\s,-]+\d{2,4}\b|\b[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b/;
/**
 * A lot or batch word and an optional qualifier, or a run's step numbered (`Run #`, `Roast no.`:
 * the run's own number is its lot), then a code with a digit in it.
 */
const LOT_CODE =
  /\b(?:(?:lot|batch)\b\s*(?:no\b\.?|number|nr\.?|#|id|code)?|(?:run|roast|cook|fill|mix|bake|make|blend|brew|smoke)\s*(?:#|no\b\.?|number|nr\.?))\s*[:#.-]?\s*([A-Z0-9][A-Z0-9./-]*\d[A-Z0-9./-]*|\d[A-Z0-9./-]*)/i;
const PO_NUMBER = /\b(P\.?\s?O\.?\s?[#:-]?\s*\d{3,})\b/i;

/**
 * Header fields a page's labels did not give, taken from what the lines above the table hold:
 * the first date (not an expiry or print date) for the date field, a code after a `lot`/`batch`
 * word for a code field, a `PO 1234`-shaped number for a PO field. Real forms write these in a
 * title line, beside a stamp or after an unlisted wording (`Made 11/24/2026  Lot FG2611-04`).
 */
export function headerByContent(
  page: LayoutPage,
  fields: Record<string, FieldType>,
  beforeY: number,
): Record<string, { text: string; confidence: number }> {
  const lines = page.lines.filter((l) => l.box.top + l.box.height / 2 < beforeY);
  const found: Record<string, { text: string; confidence: number }> = {};
  for (const [field, type] of Object.entries(fields)) {
    for (const line of lines) {
      const text = line.text;
      let value: string | undefined;
      if (type === 'date' && !NOT_THE_DATE.test(text)) {
        value = (NUMERIC_DATE.exec(text) ?? MONTH_DATE.exec(text))?.[0];
      } else if (type === 'code') value = LOT_CODE.exec(text)?.[1];
      else if (type === 'po') value = PO_NUMBER.exec(text)?.[1];
      if (value && fitsType(type, value)) {
        found[field] = { text: value, confidence: line.confidence * BY_POSITION };
        break;
      }
    }
  }
  return found;
}

/**
 * Name fields no label gave, from a line above the table that is one of the company's names:
 * a supplier's letterhead on its delivery note (`Valley Mills - 12 Mill Road`), a ship-to block
 * written without its label, a batch sheet's product under a caption no list holds (`Flavour`,
 * `Pack-out: Honeycrisp 40lb Carton`). The name may lead the line (or what follows its colon)
 * before a dash, bar or comma, or before its address when the reader lost the dash (`Pescados
 * Ruiz S.L. Muelle 4, Vigo`): the line's leading words, the fewest that are one of the names.
 */
export function headerByName(
  page: LayoutPage,
  fields: Record<string, readonly string[]>,
  beforeY: number,
): Record<string, { text: string; confidence: number }> {
  const lines = page.lines.filter((l) => l.box.top + l.box.height / 2 < beforeY);
  const found: Record<string, { text: string; confidence: number }> = {};
  for (const [field, names] of Object.entries(fields)) {
    for (const line of lines) {
      // After a caption's colon: the name is the value (a label is never one of the names).
      const value = line.text.slice(line.text.lastIndexOf(':') + 1);
      const lead = value.split(/\s+[-–—|]\s+|,\s/)[0]!.trim();
      const text = [value.trim(), lead, ...leadingWords(value)].find((t) => isKnownName(t, names));
      if (text) {
        found[field] = { text, confidence: line.confidence * BY_POSITION };
        break;
      }
    }
  }
  return found;
}

/** A line's leading words, one word more each time: `Pescados`, `Pescados Ruiz`, ... */
const leadingWords = (text: string): string[] => {
  const words = text.trim().split(/\s+/);
  return words.slice(0, -1).map((_, i) => words.slice(0, i + 1).join(' '));
};
