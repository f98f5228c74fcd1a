import { distance } from 'fastest-levenshtein';
import type { Extraction } from '../../../functions/src/core/documents/extract/types.ts';
import { CUSTOMERS, FINISHED_GOODS, INGREDIENTS, PACKAGING, SUPPLIERS } from './vocabulary.ts';

/**
 * A stand-in for the matching step that comes later (names to the company's suppliers,
 * materials and customers): each read name snaps to the closest name on the generated
 * company's lists when at most 40% of its letters differ. Benchmark only: it shows what
 * extraction plus matching can reach, next to extraction alone.
 */
const LISTS: Record<string, readonly string[]> = {
  supplier_name: SUPPLIERS,
  material_name: [...INGREDIENTS, ...PACKAGING, ...FINISHED_GOODS],
  product_name: FINISHED_GOODS,
  customer_name: CUSTOMERS,
};

const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9&]/g, '');

function snap(value: string | number | null, list: readonly string[]): string | number | null {
  if (typeof value !== 'string' || !value) return value;
  let best: string | null = null;
  let bestRatio = Infinity;
  for (const name of list) {
    const ratio = distance(key(value), key(name)) / Math.max(key(name).length, 1);
    if (ratio < bestRatio) [best, bestRatio] = [name, ratio];
  }
  return best && bestRatio <= 0.4 ? best : value;
}

export function withNamesMatched(x: Extraction): Extraction {
  const fix = (fields: Record<string, { value: string | number | null }>) =>
    Object.fromEntries(
      Object.entries(fields).map(([f, v]) => [f, LISTS[f] ? { ...v, value: snap(v.value, LISTS[f]) } : v]),
    );
  return {
    ...x,
    header: fix(x.header as unknown as Record<string, { value: string | number | null }>),
    rows: x.rows.map((r) => fix(r as unknown as Record<string, { value: string | number | null }>)),
  } as unknown as Extraction;
}
