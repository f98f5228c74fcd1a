/** Lambda's error for an invocation that outlived its function's timeout, as a Catch sees it. */
export class FunctionTimedOut extends Error {
  override name = 'Sandbox.Timedout';
}

/**
 * Lambda ends an invocation at its function's timeout, and its caller (the state machine) gets
 * Sandbox.Timedout, which the ASL's Retry and Catch take like any error. A local handler cannot be
 * stopped: it runs on, and its late answer is dropped, as a stopped sandbox's would be lost.
 */
export const withFunctionTimeout = <T>(run: () => Promise<T>, seconds: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new FunctionTimedOut(`Task timed out after ${seconds.toFixed(2)} seconds`)),
      seconds * 1000,
    );
    run().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
