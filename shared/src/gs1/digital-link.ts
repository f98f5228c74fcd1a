import { aiDefinition, aiValueProblem } from './application-identifiers.ts';
import { checkGtin } from './check-digit.ts';
import type { Gs1Element } from './element-string.ts';

/**
 * GS1 Digital Link URIs (GS1 Digital Link Standard: URI Syntax): a GTIN as the primary key in the
 * path (/01/<gtin>), key qualifiers after it in their fixed order (/22/cpv, /10/lot, /21/serial),
 * data attributes as a query (?17=YYMMDD). Only the GTIN key is read: our labels carry no other.
 */

const QUALIFIERS = ['22', '10', '21'] as const;
const SHORT_NAMES: Record<string, string> = { gtin: '01', cpv: '22', lot: '10', ser: '21', exp: '17' };

/** Percent-encodes all but RFC 3986 unreserved characters, as the standard asks of AI values. */
const encodeValue = (value: string): string =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

export interface DigitalLinkInput {
  /** Scheme, host and optional path of our own, e.g. https://app.example.com */
  base: string;
  gtin: string;
  lot?: string;
  /** Data attributes, e.g. { '17': '261231' }. */
  attributes?: Readonly<Record<string, string>>;
}

/** Builds the URI; throws on a GTIN or value the standard would not accept (a programming error). */
export const buildDigitalLink = (input: DigitalLinkInput): string => {
  const gtin = checkGtin(input.gtin);
  if (!gtin.ok) throw new Error(gtin.message);
  const elements: Gs1Element[] = [{ ai: '01', value: gtin.gtin14 }];
  if (input.lot !== undefined) elements.push({ ai: '10', value: input.lot });
  for (const [ai, value] of Object.entries(input.attributes ?? {})) elements.push({ ai, value });
  for (const element of elements) {
    const definition = aiDefinition(element.ai);
    const problem = definition ? aiValueProblem(definition, element.value) : `Unknown AI (${element.ai})`;
    if (problem) throw new Error(problem);
  }
  const path = `/01/${gtin.gtin14}${input.lot !== undefined ? `/10/${encodeValue(input.lot)}` : ''}`;
  const query = Object.entries(input.attributes ?? {})
    .map(([ai, value]) => `${ai}=${encodeValue(value)}`)
    .join('&');
  return `${input.base.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
};

export type DigitalLinkParse =
  | { ok: true; elements: Gs1Element[]; gtin14: string; lot: string | null }
  | { ok: false; message: string };

const fail = (message: string): DigitalLinkParse => ({ ok: false, message });

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Reads a Digital Link URI or its path alone ("/01/.../10/..."): any prefix path of the domain is
 * skipped, the GTIN's check digit is verified, values are percent-decoded and checked against
 * their AI. Query parameters that are not AIs (a resolver's own) are ignored, as the standard says.
 */
export const parseDigitalLink = (input: string): DigitalLinkParse => {
  let url: URL;
  try {
    url = new URL(input.trim(), 'https://placeholder.invalid');
  } catch {
    return fail('Not a web address');
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const keyAt = segments.findIndex(
    (s, i) => (s === '01' || s === 'gtin') && /^\d{8,14}$/.test(segments[i + 1] ?? ''),
  );
  if (keyAt === -1) return fail('Not a GS1 Digital Link (no /01/<GTIN> in the address)');
  const gtin = checkGtin(segments[keyAt + 1]!);
  if (!gtin.ok) return fail(gtin.message);
  const elements: Gs1Element[] = [{ ai: '01', value: gtin.gtin14 }];
  const rest = segments.slice(keyAt + 2);
  if (rest.length % 2 !== 0) return fail('A Digital Link qualifier has no value');
  let order = -1;
  for (let i = 0; i < rest.length; i += 2) {
    const ai = SHORT_NAMES[rest[i]!] ?? rest[i]!;
    const position = (QUALIFIERS as readonly string[]).indexOf(ai);
    if (position <= order) return fail(`(${ai}) is not a key qualifier of a GTIN here`);
    order = position;
    const value = decode(rest[i + 1]!);
    if (value === null) return fail('The address is badly percent-encoded');
    elements.push({ ai, value });
  }
  for (const [name, raw] of url.searchParams) {
    const ai = SHORT_NAMES[name] ?? name;
    if (!/^\d{2,4}$/.test(ai) || !aiDefinition(ai)) continue;
    elements.push({ ai, value: raw });
  }
  for (const element of elements.slice(1)) {
    const problem = aiValueProblem(aiDefinition(element.ai)!, element.value);
    if (problem) return fail(problem);
  }
  return { ok: true, elements, gtin14: gtin.gtin14, lot: elements.find((e) => e.ai === '10')?.value ?? null };
};
