/**
 * Dates on paperwork are recent: a read date far in the future or years old is a misread
 * (`2070` for `2026`: a handwritten 6 read as 0 or 7). When changing one digit of the year makes
 * it plausible, the most recent such year is taken (paperwork is photographed soon after it is
 * written), with a low confidence; otherwise the date keeps its value for review, lower still.
 */
export const FUTURE_DAYS = 60;
export const PAST_YEARS = 5;
/**
 * A use-by or best-before lies after the paperwork by nature (`Best before 05/30/27` on a log of
 * 11/25/26): honey, canned and dry goods carry years of shelf life, and a lot is rarely received
 * long after its date has passed.
 */
export const FORWARD_YEARS = 6;
export const FORWARD_PAST_YEARS = 1;

const DAY_MS = 86_400_000;

export function plausibleDate(iso: string, today: string): boolean {
  const t = Date.parse(`${iso}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(t) || Number.isNaN(now)) return false;
  const past = new Date(now);
  past.setUTCFullYear(past.getUTCFullYear() - PAST_YEARS);
  return t <= now + FUTURE_DAYS * DAY_MS && t >= past.getTime();
}

/** A use-by or best-before date: plausible from a year before today to FORWARD_YEARS after it. */
export function plausibleForwardDate(iso: string, today: string): boolean {
  const t = Date.parse(`${iso}T00:00:00Z`);
  const now = new Date(`${today}T00:00:00Z`);
  if (Number.isNaN(t) || Number.isNaN(now.getTime())) return false;
  const [past, future] = [new Date(now), new Date(now)];
  past.setUTCFullYear(past.getUTCFullYear() - FORWARD_PAST_YEARS);
  future.setUTCFullYear(future.getUTCFullYear() + FORWARD_YEARS);
  return t >= past.getTime() && t <= future.getTime();
}

/** The date with one digit of its year changed to a plausible year around today's, latest first; or null. */
export function repairedYear(iso: string, today: string): string | null {
  const [year, rest] = [iso.slice(0, 4), iso.slice(4)];
  const now = Number(today.slice(0, 4));
  for (let y = now + 1; y >= now - 1; y--) {
    const candidate = String(y);
    const differing = [...candidate].filter((c, i) => c !== year[i]).length;
    if (differing === 1 && plausibleDate(`${candidate}${rest}`, today)) return `${candidate}${rest}`;
  }
  return null;
}
