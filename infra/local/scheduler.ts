import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type ScheduledJob, scheduledJobs } from '../lib/schedules.ts';
import { runAsFunction } from './iam/function-identity.ts';

type JobHandler = (event?: unknown) => Promise<unknown>;

/** `POST /__local/schedules/<name>`: runs a scheduled job now (local cloud only), answers its result. */
export const SCHEDULE_PATH = '/__local/schedules/';

const handlerOf = async (repoRoot: string, job: ScheduledJob): Promise<JobHandler> =>
  ((await import(join(repoRoot, job.entry))) as { handler: JobHandler }).handler;

export interface Scheduler {
  /** Runs a job by name now (the endpoint and tests use it), with the event a test gives it. */
  run(name: string, event?: unknown): Promise<unknown>;
  stop(): void;
}

/**
 * The local stand-in for the EventBridge schedules: each job of infra/lib/schedules.ts runs on a
 * timer at its pace (and once shortly after start), through the same handler as in AWS. A run
 * still going when the next is due is not started twice.
 */
export const startScheduler = (repoRoot: string, log: (line: string) => void): Scheduler => {
  const running = new Map<string, Promise<unknown>>();
  const run = (name: string, event?: unknown): Promise<unknown> => {
    const job = scheduledJobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`No scheduled job ${name}`));
    const current = running.get(name);
    if (current) return current;
    // As the job's own function (its role in the synthesized template), as the IAM check requires.
    const started = handlerOf(repoRoot, job)
      .then((handler) => runAsFunction({ name: `job-${job.name}`, entry: job.entry }, () => handler(event)))
      .finally(() => running.delete(name));
    running.set(name, started);
    return started;
  };
  const tick = (job: ScheduledJob) => () =>
    void run(job.name).catch((error: unknown) => log(`job ${job.name} failed: ${String(error)}`));
  const timers = scheduledJobs.flatMap((job) => [
    setInterval(tick(job), job.everyMinutes * 60_000),
    setTimeout(tick(job), 5_000),
  ]);
  for (const t of timers) t.unref();
  return { run, stop: () => timers.forEach((t) => clearTimeout(t)) };
};

export const handleScheduleRequest = async (
  scheduler: Scheduler,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> => {
  const send = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (req.method !== 'POST' || !scheduledJobs.some((j) => j.name === name))
    return send(404, { message: 'Not Found' });
  let event: unknown;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8').trim();
    event = text ? JSON.parse(text) : undefined;
  } catch {
    return send(400, { message: 'The body must be JSON (the event the job is given)' });
  }
  try {
    send(200, await scheduler.run(name, event));
  } catch (error) {
    send(500, { message: String(error) });
  }
};
