/**
 * How the upload screen polls a pending document: every 250 ms for the first 4 s, where most
 * pages' rows are saved (upload to rows p50 about 2 s, docs/documents.md): at one poll a second
 * the rows appeared half a second after they were saved on average, a quarter of the whole wait,
 * for 12 more reads of one item. Then every second while a slow reading usually ends (up to
 * 30 s), then every 3 s, and not at all after POLL_GIVE_UP_MS: the screen then says the
 * document is taking longer than it should and offers to check again, upload again or enter it
 * manually, rather than polling without end. (The pipeline itself always ends: its execution
 * times out after 15 minutes and the submission is marked failed, docs/documents.md.)
 */
export const POLL_FIRST_MS = 250;
export const POLL_FIRST_FOR_MS = 4000;
export const POLL_FAST_MS = 1000;
export const POLL_FAST_FOR_MS = 30_000;
export const POLL_SLOW_MS = 3000;
export const POLL_GIVE_UP_MS = 120_000;

/** The wait before the next poll, `elapsedMs` after polling began; false once past the bound. */
export const pollDelay = (elapsedMs: number): number | false => {
  if (elapsedMs >= POLL_GIVE_UP_MS) return false;
  if (elapsedMs < POLL_FIRST_FOR_MS) return POLL_FIRST_MS;
  return elapsedMs < POLL_FAST_FOR_MS ? POLL_FAST_MS : POLL_SLOW_MS;
};

/** Polls made in the whole bound: what one pending document costs the API at most. */
export const maxPolls = (): number => {
  let polls = 0;
  for (let t = 0; ;) {
    const delay = pollDelay(t);
    if (delay === false) return polls;
    polls += 1;
    t += delay;
  }
};
