import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { type PipelineState, pipelineState } from './pipeline-state.ts';
import { pipelineLogger } from './pipeline-logger.ts';

/** Where a payload broke the schema, for the error (the payload itself may hold tenant data). */
const where = (error: z.ZodError) => error.issues[0]?.path.join('.') || 'input';

/**
 * A pipeline step's Lambda handler: its payload checked against the step's schema (the state
 * comes from the state machine, not a client, but a broken earlier step must fail here with a
 * reason rather than save nonsense) and its answer checked as the next state.
 */
export const pipelineStep = <I extends z.ZodType, R = PipelineState>(
  name: string,
  input: I,
  /** The Lambda context too: a step may need its invocation's remaining time. */
  run: (payload: z.infer<I>, context: Context | undefined) => Promise<R>,
  output: z.ZodType<R> = pipelineState as unknown as z.ZodType<R>,
) =>
  middy<z.infer<I>, R>()
    .use(pipelineLogger(name))
    .handler(async (payload, context) => {
      const parsed = input.safeParse(payload);
      if (!parsed.success)
        throw new Error(`Pipeline step ${name}: the state is malformed at ${where(parsed.error)}`);
      const next = output.safeParse(await run(parsed.data, context as Context | undefined));
      if (!next.success)
        throw new Error(`Pipeline step ${name}: it answered a malformed state at ${where(next.error)}`);
      return next.data;
    });
