/**
 * Dates on paperwork are recent: a read date far in the future or years old is a misread
 * (`2062` for `2026`, a day taken for a year). It keeps its value for review with a low
 * confidence. Dates extraction could not read stay as they are.
 */
export const FUTURE_DAYS = 60;
export const PAST_YEARS = 5;

const DAY_MS = 86_400_000;

export function plausibleDate(iso: string, today: string): boolean {
  const t = Date.parse(`${iso}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(t) || Number.isNaN(now)) return false;
  const past = new Date(now);
  past.setUTCFullYear(past.getUTCFullYear() - PAST_YEARS);
  return t <= now + FUTURE_DAYS * DAY_MS && t >= past.getTime();
}
