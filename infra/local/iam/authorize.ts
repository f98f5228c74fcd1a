import { runSimulation } from '@cloud-copilot/iam-simulate';
import { ADMIN, type LocalFunction } from './function-identity.ts';
import { type FunctionPolicy, LOCAL_ACCOUNT, type PolicyStatement } from './template-policies.ts';

/** One IAM authorization a request needs: the action and the resource ARN it acts on. */
export interface IamRequest {
  action: string;
  resource: string;
}

export interface Denial {
  fn: LocalFunction;
  request: IamRequest;
  message: string;
}

export interface Authorizer {
  /** The first of the requests the caller may not make, or null when it may make them all. */
  check(fn: LocalFunction, requests: readonly IamRequest[]): Promise<Denial | null>;
  /** The same decision, not recorded as a call (S3's own look at ListBucket for a missing key). */
  allows(fn: LocalFunction, request: IamRequest): Promise<boolean>;
  /** Tests: takes actions away from a function (as if its grant were dropped), until `restore`. */
  revoke(functionName: string, actions: readonly string[]): void;
  /** Tests: makes a function's AWS calls this slow (a stalled dependency), until `restore`. */
  slowDown(functionName: string, delayMs: number): void;
  delayOf(fn: LocalFunction): number;
  restore(): void;
  /** Every (function, action) that was allowed: what the code actually called. */
  calls(): Array<{ function: string; entry: string; action: string }>;
}

const principalOf = (fn: LocalFunction) => `arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${fn.name}/${fn.name}`;

/** AWS's wording, which names the function (role and session), the action and the resource. */
export const denialMessage = (fn: LocalFunction, { action, resource }: IamRequest): string =>
  `User: ${principalOf(fn)} is not authorized to perform: ${action} on resource: ${resource} ` +
  `because no identity-based policy allows the ${action} action` +
  (fn.entry
    ? ` (local cloud: the policy CDK synthesizes for ${fn.entry})`
    : ' (local cloud: an SDK call outside any function invocation)');

/**
 * Evaluates requests against each function's synthesized identity policy with
 * @cloud-copilot/iam-simulate (AWS's evaluation logic: explicit deny, allow, implicit deny).
 * Decisions are cached per function, action and resource, so a test run pays once per pattern.
 */
export const createAuthorizer = (policies: readonly FunctionPolicy[]): Authorizer => {
  const byEntry = new Map(policies.map((p) => [p.entry, p.statements]));
  const cache = new Map<string, Promise<boolean>>();
  const revoked = new Map<string, Set<string>>();
  const delays = new Map<string, number>();
  const allowedCalls = new Map<string, { function: string; entry: string; action: string }>();

  const evaluate = async (statements: PolicyStatement[], request: IamRequest): Promise<boolean> => {
    const response = await runSimulation(
      {
        identityPolicies: [{ name: 'role', policy: { Version: '2012-10-17', Statement: statements } }],
        serviceControlPolicies: [],
        resourceControlPolicies: [],
        request: {
          action: request.action,
          principal: `arn:aws:iam::${LOCAL_ACCOUNT}:role/local`,
          resource: { accountId: LOCAL_ACCOUNT, resource: request.resource },
          contextVariables: {},
        },
      } as never,
      {},
    );
    if (response.resultType === 'error') {
      throw new Error(
        `Local IAM cannot evaluate ${request.action} on ${request.resource}: ${JSON.stringify(response.errors)}`,
      );
    }
    return response.overallResult === 'Allowed';
  };

  const allowed = (fn: LocalFunction, request: IamRequest): Promise<boolean> => {
    if (revoked.get(fn.name)?.has(request.action)) return Promise.resolve(false);
    const statements = byEntry.get(fn.entry);
    if (!statements) return Promise.resolve(false);
    const key = `${fn.entry}\n${request.action}\n${request.resource}`;
    let decision = cache.get(key);
    if (!decision) {
      decision = evaluate(statements, request);
      if (cache.size > 20_000) cache.clear();
      cache.set(key, decision);
    }
    return decision;
  };

  return {
    async check(fn, requests) {
      if (fn === ADMIN) return null;
      for (const request of requests) {
        if (!(await allowed(fn, request))) return { fn, request, message: denialMessage(fn, request) };
        allowedCalls.set(`${fn.name} ${request.action}`, {
          function: fn.name,
          entry: fn.entry,
          action: request.action,
        });
      }
      return null;
    },
    allows: (fn, request) => (fn === ADMIN ? Promise.resolve(true) : allowed(fn, request)),
    revoke(functionName, actions) {
      const set = revoked.get(functionName) ?? new Set<string>();
      for (const a of actions) set.add(a);
      revoked.set(functionName, set);
    },
    slowDown(functionName, delayMs) {
      delays.set(functionName, delayMs);
    },
    delayOf: (fn) => delays.get(fn.name) ?? 0,
    restore() {
      revoked.clear();
      delays.clear();
    },
    calls: () => [...allowedCalls.values()],
  };
};
