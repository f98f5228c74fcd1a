/**
 * ONNX Runtime's session options for the local reader. Its intra-op threads spin while they wait
 * for work by default: on a machine whose cores are shared (the local cloud's API and pipeline
 * steps, a developer's other work), the spinning thread takes CPU the other thread of the same
 * read is waiting for. Measured on outside set K's pages (docs/documents.md, sdoc13p): the same
 * blocks, byte for byte, for about a quarter less CPU and a page read in about 0.6 of the time
 * under a load average of 5-8. OCR_SPIN=on restores spinning, to compare.
 */
export interface PaddleSessionOptions {
  extra?: { session: { intra_op: { allow_spinning: '0' | '1' } } };
}

export function paddleSessionOptions(env: NodeJS.ProcessEnv = process.env): PaddleSessionOptions {
  if (env.OCR_SPIN === 'on') return {};
  return { extra: { session: { intra_op: { allow_spinning: '0' } } } };
}

/**
 * The recognition session's: one intra-op thread, boxes run two at a time instead
 * (paddle-boxes.ts). Measured on K's crops: the same output, float for float, for about a
 * fifth less CPU and time under a load average of 5 (docs/documents.md, sdoc14p).
 */
export function recognitionSessionOptions(
  env: NodeJS.ProcessEnv = process.env,
): PaddleSessionOptions & { intraOpNumThreads: number } {
  return { ...paddleSessionOptions(env), intraOpNumThreads: 1 };
}
