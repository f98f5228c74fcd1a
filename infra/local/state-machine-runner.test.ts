import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import {
  createStateMachineRunner,
  DATA_LIMIT_EXCEEDED,
  scaleRetryIntervals,
} from './state-machine-runner.ts';

const invoke = (name: string, next: string | null, extra: Record<string, unknown> = {}) => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: { FunctionName: `arn:aws:lambda:us-east-1:000000000000:function:${name}`, 'Payload.$': '$' },
  ResultSelector: { 'value.$': '$.Payload' },
  ...(next ? { Next: next } : { End: true }),
  ...extra,
});

class Flaky extends Error {
  override name = 'Flaky';
}

const failingTimes = (failures: number) => {
  const calls: number[] = [];
  return {
    calls,
    task: async () => {
      calls.push(Date.now());
      if (calls.length <= failures) throw new Flaky('not yet');
      return { ok: true };
    },
  };
};

describe('the local state machine waits the ASL retry intervals', () => {
  const retrying = (retrier: Record<string, unknown>): StateMachineDefinition =>
    ({
      StartAt: 'Step',
      States: { Step: invoke('step', null, { Retry: [{ ErrorEquals: ['Flaky'], ...retrier }] }) },
    }) as unknown as StateMachineDefinition;

  it('IntervalSeconds grown by BackoffRate, scaled', async () => {
    const flaky = failingTimes(2);
    const run = createStateMachineRunner({
      definition: retrying({ IntervalSeconds: 2, BackoffRate: 2, MaxAttempts: 3 }),
      tasks: async () => ({ Step: flaky.task }),
      retryScale: 0.1,
    });
    const result = await run({});
    expect(result.status).toBe('SUCCEEDED');
    const [a, b, c] = flaky.calls as [number, number, number];
    // 2 s and 4 s, a tenth of each.
    expect(b - a).toBeGreaterThanOrEqual(190);
    expect(c - b).toBeGreaterThanOrEqual(390);
    expect(c - b).toBeLessThan(1500);
  });

  it('MaxDelaySeconds caps the growth; MaxAttempts ends it with the error', async () => {
    const flaky = failingTimes(10);
    const run = createStateMachineRunner({
      definition: retrying({ IntervalSeconds: 2, BackoffRate: 4, MaxDelaySeconds: 3, MaxAttempts: 3 }),
      tasks: async () => ({ Step: flaky.task }),
      retryScale: 0.1,
    });
    const result = await run({});
    expect(result.status).toBe('FAILED');
    expect(result.error).toContain('not yet');
    expect(flaky.calls).toHaveLength(4);
    const waits = flaky.calls.slice(1).map((t, i) => t - flaky.calls[i]!);
    // 0.2 s, then 0.8 s and 3.2 s capped to 0.3 s.
    expect(waits[0]).toBeGreaterThanOrEqual(190);
    expect(waits[1]).toBeGreaterThanOrEqual(290);
    expect(waits[2]).toBeGreaterThanOrEqual(290);
    expect(waits[2]).toBeLessThan(700);
  });

  it('scales every retrier, nested ones too', () => {
    const scaled = scaleRetryIntervals(
      { States: { P: { Branches: [{ States: { T: { Retry: [{ MaxDelaySeconds: 10 }] } } }] } } },
      0.5,
    );
    expect(scaled).toEqual({
      States: {
        P: { Branches: [{ States: { T: { Retry: [{ IntervalSeconds: 0.5, MaxDelaySeconds: 5 }] } } }] },
      },
    });
  });
});

describe('the local state machine fails a state over 256 KiB', () => {
  const kb = (n: number) => 'x'.repeat(n * 1024);
  const catching = (
    first: Record<string, unknown>,
    between?: Record<string, unknown>,
  ): StateMachineDefinition =>
    ({
      StartAt: 'Produce',
      States: {
        Produce: invoke('produce', between ? 'Reshape' : 'Consume', {
          ResultPath: '$.produced',
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Recover' }],
          ...first,
        }),
        ...(between ? { Reshape: { Type: 'Pass', ...between, Next: 'Consume' } } : {}),
        Consume: invoke('consume', null),
        Recover: invoke('recover', null),
      },
    }) as unknown as StateMachineDefinition;

  const tasksOf = (produced: unknown) => {
    const ran: string[] = [];
    const tasks = async () => ({
      Produce: async () => (ran.push('Produce'), produced),
      Consume: async () => (ran.push('Consume'), 'consumed'),
      Recover: async () => (ran.push('Recover'), 'recovered'),
    });
    return { ran, tasks };
  };

  it('a 300 KB task result: FAILED with States.DataLimitExceeded, which States.ALL does not catch', async () => {
    const { ran, tasks } = tasksOf({ text: kb(300) });
    const result = await createStateMachineRunner({ definition: catching({}), tasks })({});
    expect(result.status).toBe('FAILED');
    expect(result.error).toContain(DATA_LIMIT_EXCEEDED);
    expect(result.error).toContain("'Produce'");
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual(['Produce']);
  });

  it('a state whose output grows past the limit (a Pass doubling 200 KB): no later task runs', async () => {
    const { ran, tasks } = tasksOf({ text: kb(200) });
    const definition = catching({}, { Parameters: { 'a.$': '$.produced.value', 'b.$': '$.produced.value' } });
    const result = await createStateMachineRunner({ definition, tasks })({});
    expect(result).toMatchObject({ status: 'FAILED', error: expect.stringContaining(DATA_LIMIT_EXCEEDED) });
    expect(result.error).toContain("'Reshape'");
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual(['Produce']);
  });

  it('under the limit the same machine succeeds', async () => {
    const { ran, tasks } = tasksOf({ text: kb(100) });
    const result = await createStateMachineRunner({ definition: catching({}), tasks })({});
    expect(result).toMatchObject({ status: 'SUCCEEDED', output: { value: 'consumed' } });
    expect(ran).toEqual(['Produce', 'Consume']);
  });
});
