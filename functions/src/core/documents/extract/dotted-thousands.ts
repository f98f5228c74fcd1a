import type { Layout } from '../layout.ts';
import type { ExtractedField } from './types.ts';

/**
 * Continental Europe groups thousands with dots (`1.000 kg`, `12.500`) and writes its dates with
 * them (`26.11.2026`) and its decimals with commas (`200,0`, `4,2 kg`): on such a page a quantity
 * read as `1.000` is a thousand, not one. A page decides so when it writes a date with dots, or
 * two numbers or more with a decimal comma (an Italian sheet that dates `24-11-2026`), and no
 * number with a decimal point (`18.5`, `6.25`, a time `07.15`): a British log that dots its dates
 * (`24.11.26`) and weighs `18.5 kg` keeps its decimals.
 */
const DOTTED_DATE = /(?<![\d.])\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})(?![\d.])/g;
const DECIMAL_POINT = /(?<![\d.])\d+\.\d{1,2}(?![\d.])/;
/** `200,0`, `4,2`: a comma before one or two digits is no thousands' comma (`1,250`). */
const DECIMAL_COMMA = /(?<![\d,])\d+,\d{1,2}(?![\d,])/g;
const GROUPED = /^\s*(\d{1,3}(?:\.\d{3})+)(?=\s*(?:[^\d\s.,].*)?$)/;

export function groupsThousandsWithDots(layout: Layout): boolean {
  const lines = layout.pages.flatMap((p) => p.lines.map((l) => l.text));
  const commas = lines.reduce((n, t) => n + (t.match(DECIMAL_COMMA)?.length ?? 0), 0);
  if (!lines.some((t) => new RegExp(DOTTED_DATE.source).test(t)) && commas < 2) return false;
  return !lines.some((t) => DECIMAL_POINT.test(t.replace(DOTTED_DATE, ' ')));
}

/** A number field read as a decimal that the page writes as thousands (`1.000` -> 1000), or null. */
export function asThousands(field: ExtractedField<string | number>): ExtractedField<string | number> | null {
  const m = GROUPED.exec(field.raw);
  if (!m || typeof field.value !== 'number') return null;
  return { ...field, value: Number(m[1]!.replace(/\./g, '')) };
}
