import type { IncomingMessage, ServerResponse } from 'node:http';
import { CALL_ID_HEADER, epochMs, waitsOn } from './invocation-waits.ts';

/**
 * The checked endpoint's half of LOCAL_WAITS=1 (invocation-waits.ts): for each call a timed
 * invocation sent, when it arrived, when its checks were done and it went on to the emulator
 * (DynamoDB Local, s3rver), when the emulator answered and when the answer was written back. The
 * gateway takes them by the call's id once the invocation reports its calls.
 */
export interface EndpointCall {
  service: 'dynamodb' | 's3';
  /** DynamoDB's operation (`Query`), or S3's method. */
  operation: string;
  arrived: number;
  forwarded: number;
  answered: number;
  done: number;
}

/** Calls whose invocation never reported (a timed-out request) are dropped past this many. */
const MAX_KEPT = 5000;
const kept = new Map<string, EndpointCall>();
const byRequest = new WeakMap<IncomingMessage, EndpointCall>();

/** A call that arrived with an id: its record, started now (undefined when not timing). */
export const callArrived = (
  req: IncomingMessage,
  res: ServerResponse,
  service: EndpointCall['service'],
): void => {
  if (!waitsOn()) return;
  const id = req.headers[CALL_ID_HEADER];
  if (typeof id !== 'string') return;
  // Not passed on: the emulator gets the request as the SDK signed it.
  delete req.headers[CALL_ID_HEADER];
  const target = String(req.headers['x-amz-target'] ?? '');
  const call: EndpointCall = {
    service,
    operation: service === 'dynamodb' ? (target.split('.')[1] ?? '') : (req.method ?? ''),
    arrived: epochMs(),
    forwarded: Number.NaN,
    answered: Number.NaN,
    done: Number.NaN,
  };
  res.once('finish', () => (call.done = epochMs()));
  byRequest.set(req, call);
  kept.set(id, call);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
};

/**
 * The call passed its checks and goes on to the emulator; the function returned marks the
 * emulator's answer. A call the endpoint refuses itself (a signature, IAM, a transaction's hold)
 * is never forwarded: its `forwarded` stays NaN.
 */
export const callForwarded = (req: IncomingMessage): (() => void) | undefined => {
  const call = byRequest.get(req);
  if (!call) return undefined;
  call.forwarded = epochMs();
  return () => (call.answered = epochMs());
};

/** The endpoint's record of a call, once (the gateway's answer carries it). */
export const takeEndpointCall = (id: string): EndpointCall | undefined => {
  const call = kept.get(id);
  kept.delete(id);
  return call;
};
