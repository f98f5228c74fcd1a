import { nameKey } from './name-key.ts';
import { similarity } from './similarity.ts';
import type { NamedRecord } from './catalog.ts';

/**
 * A read name to one of the company's records: exact after normalising, then a learned alias,
 * then the closest name when it is close enough (FUZZY_THRESHOLD, tuned on the generated
 * documents: see docs/documents.md) and clearly closer than any other record (FUZZY_MARGIN).
 */
export const FUZZY_THRESHOLD = 0.65;
export const FUZZY_MARGIN = 0.1;
/** Names this short match only exactly: one wrong letter of four could be any word. */
const MIN_FUZZY_LENGTH = 4;

export type MatchedBy = 'exact' | 'alias' | 'fuzzy';

export interface NameMatch {
  id: number;
  name: string;
  score: number;
  by: MatchedBy;
}

interface Candidate {
  id: number;
  text: string;
  alias: boolean;
}

export interface NameIndex {
  byKey: ReadonlyMap<string, Candidate>;
  candidates: readonly Candidate[];
  names: ReadonlyMap<number, string>;
}

/** Records and the aliases learned for them (aliases of records no longer listed are left out). */
export function nameIndex(
  records: readonly NamedRecord[],
  aliases: readonly { text: string; id: number }[],
): NameIndex {
  const names = new Map(records.map((r) => [r.id, r.name]));
  const candidates: Candidate[] = [
    ...records.map((r) => ({ id: r.id, text: r.name, alias: false })),
    ...aliases.filter((a) => names.has(a.id)).map((a) => ({ id: a.id, text: a.text, alias: true })),
  ];
  const byKey = new Map<string, Candidate>();
  // A record's own name wins over an alias spelled the same.
  for (const c of candidates) if (!byKey.has(nameKey(c.text))) byKey.set(nameKey(c.text), c);
  return { byKey, candidates, names };
}

export function matchName(
  index: NameIndex,
  raw: string | null | undefined,
  threshold = FUZZY_THRESHOLD,
): NameMatch | null {
  const key = raw ? nameKey(raw) : '';
  if (!key) return null;
  const found = index.byKey.get(key);
  if (found) return hit(index, found.id, 1, found.alias ? 'alias' : 'exact');
  if (key.replace(/ /g, '').length < MIN_FUZZY_LENGTH) return null;
  const best = new Map<number, number>();
  for (const c of index.candidates) {
    const score = similarity(raw!, c.text);
    if (score > (best.get(c.id) ?? -1)) best.set(c.id, score);
  }
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (first && first[1] >= threshold && (!second || first[1] - second[1] >= FUZZY_MARGIN))
    return hit(index, first[0], first[1], 'fuzzy');
  return null;
}

const hit = (index: NameIndex, id: number, score: number, by: MatchedBy): NameMatch => ({
  id,
  name: index.names.get(id)!,
  score,
  by,
});
