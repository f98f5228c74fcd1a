import { aiAt, aiDefinition, aiValueProblem } from './application-identifiers.ts';
import { checkGtin } from './check-digit.ts';

/** One GS1 element: an Application Identifier and its value. */
export interface Gs1Element {
  ai: string;
  value: string;
}

export type ElementStringParse = { ok: true; elements: Gs1Element[] } | { ok: false; message: string };

/** FNC1 as scanners send it in the data (ASCII group separator). */
export const GS = '\u001d';

/** Symbology identifiers a scanner may put first: ]C1 GS1-128, ]d2 GS1 DataMatrix, ]Q3 GS1 QR, ]e0 DataBar. */
const SYMBOLOGY_ID = /^\][A-Za-z][0-9A-Za-z]/;

const fail = (message: string): ElementStringParse => ({ ok: false, message });

/** "(01)09506000134352(10)ABC": the human-readable form printed under bars. */
const parseBracketed = (text: string): ElementStringParse => {
  const elements: Gs1Element[] = [];
  const pattern = /\((\d{2,4})\)([^(]*)/gy;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    elements.push({ ai: match[1]!, value: match[2]! });
    consumed += match[0].length;
  }
  if (consumed !== text.length || elements.length === 0) return fail('Not a GS1 element string');
  return checked(elements);
};

const checked = (elements: Gs1Element[]): ElementStringParse => {
  for (const element of elements) {
    const definition = aiDefinition(element.ai);
    if (!definition) return fail(`Unknown GS1 Application Identifier (${element.ai})`);
    const problem = aiValueProblem(definition, element.value);
    if (problem) return fail(problem);
    if (element.ai === '01' || element.ai === '02') {
      const gtin = checkGtin(element.value);
      if (!gtin.ok) return fail(gtin.message);
    }
  }
  return { ok: true, elements };
};

/**
 * A raw element string, with FNC1 separators (GS) after variable-length values or without them.
 * Without them a variable-length value runs to the end of the string, which reads right whenever
 * it was encoded last (as GS1 recommends and as our labels do); one that would run past its
 * maximum length is refused rather than guessed at.
 */
const parseRaw = (text: string): ElementStringParse => {
  const elements: Gs1Element[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at += 1;
      continue;
    }
    const definition = aiAt(text, at);
    if (!definition) return fail(`Unknown GS1 Application Identifier at "${text.slice(at, at + 4)}"`);
    at += definition.ai.length;
    let end: number;
    if (definition.fixed) {
      end = at + definition.length;
      if (end > text.length) return fail(`(${definition.ai}) ${definition.title} is cut short`);
    } else {
      const separator = text.indexOf(GS, at);
      end = separator === -1 ? text.length : separator;
    }
    elements.push({ ai: definition.ai, value: text.slice(at, end) });
    at = end;
  }
  if (elements.length === 0) return fail('Not a GS1 element string');
  return checked(elements);
};

/**
 * Reads a GS1 element string as printed ("(01)...(10)...") or as scanned (an optional symbology
 * identifier, then AIs and values with or without GS separators).
 */
export const parseElementString = (input: string): ElementStringParse => {
  let text = input.trim();
  if (text.startsWith('(')) return parseBracketed(text);
  if (SYMBOLOGY_ID.test(text)) text = text.slice(3);
  return parseRaw(text);
};

/**
 * Writes elements as one string: `brackets` the human-readable (and bwip-js) form, else raw with a
 * GS after each variable-length value that is not last. Callers put fixed-length elements first.
 */
export const formatElementString = (elements: readonly Gs1Element[], style: 'brackets' | 'raw'): string =>
  elements
    .map((element, index) => {
      if (style === 'brackets') return `(${element.ai})${element.value}`;
      const definition = aiDefinition(element.ai);
      const needsSeparator = definition && !definition.fixed && index < elements.length - 1;
      return `${element.ai}${element.value}${needsSeparator ? GS : ''}`;
    })
    .join('');
