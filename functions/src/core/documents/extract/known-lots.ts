/**
 * The company's lot codes as extraction needs them: a bounded sample, taken in turn from each
 * material's newest codes, so a column of codes shaped like the company's own is told for its
 * lot column (column-content.ts compares shapes only). A company holds thousands of lots; a
 * few of each material's newest carry its shapes, and the sample stays small enough to read
 * in the Extract step and to compare cheaply.
 */
export const MAX_KNOWN_LOTS = 600;

/**
 * At most this many materials' lots are read for the sample (one query each in the Extract
 * step): a plant with more still shows its shapes, and an upload never costs a query per
 * material of a long catalogue.
 */
export const MAX_LOT_SAMPLE_MATERIALS = 150;

/** Codes by material, each material's newest first; at most `limit` distinct codes in all. */
export function knownLotCodes(
  byMaterial: ReadonlyMap<number, readonly string[]>,
  limit = MAX_KNOWN_LOTS,
): string[] {
  const lists = [...byMaterial.values()];
  const seen = new Set<string>();
  const out: string[] = [];
  // Round by round (each material's newest, then each one's next) so one material with
  // hundreds of lots cannot crowd out another's shape.
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < limit; i++) {
    for (const list of lists) {
      const code = list[i]?.trim();
      if (!code || seen.has(code.toUpperCase())) continue;
      seen.add(code.toUpperCase());
      out.push(code);
      if (out.length >= limit) break;
    }
  }
  return out;
}
