import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';

/**
 * LOCAL_WAITS=1: the local cloud times each API request along its path (docs/load.md, "where a
 * slow request waits"). This half runs where an invocation runs (a function worker, or the main
 * thread without workers): when the invocation started and ended, and each AWS call its SDK sent,
 * tagged with an id the checked endpoint records its own times under. Off, nothing subscribes and
 * no call is tagged.
 */
export const waitsOn = (): boolean => process.env.LOCAL_WAITS === '1';

/** On each AWS call of a timed invocation: the id the checked endpoint files its times under. */
export const CALL_ID_HEADER = 'x-local-wait-call';

/** Milliseconds since the epoch, comparable across threads and processes (each has its own timeOrigin). */
export const epochMs = (): number => performance.timeOrigin + performance.now();

/**
 * One AWS call as the SDK's HTTP client saw it: its request created, written to its socket (after
 * any wait for a free socket of the client's agent, or a new connection), its answer read to the end.
 */
export interface SdkCall {
  id: string;
  sent: number;
  /** NaN when it was never written. */
  written: number;
  /** NaN when the call got no whole answer (an error, an abort). */
  answered: number;
}

export interface InvocationWaits {
  started: number;
  ended: number;
  calls: SdkCall[];
}

const current = new AsyncLocalStorage<{ prefix: string; calls: SdkCall[] }>();

let subscribed = false;
/**
 * `http.client.request.created` fires inside http.request(), in the caller's async context and
 * before the headers are written, so the call can carry its id (unsigned: SigV4 checks only the
 * headers it names). The SDK's HTTP handler makes one request per call attempt.
 */
const subscribeOnce = () => {
  if (subscribed) return;
  subscribed = true;
  subscribe('http.client.request.created', (message) => {
    const store = current.getStore();
    if (!store) return;
    const request = (message as { request: ClientRequest }).request;
    const call: SdkCall = {
      id: `${store.prefix}.${store.calls.length}`,
      sent: epochMs(),
      written: Number.NaN,
      answered: Number.NaN,
    };
    try {
      request.setHeader(CALL_ID_HEADER, call.id);
    } catch {
      return;
    }
    store.calls.push(call);
    request.once('finish', () => (call.written = epochMs()));
    request.once('response', (response: IncomingMessage) =>
      response.once('end', () => (call.answered = epochMs())),
    );
  });
};

/** Times one invocation: `run` inside it, then `end()` for what it saw. */
export const startInvocationWaits = (prefix: string) => {
  subscribeOnce();
  const store = { prefix, calls: [] as SdkCall[] };
  let started = Number.NaN;
  return {
    run: <T>(invoke: () => Promise<T>): Promise<T> =>
      current.run(store, () => {
        started = epochMs();
        return invoke();
      }),
    end: (): InvocationWaits => ({ started, ended: epochMs(), calls: store.calls }),
  };
};
