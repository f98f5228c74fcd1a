import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionTimedOut, withFunctionTimeout } from './function-timeout.ts';
import {
  createStateMachineRunner,
  NO_TASK_TIMEOUT_SECONDS,
  withAwsTaskTimeouts,
} from './state-machine-runner.ts';

const task = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: { FunctionName: 'arn:aws:lambda:us-east-1:000000000000:function:step', 'Payload.$': '$' },
  OutputPath: '$.Payload',
  End: true,
  ...extra,
});
const oneStep = (extra: Record<string, unknown> = {}) =>
  ({ StartAt: 'Step', States: { Step: task(extra) } }) as unknown as StateMachineDefinition;
const after = (ms: number, value: unknown) => new Promise((r) => setTimeout(() => r(value), ms));

describe('a Task without TimeoutSeconds has none, as on Step Functions', () => {
  it('fills AWS’s "none" where a Task sets no timeout, nested ones too, and keeps those it sets', () => {
    type State = Record<string, unknown> & { ItemProcessor?: { States: Record<string, State> } };
    const filled = withAwsTaskTimeouts<{ States: Record<string, State> }>({
      States: {
        A: task(),
        B: task({ TimeoutSeconds: 5 }),
        C: task({ TimeoutSecondsPath: '$.t' }),
        P: { Type: 'Pass' },
        M: { Type: 'Map', ItemProcessor: { States: { D: task() } } },
      },
    });
    expect(filled.States.A?.TimeoutSeconds).toBe(NO_TASK_TIMEOUT_SECONDS);
    expect(filled.States.B?.TimeoutSeconds).toBe(5);
    expect(filled.States.C).not.toHaveProperty('TimeoutSeconds');
    expect(filled.States.P).not.toHaveProperty('TimeoutSeconds');
    expect(filled.States.M?.ItemProcessor?.States.D?.TimeoutSeconds).toBe(NO_TASK_TIMEOUT_SECONDS);
    // Longer than any timer Node can hold would fire at once.
    expect(NO_TASK_TIMEOUT_SECONDS * 1000).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  describe('run', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const runFor = async (definition: StateMachineDefinition, taskMs: number, advanceMs: number) => {
      const run = createStateMachineRunner({
        definition,
        tasks: async () => ({ Step: () => after(taskMs, 'done') }),
      });
      const ended = run({});
      await vi.advanceTimersByTimeAsync(advanceMs);
      return ended;
    };

    it('a step that answers after 10 minutes succeeds (the library alone fails it at 60 s)', async () => {
      await expect(runFor(oneStep(), 600_000, 600_001)).resolves.toEqual({
        status: 'SUCCEEDED',
        output: 'done',
      });
    });

    it('a TimeoutSeconds the ASL sets still fails the step with States.Timeout', async () => {
      const ended = await runFor(oneStep({ TimeoutSeconds: 1 }), 2_000, 2_001);
      expect(ended.status).toBe('FAILED');
      expect(ended.error).toContain('States.Timeout');
    });
  });
});

describe("a function's own timeout (Lambda ends the invocation)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with Sandbox.Timedout once its seconds pass; an answer in time passes through', async () => {
    const late = withFunctionTimeout(() => after(3_000, 'late'), 2);
    const caught = late.catch((e: unknown) => e);
    const inTime = withFunctionTimeout(() => after(1_000, 'in time'), 2);
    const failing = withFunctionTimeout(() => Promise.reject(new Error('its own')), 2).catch(
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    const error = (await caught) as Error;
    expect(error).toBeInstanceOf(FunctionTimedOut);
    expect(error.name).toBe('Sandbox.Timedout');
    expect(error.message).toBe('Task timed out after 2.00 seconds');
    await expect(inTime).resolves.toBe('in time');
    await expect(failing).resolves.toBe('its own');
  });

  it('is retried by the ASL like any error: a second attempt in time succeeds', async () => {
    let attempts = 0;
    const definition = oneStep({
      Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 1, MaxAttempts: 1 }],
    });
    const run = createStateMachineRunner({
      definition,
      tasks: async () => ({
        Step: () =>
          withFunctionTimeout(() => after(++attempts === 1 ? 5_000 : 100, `attempt ${attempts}`), 2),
      }),
    });
    const ended = run({});
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(ended).resolves.toEqual({ status: 'SUCCEEDED', output: 'attempt 2' });
  });
});
