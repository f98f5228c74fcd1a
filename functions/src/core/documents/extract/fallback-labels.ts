import type { LabelledValue } from './header-labels.ts';
import type { KindSpec } from './kinds.ts';

/** A fallback label's key beside its field's own (no label is compact text with a space). */
const FALLBACK = ' fallback';

/** The header's labels by field, with each field's fallback labels under their own key. */
export function labelsWithFallbacks(
  spec: KindSpec,
  own: (field: string) => readonly string[],
): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(spec.header).flatMap(([f, h]) => [
      [f, own(f)],
      ...(h.fallbackLabels ? [[f + FALLBACK, h.fallbackLabels]] : []),
    ]),
  );
}

/** The field a label key fills: its own, or the one its fallback stands in for. */
export const fieldOfKey = (key: string): string =>
  key.endsWith(FALLBACK) ? key.slice(0, -FALLBACK.length) : key;

/**
 * Values read after fallback labels fill their fields only where the field's own labels gave
 * none (an invoice's `Bill to` is the customer on a page with no `Ship to`).
 */
export function takeFallbacks(found: Record<string, LabelledValue>): Record<string, LabelledValue> {
  const out: Record<string, LabelledValue> = {};
  for (const [key, value] of Object.entries(found)) if (!key.endsWith(FALLBACK)) out[key] = value;
  for (const [key, value] of Object.entries(found)) {
    const field = fieldOfKey(key);
    if (key !== field && !out[field]) out[field] = value;
  }
  return out;
}
