import type { DrillSummary } from '@bp/shared/contracts/drills.ts';

/** Minutes as a person reads a drill's time: `1 h 05 min`, `42 min`, `0.4 min`. */
export const minutesText = (minutes: number): string => {
  if (minutes < 1) return `${Math.round(minutes * 10) / 10} min`;
  const whole = Math.floor(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
};

/** Minutes from the drill's start to its close, or to `now` while it is open. */
export const elapsedMinutes = (
  drill: Pick<DrillSummary, 'started_at' | 'elapsed_minutes'>,
  now: number,
): number => drill.elapsed_minutes ?? Math.max(0, (now - Date.parse(drill.started_at)) / 60_000);

/** Pass, fail, or still running: the history's verdict. */
export const verdictText = (drill: Pick<DrillSummary, 'status' | 'passed'>): string =>
  drill.status === 'open' ? 'Running' : drill.passed ? 'Passed' : 'Failed';
