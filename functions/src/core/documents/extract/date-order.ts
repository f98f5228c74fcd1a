import { orderEvidence, parseDate } from './parse-date.ts';
import type { DateOrder } from './types.ts';
import { yearlessEvidence } from './yearless-dates.ts';

/** The company's setting: always month first, always day first, or decided per document. */
export type DateOrderSetting = 'auto' | 'MDY' | 'DMY';

export interface DateOrderContext {
  /** The upload's day (ISO): paperwork is not dated after it, and seldom long before. */
  uploaded: string;
  /** Dates (ISO) of the company's recent documents: a reading near them is the likelier one. */
  recent?: readonly string[];
  /** Other dates written anywhere on the page (a note, a footer): they tell the order too. */
  elsewhere?: readonly string[];
}

export interface DateOrderDecision {
  order: DateOrder;
  /**
   * True when nothing on the page fixed the order and its numeric dates could be read either
   * way: the order was chosen by plausibility alone, so those dates are doubtful.
   */
  byPlausibility: boolean;
}

const DAY_MS = 86_400_000;
/** A document dated this long after its upload is a misreading (clocks, time zones: a day). */
const FUTURE_SLACK_DAYS = 1;

const days = (iso: string, from: string): number =>
  (Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/**
 * How a document's numeric dates are to be read. A fixed setting is followed. Automatic: any
 * date on the page that can only be read one way (`18/09/2026`, `09/18/2026`) fixes the order
 * for all of them (the majority when a page contradicts itself). Otherwise, when some date
 * could be read both ways, the order whose readings are plausible wins: not after the upload,
 * then consistent with the company's recent documents, then closest before the upload (a
 * document is photographed soon after it is written).
 */
export function decideDateOrder(
  texts: readonly string[],
  setting: DateOrderSetting,
  context: DateOrderContext,
): DateOrderDecision {
  if (setting !== 'auto') return { order: setting, byPlausibility: false };
  // A date without its year (`28/12`) tells the order as well as a full one.
  const evidence = texts.map((t) => orderEvidence(t) ?? yearlessEvidence(t));
  const told = [...evidence, ...(context.elsewhere ?? []).map(orderEvidence)];
  const dmy = told.filter((e) => e === 'DMY').length;
  const mdy = told.filter((e) => e === 'MDY').length;
  if (dmy !== mdy) return { order: dmy > mdy ? 'DMY' : 'MDY', byPlausibility: false };
  const ambiguous = texts.filter((_, i) => evidence[i] === 'ambiguous');
  if (ambiguous.length === 0) {
    // Dates that lost their separators (`181126`, `18.11.26` read without its dots) are no
    // evidence beside written ones, but where nothing else tells, the order that reads more of
    // the page's dates at all is the page's.
    const [asDmy, asMdy] = (['DMY', 'MDY'] as const).map((o) => texts.filter((t) => parseDate(t, o)).length);
    if (asDmy !== asMdy) return { order: asDmy! > asMdy! ? 'DMY' : 'MDY', byPlausibility: true };
    // Nothing to decide: every date reads the same either way.
    return { order: 'MDY', byPlausibility: false };
  }
  const together = [
    ...ambiguous,
    ...(context.elsewhere ?? []).filter((t) => orderEvidence(t) === 'ambiguous'),
  ];
  const [best] = (['MDY', 'DMY'] as const)
    .map((order) => ({ order, cost: plausibilityCost(ambiguous, order, context, together) }))
    .sort((a, b) => compareCost(a.cost, b.cost));
  return { order: best!.order, byPlausibility: true };
}

interface Cost {
  /** Readings dated after the upload. */
  future: number;
  /** Readings far (more than 90 days) from every recent document's date. */
  strangers: number;
  /** Days from the page's earliest date to its latest. */
  spread: number;
  /** Median days before the upload. */
  age: number;
}

/** Spreads closer than this say nothing: a page's dates are days apart in either reading. */
const SPREAD_SLACK_DAYS = 14;

const compareCost = (a: Cost, b: Cost): number =>
  a.future - b.future ||
  a.strangers - b.strangers ||
  (Math.abs(a.spread - b.spread) > SPREAD_SLACK_DAYS ? a.spread - b.spread : 0) ||
  a.age - b.age;

/**
 * How implausible one reading of a page's dates is. `together`: all its dates that read both
 * ways, written anywhere on it: one document's dates lie close together (an order placed days
 * before it ships, a week's log), so the reading that spreads them over months is the wrong one.
 */
function plausibilityCost(
  texts: readonly string[],
  order: DateOrder,
  context: DateOrderContext,
  together: readonly string[],
): Cost {
  const isos = texts.map((t) => parseDate(t, order)?.iso).filter((d): d is string => Boolean(d));
  const all = together
    .map((t) => parseDate(t, order)?.iso)
    .filter((d): d is string => Boolean(d))
    .map((iso) => days(iso, context.uploaded));
  const recent = context.recent ?? [];
  const ages = isos.map((iso) => -days(iso, context.uploaded)).sort((a, b) => a - b);
  return {
    future: ages.filter((age) => age < -FUTURE_SLACK_DAYS).length,
    strangers: recent.length
      ? isos.filter((iso) => recent.every((r) => Math.abs(days(iso, r)) > 90)).length
      : 0,
    spread: all.length ? Math.max(...all) - Math.min(...all) : 0,
    age: Math.abs(ages[Math.floor(ages.length / 2)] ?? 0),
  };
}
