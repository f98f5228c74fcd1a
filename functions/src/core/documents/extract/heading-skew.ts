import { median, type PageWord } from './page-words.ts';

/** More than ~6 degrees is not skew but a mismatch. */
const MAX_SLOPE = 0.1;

/**
 * The page skew (dy/dx) from a row of headings. Headings centred in a tall heading row sit at
 * a few levels: a one-line `Quantity` halfway down beside `Unit of` over `Measure` from the
 * top. A line fitted through all of them takes the levels for a tilt whenever one level gathers
 * at one end of the row, and a line through the most of them is no better (from a cluster at
 * one end to a far heading on another level, it grazes the cluster). The skew is the one that
 * lines each heading up with another best, whatever its level (any two headings give a
 * candidate); then each level's own least-squares slope, pooled.
 */
export function fitSlope(words: readonly PageWord[]): number {
  if (words.length < 3) return leastSquares(words);
  const height = median(words.map((w) => w.height));
  const candidates = [0];
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) {
      const dx = words[j]!.x - words[i]!.x;
      if (Math.abs(dx) < 1e-6) continue;
      const slope = (words[j]!.y - words[i]!.y) / dx;
      if (Math.abs(slope) <= MAX_SLOPE) candidates.push(slope);
    }
  let best = 0;
  let bestCost = Infinity;
  for (const slope of candidates) {
    const cost = levelCost(words, slope, height);
    if (cost < bestCost - 1e-12 || (Math.abs(cost - bestCost) <= 1e-12 && Math.abs(slope) < Math.abs(best))) {
      best = slope;
      bestCost = cost;
    }
  }
  return pooledSlope(words, best, height);
}

/** How far each heading, turned back by `slope`, sits from its nearest neighbour's level (capped: a heading alone on its level costs the same at any slope). */
function levelCost(words: readonly PageWord[], slope: number, height: number): number {
  const ys = words.map((w) => w.y - slope * w.x);
  return ys.reduce((sum, y, i) => {
    let nearest = height * 0.5;
    ys.forEach((other, j) => {
      if (j !== i) nearest = Math.min(nearest, Math.abs(other - y));
    });
    return sum + nearest;
  }, 0);
}

/** The slope fitted within each level (headings whose turned-back centres are close), pooled over the levels. */
function pooledSlope(words: readonly PageWord[], slope: number, height: number): number {
  const sorted = [...words].sort((a, b) => a.y - slope * a.x - (b.y - slope * b.x));
  const levels: PageWord[][] = [];
  let lastY = -Infinity;
  for (const w of sorted) {
    const y = w.y - slope * w.x;
    if (y - lastY > height * 0.25 || !levels.length) levels.push([w]);
    else levels[levels.length - 1]!.push(w);
    lastY = y;
  }
  let num = 0;
  let den = 0;
  for (const level of levels) {
    if (level.length < 2) continue;
    const mx = level.reduce((s, w) => s + w.x, 0) / level.length;
    const my = level.reduce((s, w) => s + w.y, 0) / level.length;
    for (const w of level) {
      num += (w.x - mx) * (w.y - my);
      den += (w.x - mx) ** 2;
    }
  }
  const pooled = den > 1e-6 ? num / den : slope;
  return Math.abs(pooled) > MAX_SLOPE ? 0 : pooled;
}

/** Least-squares dy/dx; 0 when the points cannot give one. */
export function leastSquares(words: readonly PageWord[]): number {
  if (words.length < 2) return 0;
  const mx = words.reduce((s, w) => s + w.x, 0) / words.length;
  const my = words.reduce((s, w) => s + w.y, 0) / words.length;
  let num = 0;
  let den = 0;
  for (const w of words) {
    num += (w.x - mx) * (w.y - my);
    den += (w.x - mx) ** 2;
  }
  const slope = den > 1e-6 ? num / den : 0;
  return Math.abs(slope) > MAX_SLOPE ? 0 : slope;
}
