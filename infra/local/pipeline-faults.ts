/**
 * Test-only pipeline faults for the local cloud (LOCAL_FAULTS=1, armed over
 * `POST /__local/faults/pipeline`): the next execution whose upload key contains `contains` gets
 * its own execution timeout, and `hangState`'s step of it never answers, so a test can show what
 * a timed-out execution leaves behind. AWS has no such switch: there the state machine's
 * TimeoutSeconds and a slow step do it.
 */
export interface PipelineFault {
  contains: string;
  /** The execution's TimeoutSeconds instead of the ASL's. */
  timeoutSeconds: number;
  /** A state whose step hangs (past the timeout) in that execution. */
  hangState?: string;
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
