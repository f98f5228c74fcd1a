import { expect } from 'vitest';
import { apiUrl } from './api.ts';

/**
 * The local cloud's stale reads (infra/local/stale-reads.ts): for `lagMs` after each write, an
 * eventually consistent read answers the item as it was before, as AWS may.
 */
const endpoint = () => new URL('/__local/faults/stale-reads', apiUrl());

export const lagReads = async (lagMs = 5000) => {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lagMs }),
  });
  expect(res.status).toBe(204);
};

export const stopLaggingReads = async () => {
  await fetch(endpoint(), { method: 'DELETE' });
};

/** Runs `work` with reads lagging writes, and ends the lag whatever happens. */
export const withLaggingReads = async <T>(work: () => Promise<T>, lagMs = 5000): Promise<T> => {
  await lagReads(lagMs);
  try {
    return await work();
  } finally {
    await stopLaggingReads();
  }
};
