import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * LOCAL_CLOUD_LOOP_STATS=N: every N seconds the cloud logs how long its event loop kept callbacks
 * waiting (p50, p99, max) and how busy it was, to tell a process that queues requests on its one
 * thread from one that waits on DynamoDB (docs/load.md).
 */
export const startLoopStats = (log: (line: string) => void): (() => void) => {
  const seconds = Number(process.env.LOCAL_CLOUD_LOOP_STATS ?? 0);
  if (!(seconds > 0)) return () => undefined;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let last = performance.eventLoopUtilization();
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    log(
      `event loop: delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, ` +
        `max ${ms(delay.max)} ms; busy ${(busy * 100).toFixed(0)}%`,
    );
    delay.reset();
  }, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
};
