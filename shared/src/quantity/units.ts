import { fromThousandths, type Thousandths, toDecimalString } from './quantity.ts';

/**
 * Converting quantities between units of one kind (issue 11: a row in another unit than its
 * material's). Factors are exact rationals to a base unit (gram, millilitre), computed in BigInt,
 * so kg -> g is exact and lb -> kg rounds once, to the nearest thousandth.
 */

export type UnitKind = 'weight' | 'volume' | 'count';

/** `numerator / denominator` base units per unit. */
interface Factor {
  kind: UnitKind;
  numerator: bigint;
  denominator: bigint;
}

const factor = (kind: UnitKind, decimal: string): Factor => {
  const [whole, fraction = ''] = decimal.split('.');
  return {
    kind,
    numerator: BigInt(`${whole}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
  };
};

/** Exact legal definitions: 1 lb = 453.59237 g, 1 US gal = 3785.411784 mL (231 cubic inches). */
const STANDARD_FACTORS: Record<string, Factor> = {
  g: factor('weight', '1'),
  kg: factor('weight', '1000'),
  lb: factor('weight', '453.59237'),
  oz: factor('weight', '28.349523125'),
  ml: factor('volume', '1'),
  l: factor('volume', '1000'),
  gal: factor('volume', '3785.411784'),
  'fl oz': factor('volume', '29.5735295625'),
  pint: factor('volume', '473.176473'),
};

/**
 * A company's own unit defined as an amount of another unit ("case" = 12 "unit", "sack" = 25
 * "kg"). `amount` is in thousandths, like every quantity.
 */
export interface CustomUnitDefinition {
  abbr: string;
  amount: Thousandths;
  of: string;
}

const key = (abbr: string): string => abbr.trim().toLowerCase().replace(/\s+/g, ' ');

export type Conversion = { ok: true; value: Thousandths; exact: boolean } | { ok: false; message: string };

export const conversionMessages = {
  incompatible: (from: string, to: string) => `Cannot convert ${from} to ${to}`,
  roundsToZero: (amount: string, from: string, to: string) =>
    `${amount} ${from} is less than 0.001 ${to}, the smallest amount kept in ${to}; enter a larger amount or record it in ${to}`,
} as const;

/**
 * A unit's factor to its root unit: gram and millilitre for the standard kinds; any other unit
 * that is not a custom definition ("unit", "bag", "case") is a count root of its own, so only
 * units of one family convert into each other. Cycles in custom definitions give null.
 */
const resolve = (
  abbr: string,
  custom: readonly CustomUnitDefinition[],
  seen: ReadonlySet<string> = new Set(),
): (Factor & { root: string }) | null => {
  const k = key(abbr);
  const standard = STANDARD_FACTORS[k];
  if (standard) return { ...standard, root: standard.kind };
  if (seen.has(k)) return null;
  const own = custom.find((u) => key(u.abbr) === k);
  if (!own) return { kind: 'count', numerator: 1n, denominator: 1n, root: k };
  const base = resolve(own.of, custom, new Set([...seen, k]));
  if (!base) return null;
  return {
    ...base,
    numerator: base.numerator * BigInt(own.amount),
    denominator: base.denominator * 1000n,
  };
};

/** Rounds numerator/denominator to the nearest integer, halves away from zero. */
const roundDiv = (numerator: bigint, denominator: bigint): { value: bigint; exact: boolean } => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const remainder = n % d;
  const rounded = remainder * 2n >= d ? quotient + 1n : quotient;
  return { value: negative ? -rounded : rounded, exact: remainder === 0n };
};

/**
 * Converts `value` from one unit to another: the same unit (any case) is returned as is; two
 * units of one kind convert exactly where the factors allow, else to the nearest thousandth
 * (`exact: false`); anything else is refused with a message naming both units.
 */
export const convertQuantity = (
  value: Thousandths,
  from: string,
  to: string,
  custom: readonly CustomUnitDefinition[] = [],
): Conversion => {
  if (key(from) === key(to)) return { ok: true, value, exact: true };
  const a = resolve(from, custom);
  const b = resolve(to, custom);
  if (!a || !b || a.root !== b.root) {
    return { ok: false, message: conversionMessages.incompatible(from.trim(), to.trim()) };
  }
  const { value: result, exact } = roundDiv(
    BigInt(value) * a.numerator * b.denominator,
    a.denominator * b.numerator,
  );
  // A real amount that vanishes in the target unit would post nothing while the paperwork says
  // something moved: refused, so the user decides (0.4 g into a material kept in kg).
  if (result === 0n && value !== 0) {
    return {
      ok: false,
      message: conversionMessages.roundsToZero(toDecimalString(value), from.trim(), to.trim()),
    };
  }
  return { ok: true, value: fromThousandths(Number(result)), exact };
};

export const standardUnitKind = (abbr: string): UnitKind | null => STANDARD_FACTORS[key(abbr)]?.kind ?? null;
