/**
 * The OCR process (started by ocr-child-process.ts): reads one document at a time with the same
 * readDocumentLocally, and answers its blocks or its error's name and message.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import type { OcrReply, OcrRequest } from './ocr-child-protocol.ts';
import { readDocumentLocally } from './ocr-engine.ts';
import { closePaddle, warmUpPaddle } from './paddle-engine.ts';

const nice = Number(process.env.OCR_PROCESS_NICE ?? 10);

/**
 * On Linux a nice value belongs to a thread: the parent's setPriority reached this process's main
 * thread only, and the threads Node started before it (and ONNX Runtime's, sharp's) keep theirs.
 * Every thread of the process is set, after each document (new threads inherit it from then on).
 */
const reniceThreads = () => {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return; // Not Linux: the parent's setPriority is all there is.
  }
  for (const tid of tids) {
    try {
      setPriority(Number(tid), nice);
    } catch {
      // A thread that just ended.
    }
  }
};
reniceThreads();

/** One at a time, in order: a queue, as a reader of one vCPU would take them. */
let queue: Promise<void> = Promise.resolve();

const answer = (reply: OcrReply) => process.send?.(reply);

/**
 * A read whose caller's invocation ended while it waited (Lambda would have stopped it) is not
 * started: the time goes to the reads still awaited, and the step's retry queues it anew.
 */
const expired = (request: OcrRequest) =>
  'deadline' in request && request.deadline !== undefined && Date.now() >= request.deadline;

process.on('message', (request: OcrRequest) => {
  queue = queue.then(async () => {
    if (expired(request)) {
      answer({
        id: request.id,
        error: { name: 'DeadlinePassed', message: 'Its invocation ended before its turn to be read' },
      });
      return;
    }
    try {
      if ('warm' in request) {
        // A failed load is not kept: the next document's read loads the models again.
        await warmUpPaddle();
        answer({ id: request.id, warmed: true });
      } else {
        const blocks: TextractBlock[] = await readDocumentLocally(request.bytes);
        answer({ id: request.id, blocks });
      }
    } catch (error) {
      const e = error as Error;
      answer({ id: request.id, error: { name: e?.name ?? 'Error', message: e?.message ?? String(error) } });
    }
    reniceThreads();
  });
});

// The parent gone (or closing it): nothing more to read.
const stop = () => {
  void closePaddle().finally(() => process.exit(0));
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
