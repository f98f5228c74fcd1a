/**
 * Exact decimal quantities (spec 001 section 9: step 0.001). A quantity is an integer number of
 * thousandths, so sums never drift the way binary floats do (0.1 + 0.2 is exactly 0.3).
 * Nothing on the stock path adds floats: parse at the edge, add thousandths, format at the edge.
 */

/** Integer thousandths of a unit. */
export type Thousandths = number & { readonly __thousandths: unique symbol };

export const SCALE = 1000;
/** Large enough for any plant (a trillion units), small enough that sums of many stay safe integers. */
export const MAX_QUANTITY = 1_000_000_000_000;
const MAX_THOUSANDTHS = MAX_QUANTITY * SCALE;

export const quantityMessages = {
  notANumber: 'Must be a valid number',
  tooPrecise: 'At most 3 decimals are allowed',
  tooLarge: `Must be at most ${MAX_QUANTITY.toLocaleString('en-US')} in size`,
} as const;

/** Why a quantity was refused, for callers that word one reason their own way (never its text). */
export type QuantityRefusal = 'not-a-number' | 'too-precise' | 'too-large';
export type QuantityParse =
  | { ok: true; value: Thousandths }
  | { ok: false; reason: QuantityRefusal; message: string };

const refused = (reason: QuantityRefusal): QuantityParse => ({
  ok: false,
  reason,
  message:
    reason === 'not-a-number'
      ? quantityMessages.notANumber
      : reason === 'too-precise'
        ? quantityMessages.tooPrecise
        : quantityMessages.tooLarge,
});

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

const fromDecimalText = (text: string): QuantityParse => {
  const match = DECIMAL.exec(text);
  if (!match) return refused('not-a-number');
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return refused('not-a-number');
  if (fraction.replace(/0+$/, '').length > 3) return refused('too-precise');
  const digits = whole.replace(/^0+(?=\d)/, '');
  // Compare by length before converting: a 40-digit string must not round through a float.
  if (digits.length > String(MAX_QUANTITY).length) return refused('too-large');
  const thousandths = Number(digits || '0') * SCALE + Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (thousandths > MAX_THOUSANDTHS) return refused('too-large');
  const value = sign === '-' && thousandths !== 0 ? -thousandths : thousandths;
  return { ok: true, value: value as Thousandths };
};

/**
 * Reads "12.5", " -0.125 ", 3 or 0.1. Refuses NaN, Infinity, exponents that leave more than three
 * decimals, anything beyond MAX_QUANTITY and non-numeric text.
 */
export const parseQuantity = (input: unknown): QuantityParse => {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refused('not-a-number');
    if (Math.abs(input) > MAX_QUANTITY) return refused('too-large');
    // The shortest round-trip text of a double is what the sender typed (0.1 -> "0.1").
    const text = Math.abs(input) < 1e-6 && input !== 0 ? input.toFixed(20) : String(input);
    if (/e/i.test(text)) return fromDecimalText(input.toFixed(20));
    return fromDecimalText(text);
  }
  if (typeof input === 'string') return fromDecimalText(input.trim());
  return refused('not-a-number');
};

/** parseQuantity that throws; for values already validated (stored data, tests). */
export const quantity = (input: number | string): Thousandths => {
  const parsed = parseQuantity(input);
  if (!parsed.ok) throw new Error(`${parsed.message}: ${String(input)}`);
  return parsed.value;
};

export const fromThousandths = (value: number): Thousandths => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number of thousandths: ${value}`);
  return value as Thousandths;
};

export const ZERO = 0 as Thousandths;

export const add = (...values: readonly Thousandths[]): Thousandths => {
  let sum = 0;
  for (const v of values) sum += v;
  return fromThousandths(sum);
};

export const negate = (value: Thousandths): Thousandths => (value === 0 ? ZERO : (-value as Thousandths));

export const subtract = (a: Thousandths, b: Thousandths): Thousandths => add(a, negate(b));

export const compare = (a: Thousandths, b: Thousandths): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);

export const isZero = (value: Thousandths): boolean => value === 0;

/** The exact decimal text with up to three decimals ("1.5", "-0.125", "3"): for JSON answers and CSV. */
export const toDecimalString = (value: Thousandths): string => {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / SCALE);
  const fraction = String(abs % SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
};

/** The JSON number of a quantity: thousandths / 1000 is the nearest double to the exact decimal. */
export const toNumber = (value: Thousandths): number => value / SCALE;

/**
 * The screens' format (spec 001 section 9): two decimals, half away from zero, and a trailing
 * ".00" removed ("2", "1.50", "-0.13").
 */
export const formatQuantity = (value: Thousandths): string => {
  const abs = Math.abs(value);
  const hundredths = Math.floor(abs / 10) + (abs % 10 >= 5 ? 1 : 0);
  const sign = value < 0 && hundredths !== 0 ? '-' : '';
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return sign + text.replace(/\.00$/, '');
};

/** Formats a plain number (a JSON quantity) the same way, through its exact thousandths. */
export const formatQuantityNumber = (value: number): string => {
  const parsed = parseQuantity(value);
  return parsed.ok ? formatQuantity(parsed.value) : String(value);
};
