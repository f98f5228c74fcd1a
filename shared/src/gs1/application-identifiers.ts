/**
 * The GS1 Application Identifiers a lot label or a scanned case may carry (GS1 General
 * Specifications section 3.2). `fixed` values have exactly `length` characters; the others up to
 * `length` and end at a separator (FNC1, sent by scanners as GS, 0x1d) unless they end the string.
 */
export interface AiDefinition {
  ai: string;
  title: string;
  length: number;
  fixed: boolean;
  /** 'N' digits only, 'X' the 82 characters of GS1 AI encodable character set 82, 'date' YYMMDD. */
  content: 'N' | 'X' | 'date';
}

const def = (
  ai: string,
  title: string,
  length: number,
  fixed: boolean,
  content: AiDefinition['content'],
) => ({
  ai,
  title,
  length,
  fixed,
  content,
});

const FIXED_AIS: AiDefinition[] = [
  def('00', 'SSCC', 18, true, 'N'),
  def('01', 'GTIN', 14, true, 'N'),
  def('02', 'CONTENT', 14, true, 'N'),
  def('11', 'PROD DATE', 6, true, 'date'),
  def('12', 'DUE DATE', 6, true, 'date'),
  def('13', 'PACK DATE', 6, true, 'date'),
  def('15', 'BEST BEFORE or BEST BY', 6, true, 'date'),
  def('16', 'SELL BY', 6, true, 'date'),
  def('17', 'USE BY or EXPIRY', 6, true, 'date'),
  def('20', 'VARIANT', 2, true, 'N'),
];

const VARIABLE_AIS: AiDefinition[] = [
  def('10', 'BATCH/LOT', 20, false, 'X'),
  def('21', 'SERIAL', 20, false, 'X'),
  def('22', 'CPV', 20, false, 'X'),
  def('240', 'ADDITIONAL ID', 30, false, 'X'),
  def('241', 'CUST. PART No.', 30, false, 'X'),
  def('30', 'VAR. COUNT', 8, false, 'N'),
  def('37', 'COUNT', 8, false, 'N'),
  def('400', 'ORDER NUMBER', 30, false, 'X'),
  def('410', 'SHIP TO LOC', 13, true, 'N'),
  def('414', 'LOC No.', 13, true, 'N'),
  def('90', 'INTERNAL', 30, false, 'X'),
];

/** Trade measures 310n-369n: six digits, n the decimal places (310n net kg, 330n gross kg...). */
const measure = (ai: string): AiDefinition | undefined =>
  /^3[1-6]\d\d$/.test(ai) ? def(ai, 'MEASURE', 6, true, 'N') : undefined;

const TABLE = new Map([...FIXED_AIS, ...VARIABLE_AIS].map((d) => [d.ai, d]));

export const aiDefinition = (ai: string): AiDefinition | undefined => TABLE.get(ai) ?? measure(ai);

/** The AI that starts `text`, trying 2, 3 then 4 digits (AIs are prefix-free). */
export const aiAt = (text: string, at: number): AiDefinition | undefined => {
  for (const length of [2, 3, 4]) {
    const found = aiDefinition(text.slice(at, at + length));
    if (found) return found;
  }
  return undefined;
};

/** GS1 AI encodable character set 82 (General Specifications figure 7.11-1). */
export const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

/** A GS1 date YYMMDD (DD 00 means the month's end); the century is the one within -49..+50 years. */
export const isGs1Date = (value: string): boolean => {
  if (!/^\d{6}$/.test(value)) return false;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(value.slice(0, 2));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
};

/** YYMMDD to ISO YYYY-MM-DD, resolving the century as section 7.12 does (from `today`). */
export const gs1DateToIso = (value: string, today = new Date()): string => {
  const yy = Number(value.slice(0, 2));
  const current = today.getUTCFullYear();
  const diff = yy - (current % 100);
  let century = Math.floor(current / 100);
  if (diff >= 51) century -= 1;
  else if (diff <= -50) century += 1;
  const year = century * 100 + yy;
  const month = Number(value.slice(2, 4));
  let day = Number(value.slice(4, 6));
  if (day === 0) day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${value.slice(2, 4)}-${String(day).padStart(2, '0')}`;
};

/** ISO YYYY-MM-DD (or a longer ISO timestamp) to YYMMDD. */
export const isoToGs1Date = (iso: string): string =>
  `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

/** Checks one value against its AI's rules; answers the problem or null. */
export const aiValueProblem = (definition: AiDefinition, value: string): string | null => {
  const label = `(${definition.ai}) ${definition.title}`;
  if (
    definition.fixed
      ? value.length !== definition.length
      : value.length < 1 || value.length > definition.length
  ) {
    return definition.fixed
      ? `${label} must be ${definition.length} characters`
      : `${label} must be 1 to ${definition.length} characters`;
  }
  if (definition.content === 'N' && !/^\d+$/.test(value)) return `${label} must be digits`;
  if (definition.content === 'date' && !isGs1Date(value)) return `${label} must be a date YYMMDD`;
  if (definition.content === 'X' && !CSET82.test(value))
    return `${label} holds a character GS1 does not allow`;
  return null;
};
