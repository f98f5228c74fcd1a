import { DB_CALLS_HEADER, parseDbCalls } from '@bp/functions/lib/db-calls.ts';
import type { Operation } from './ledger-model.ts';
import { createWaitCollector } from './waits-report.ts';

/** The DynamoDB calls the answers of one kind said they made (LOAD_DB_CALLS=1), summed. */
export interface DbCallTotals {
  answers: number;
  calls: number;
  serial: number;
  /** Items the calls read (a Query's ScannedCount): what grows with the company's history. */
  items: number;
  conflicts: number;
  refused: number;
  /** The refused calls by what refused them (`UpdateItem:ConditionalCheckFailedException`). */
  refusedAs: Record<string, number>;
}

/** What a write needs to be sent again with the same key (to settle an unknown outcome). */
export interface Resend {
  method: 'POST';
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** An upload the run made: its submission, and the presigned PUT's status (0: no answer). */
export interface Upload {
  base: string;
  id: number;
  putStatus: number;
}

/**
 * Which limit a 5xx came from, by its message (infra/local/gateway.ts simulates API Gateway's and
 * Lambda's; functions/src/lib/unavailable.ts answers a dependency that did not answer in time).
 */
export const causeOf = (status: number, body: string): string => {
  if (body.includes('temporarily unavailable')) return 'a dependency timed out, SDK 2 x 3 s';
  if (status === 503 && body.includes('Service Unavailable')) return 'gateway 30 s integration timeout';
  if (status === 500 && body.includes('Internal Server Error')) return 'function timeout or crash';
  return body.slice(0, 80);
};

/**
 * Everything the run saw: latencies and statuses per kind of request, the writes it sent with
 * their outcomes (the ledger model's operations), and its uploads.
 */
export const createRecorder = () => {
  const latencies = new Map<string, number[]>();
  const statuses = new Map<string, Map<string, number>>();
  const operations = new Map<string, Operation>();
  const resends = new Map<string, Resend>();
  const uploads: Upload[] = [];
  const dbCalls = new Map<string, DbCallTotals>();
  const waits = createWaitCollector();
  const inFlight = new Set<Promise<unknown>>();
  /** Answers that contradict the API's contract (a replay that posted again, a submit answered twice). */
  const anomalies: string[] = [];

  const count = (kind: string, status: string) => {
    const byStatus = statuses.get(kind) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    statuses.set(kind, byStatus);
  };

  return {
    latencies,
    statuses,
    operations,
    resends,
    uploads,
    anomalies,
    dbCalls,
    waits,
    /**
     * One answered request: its time, its status under its kind, the calls it said it made and,
     * with `sentAt` (the load tool's performance.now() at its send), where its time went.
     */
    answered(
      kind: string,
      status: number,
      ms: number,
      body = '',
      headers: Record<string, unknown> = {},
      sentAt?: number,
    ) {
      const list = latencies.get(kind) ?? [];
      list.push(ms);
      latencies.set(kind, list);
      count(kind, status >= 500 ? `${status} (${causeOf(status, body)})` : String(status));
      if (sentAt !== undefined) waits.answered(kind, headers, sentAt, sentAt + ms);
      const header = headers[DB_CALLS_HEADER];
      if (typeof header !== 'string') return;
      const parsed = parseDbCalls(header);
      const totals = dbCalls.get(kind) ?? {
        answers: 0,
        calls: 0,
        serial: 0,
        items: 0,
        conflicts: 0,
        refused: 0,
        refusedAs: {},
      };
      totals.answers += 1;
      totals.calls += parsed.total;
      totals.serial += parsed.serial;
      totals.items += parsed.items;
      totals.conflicts += parsed.conflicts;
      totals.refused += parsed.refused;
      for (const as of parsed.refusedAs) totals.refusedAs[as] = (totals.refusedAs[as] ?? 0) + 1;
      dbCalls.set(kind, totals);
    },
    /** A request with no answer (timeout, reset, still in flight when the run ended). */
    unanswered(kind: string, why: string) {
      count(kind, why);
    },
    /** A write sent: it counts as sent (outcome unknown) until its answer says otherwise. */
    sent(op: Omit<Operation, 'outcome' | 'status'>, resend: Resend) {
      if (!operations.has(op.id)) operations.set(op.id, { ...op, outcome: 'sent', status: 0 });
      resends.set(op.id, resend);
    },
    /** The answer to a write: 2xx accepted, 4xx refused (nothing changed), anything else unknown. */
    outcome(id: string, status: number) {
      const op = operations.get(id);
      if (!op) return;
      op.status = status;
      if (status >= 200 && status < 300) op.outcome = 'accepted';
      else if (status >= 400 && status < 500) {
        // A refusal after an acceptance (a replayed submit answered 409 already submitted) keeps it accepted.
        if (op.outcome !== 'accepted') op.outcome = 'refused';
      } else if (op.outcome !== 'accepted') op.outcome = 'unknown';
    },
    /** Work started outside autocannon (a presigned PUT) that the run waits for before it checks. */
    track<T>(promise: Promise<T>) {
      inFlight.add(promise);
      void promise.finally(() => inFlight.delete(promise));
      return promise;
    },
    settleTracked: () => Promise.allSettled([...inFlight]),
  };
};

export type Recorder = ReturnType<typeof createRecorder>;
