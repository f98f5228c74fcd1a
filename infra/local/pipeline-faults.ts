/**
 * Test-only pipeline faults for the local cloud (LOCAL_FAULTS=1, armed over
 * `POST /__local/faults/pipeline`), for the next upload whose key contains `contains`: its
 * event delivered several times (EventBridge delivers at least once), or its execution given
 * its own timeout with one step that never answers, or one step past its function's timeout, so
 * a test can show what a timed-out execution or step leaves behind. AWS has no such switch: there redelivery, the state machine's
 * TimeoutSeconds and a slow step do it.
 */
export interface PipelineFault {
  contains: string;
  /** Executions started for the one upload event (default 1). */
  executions?: number;
  /** The execution's TimeoutSeconds instead of the ASL's. */
  timeoutSeconds?: number;
  /** A state whose step hangs (past the timeout) in that execution. */
  hangState?: string;
  /**
   * That step's function timeout instead of its own (pipeline-tasks.ts): it never answers, and
   * Lambda ends each attempt after this many seconds (Sandbox.Timedout).
   */
  functionTimeoutSeconds?: number;
}

const armed: PipelineFault[] = [];

export const armPipelineFault = (fault: PipelineFault): void => {
  armed.push(fault);
};

/** The fault armed for an upload key, taken (each fault applies to one execution). */
export const takePipelineFault = (key: string): PipelineFault | undefined => {
  const i = armed.findIndex((f) => key.includes(f.contains));
  return i < 0 ? undefined : armed.splice(i, 1)[0];
};
