import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Test-only fault injection for the local cloud (LOCAL_FAULTS=1; never set in AWS): makes the
 * N-th DynamoDB call of one command whose input mentions `contains` fail, before it is sent or
 * after DynamoDB applied it (a crash between a write and its answer). Scoped by `contains` so
 * that tests running side by side do not trip over each other's faults.
 */
export interface FaultPlan {
  /** Start of the SDK command name, e.g. "TransactWrite" (TransactWriteItemsCommand). */
  command: string;
  /** A string the call's input must contain (an idempotency key, a name). */
  contains: string;
  /** 1-based: the matching call that fails. */
  nth: number;
  /** Fail after the call went through (its effect stays) instead of before. */
  after?: boolean;
  /**
   * Instead of failing, hold the call before it is sent until the fault is disarmed: a test
   * makes something happen between a check and the transaction that relies on it (a race).
   */
  pause?: boolean;
  /**
   * Fail with DynamoDB's error of this name (HTTP 400) instead of InjectedFault, before the call
   * is sent: e.g. TransactionConflictException, which AWS answers to a plain write on an item a
   * transaction holds and DynamoDB Local never does (docs/inventory.md).
   */
  error?: string;
}

export class InjectedFault extends Error {
  constructor(plan: FaultPlan) {
    super(`Injected DynamoDB fault: ${plan.command} #${plan.nth} ${plan.after ? 'after' : 'before'} sending`);
    this.name = 'InjectedFault';
  }
}

const armed: { plan: FaultPlan; seen: number }[] = [];
/** Calls held by a `pause` fault, by its `contains`: disarming it lets them go. */
const paused: { contains: string; go: () => void }[] = [];

/** What an armed fault throws: DynamoDB's own refusal when it names one, else InjectedFault. */
const failure = (plan: FaultPlan): Error =>
  plan.error
    ? Object.assign(new Error(`Injected ${plan.error}`), {
        name: plan.error,
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      })
    : new InjectedFault(plan);

export const armFault = (plan: FaultPlan): void => {
  armed.push({ plan, seen: 0 });
};

/**
 * The matching calls seen so far by the armed faults with `contains`, then disarms them: a test
 * arms a fault that never fires (a large `nth`) to count the transactions of a change.
 */
export const countAndDisarm = (contains: string): number => {
  let seen = 0;
  for (let i = armed.length - 1; i >= 0; i--) {
    const fault = armed[i] as (typeof armed)[number];
    if (fault.plan.contains !== contains) continue;
    seen += fault.seen;
    armed.splice(i, 1);
  }
  for (let i = paused.length - 1; i >= 0; i--) {
    const call = paused[i] as (typeof paused)[number];
    if (call.contains !== contains) continue;
    paused.splice(i, 1);
    call.go();
  }
  return seen;
};

/** How many calls a `pause` fault with `contains` is holding now (a test waits for its call). */
export const pausedCalls = (contains: string): number => paused.filter((p) => p.contains === contains).length;

export const faultsEnabled = (): boolean => process.env.LOCAL_FAULTS === '1';

const due = (command: string, input: unknown) => {
  let text: string | undefined;
  for (const [i, fault] of armed.entries()) {
    if (!command.startsWith(fault.plan.command)) continue;
    text ??= JSON.stringify(input);
    if (!text.includes(fault.plan.contains)) continue;
    fault.seen += 1;
    if (fault.seen === fault.plan.nth) {
      armed.splice(i, 1);
      return fault.plan;
    }
  }
  return null;
};

export const installFaultInjection = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const plan = due(String(context.commandName), args.input);
      if (plan?.pause) {
        await new Promise<void>((go) => paused.push({ contains: plan.contains, go }));
        return next(args);
      }
      if (plan && (!plan.after || plan.error)) throw failure(plan);
      const result = await next(args);
      if (plan) throw failure(plan);
      return result;
    },
    { step: 'initialize', name: 'localFaultInjection' },
  );
};
