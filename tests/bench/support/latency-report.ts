import { percentile } from '../documents/report.ts';
import type { BenchCall } from './bench-session.ts';

interface LatencyOptions {
  call: BenchCall;
  warmup: number;
  samples: number;
  targetP95Ms: number;
  labelWidth: number;
  log: (line: string) => void;
}

/**
 * Times GET requests against a p95 target and prints one line per request kind; `finish` prints
 * the verdict and sets a failing exit code when any p95 missed.
 */
export const latencyReport = ({ call, warmup, samples, targetP95Ms, labelWidth, log }: LatencyOptions) => {
  let failed = false;
  log(`\n${samples} requests each after ${warmup} warm-ups; target p95 < ${targetP95Ms} ms`);
  return {
    /** `note` describes the answers (a total, how many were non-empty) after the timings. */
    measure: async (
      label: string,
      pathFor: (i: number) => string,
      note: (bodies: Record<string, unknown>[]) => string,
    ) => {
      for (let i = 0; i < warmup; i++) await call('GET', pathFor(i));
      const times: number[] = [];
      const bodies: Record<string, unknown>[] = [];
      for (let i = 0; i < samples; i++) {
        const start = performance.now();
        bodies.push(await call('GET', pathFor(i)));
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const pass = p95 < targetP95Ms;
      failed ||= !pass;
      const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
      log(
        `${label.padEnd(labelWidth)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(times.at(-1) as number)}  ` +
          `(${note(bodies)})  ${pass ? 'PASS' : 'FAIL'}`,
      );
    },
    finish: () => {
      log(failed ? '\nFAIL: a p95 is over the target' : '\nPASS: every p95 is under the target');
      if (failed) process.exitCode = 1;
    },
  };
};
