/** The pure rules of a recall drill (docs/recall-drills.md). */

export interface DrillTiming {
  startedAt: string;
  closedAt: string | null;
}

/** Minutes from start to close, or to `now` while the drill runs; rounded to 0.1. */
export const elapsedMinutes = (t: DrillTiming, now: string): number => {
  const end = Date.parse(t.closedAt ?? now);
  return Math.max(0, Math.round((end - Date.parse(t.startedAt)) / 6000) / 10);
};

/**
 * Within tolerance: the unaccounted share of what came in is at most the tolerance. A lot that
 * nothing came into (null percent) cannot be balanced, so it is outside.
 */
export const withinTolerance = (accountedPercent: number | null, tolerancePercent: number): boolean =>
  accountedPercent !== null && Math.abs(100 - accountedPercent) <= tolerancePercent + 1e-9;

export const withinTime = (minutes: number, targetMinutes: number): boolean => minutes <= targetMinutes;

/** A drill passes when it was done within the target time AND its mass balance is within tolerance. */
export const drillPassed = (
  minutes: number,
  targetMinutes: number,
  accountedPercent: number | null,
  tolerancePercent: number,
): boolean => withinTime(minutes, targetMinutes) && withinTolerance(accountedPercent, tolerancePercent);
