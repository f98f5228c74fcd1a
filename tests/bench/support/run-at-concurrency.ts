/**
 * Makes `count` calls, `concurrency` at a time (each worker starts its next call when its last one
 * answered), and answers their latencies in ms, sorted: the steady load of the CPU benchmarks.
 */
export const runAtConcurrency = async (
  call: () => Promise<unknown>,
  count: number,
  concurrency: number,
): Promise<number[]> => {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const started = performance.now();
        await call();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
};
