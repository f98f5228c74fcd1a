/**
 * A handwritten `11` or `12` read with a stroke fewer: `11/23/26` read `1/23/26` (or `I/ 23/26`,
 * `V25/26`), `26/11/26` read `26/1/26`, `12/04/26` read `2/04/26`. Paperwork is photographed
 * within days of being written, so a date that reads as January or February many months before
 * the upload, and as November or December within the weeks before it when the lost 1 is put
 * back, is taken as the latter, doubtful (review sees it), when another date on the page read
 * back the same way lies within SPAN_DAYS of it (a log's rows written days apart, every 11 read
 * alike). A lone January date is left, and so is one beside a November date read as written: a
 * sheet written in January and uploaded late reads the same (the document bench's receipts,
 * dated all through the year, lost a field to each). A month written with its zero (`01/23/26`) lost nothing and is left; so is any date
 * that reads as recent already.
 */

/** Older than this as read, a date is stale enough to doubt (the two readings differ by ten months). */
export const STALE_DAYS = 150;
/** With its 1 put back, the date must lie within this many days before the upload, not after it. */
export const RECENT_DAYS = 45;
/** How near another date on the page must lie to bear a read-back date out. */
export const SPAN_DAYS = 14;

const DAY_MS = 86_400_000;
const age = (iso: string, uploaded: string): number =>
  (Date.parse(`${uploaded}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS;

export function withLostStroke(iso: string, raw: string, uploaded: string): string | null {
  const m = /^(\d{4})-(0[12])-(\d{2})$/.exec(iso);
  if (!m) return null;
  // A month written with its leading zero is as written: nothing was lost.
  if (new RegExp(`(?<!\\d)${m[2]}(?!\\d)`).test(raw)) return null;
  const read = age(iso, uploaded);
  if (!(read > STALE_DAYS)) return null;
  const fixed = `${m[1]}-1${m[2]!.slice(1)}-${m[3]}`;
  const fixedAge = age(fixed, uploaded);
  return Number.isFinite(fixedAge) && fixedAge >= 0 && fixedAge <= RECENT_DAYS ? fixed : null;
}

/**
 * The page's dates (ISO as read, the text they were read from), each read back where a lost
 * stroke makes it agree with another read back alike (withLostStroke), else null. A lone date
 * is borne out by the company's recent documents of the kind instead (`recent`, their dates):
 * a November among Novembers, unless one of them is as near the date as read (a backlog of
 * January's paperwork uploaded late).
 */
export function withLostStrokes(
  dates: readonly { iso: string | null; raw: string }[],
  uploaded: string,
  recent: readonly string[] = [],
): (string | null)[] {
  const near = (a: string, b: string) => Math.abs(age(a, b)) <= SPAN_DAYS;
  const back = dates.map((d) => (d.iso ? withLostStroke(d.iso, d.raw, uploaded) : null));
  return back.map((fixed, i) => {
    if (!fixed) return null;
    if (back.some((other, j) => j !== i && other !== null && near(other, fixed))) return fixed;
    const asRead = dates[i]!.iso!;
    return recent.some((r) => near(r, fixed)) && !recent.some((r) => near(r, asRead)) ? fixed : null;
  });
}
