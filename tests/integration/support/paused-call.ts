import { expect } from 'vitest';
import { apiUrl } from './api.ts';

/**
 * The local cloud's `pause` fault (functions/src/adapters/dynamodb/kit/fault-injection.ts): the
 * first DynamoDB call of `command` whose input mentions `contains` is held before it is sent, so
 * a test makes something happen between a request's check and the write that relies on it.
 */
const endpoint = () => new URL('/__local/faults/dynamodb', apiUrl());
const scoped = (contains: string) => `${endpoint().href}?contains=${encodeURIComponent(contains)}`;

const pause = async (command: string, contains: string) => {
  const res = await fetch(endpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ command, contains, nth: 1, pause: true }),
  });
  expect(res.status).toBe(204);
};

/** Waits until the paused call is held. */
const reached = async (contains: string) => {
  for (let i = 0; i < 400; i++) {
    if (((await (await fetch(scoped(contains))).json()) as { paused: number }).paused > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the call with ${contains} never reached its pause`);
};

/**
 * Starts `run`, waits for its call to be held, does `meanwhile`, lets the call go (whatever
 * happened); `run`'s answer.
 */
export const raceAtCall = async <T>(
  call: { command: string; contains: string },
  run: () => Promise<T>,
  meanwhile: () => Promise<void>,
): Promise<T> => {
  await pause(call.command, call.contains);
  const pending = run();
  try {
    await reached(call.contains);
    await meanwhile();
  } finally {
    await fetch(scoped(call.contains), { method: 'DELETE' });
  }
  return pending;
};
