import { type IntervalHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { waitsOn } from './invocation-waits.ts';

/** How long one thread's event loop kept callbacks waiting since the last take, and how busy it was. */
export interface LoopDelay {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Share of the time the loop ran callbacks (event-loop utilization). */
  busy: number;
}

/** The thread's delay histogram (10 ms resolution, as loop-stats.ts), only with LOCAL_WAITS=1. */
let histogram: IntervalHistogram | undefined;
let utilization = performance.eventLoopUtilization();

export const startLoopDelay = (): void => {
  if (histogram || !waitsOn()) return;
  histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  utilization = performance.eventLoopUtilization();
};

/** This thread's figures since the last take (milliseconds), and a new window from now. */
export const takeLoopDelay = (): LoopDelay | undefined => {
  if (!histogram) return undefined;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const now = performance.eventLoopUtilization();
  const figures = {
    p50: ms(histogram.percentile(50)),
    p95: ms(histogram.percentile(95)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    busy: Math.round(performance.eventLoopUtilization(now, utilization).utilization * 1000) / 1000,
  };
  histogram.reset();
  utilization = now;
  return figures;
};
