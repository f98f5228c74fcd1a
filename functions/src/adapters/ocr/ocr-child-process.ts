import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { UnreadableDocumentError } from './unreadable-document-error.ts';
import type { OcrAsk, OcrReply, OcrRequest } from './ocr-child-protocol.ts';

/**
 * The local OCR engine in a process of its own, at a lower CPU priority: on AWS the reading is
 * Textract's, on AWS's machines, never on the API's CPU; locally, in the cloud's one process,
 * the API's requests queued behind each page's OCR (24% of that process's samples under
 * bench:load, docs/load.md). Documents are read one at a time, in order, by the same
 * readDocumentLocally, so the blocks are the same; an error comes back under its own name (the
 * pipeline maps UnreadableDocumentError to its reason, the ASL matches names).
 */

/** Nice value of the OCR process (0-19; higher yields more). OCR_PROCESS_NICE overrides. */
const DEFAULT_NICE = 10;

type Answer = Exclude<OcrReply, { error: unknown }>;

interface Pending {
  resolve: (reply: Answer) => void;
  reject: (error: Error) => void;
}

let child: ChildProcess | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

const niceValue = (): number => {
  const set = Number(process.env.OCR_PROCESS_NICE);
  return Number.isInteger(set) && set >= 0 && set <= 19 ? set : DEFAULT_NICE;
};

/** The reader process's error rebuilt under its name, as readDocumentLocally would have thrown it. */
const errorOf = (reply: Extract<OcrReply, { error: unknown }>): Error => {
  if (reply.error.name === 'UnreadableDocumentError') return new UnreadableDocumentError(reply.error.message);
  const error = new Error(reply.error.message);
  error.name = reply.error.name;
  return error;
};

const failAll = (reason: string) => {
  for (const [id, p] of pending) {
    pending.delete(id);
    p.reject(new Error(`The OCR process ${reason}`));
  }
};

/** Idle, it keeps nobody alive: a script that read a page may end without closing it. */
const holdParentWhileBusy = (c: ChildProcess) => {
  const channel = c.channel as { ref(): void; unref(): void } | undefined;
  if (pending.size > 0) {
    c.ref();
    channel?.ref();
  } else {
    c.unref();
    channel?.unref();
  }
};

const start = (): ChildProcess => {
  const c = fork(new URL('./ocr-child-main.ts', import.meta.url), [], {
    // Structured clone: the upload's bytes go over as bytes, not as a JSON array of numbers.
    serialization: 'advanced',
    // Only what the profile flags ask for; the parent's other flags (a test runner's) stay there.
    execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
    env: { ...process.env, OCR_PROCESS_NICE: String(niceValue()) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Its threads started before this call are reniced by the process itself (ocr-child-main.ts).
  if (c.pid) {
    try {
      setPriority(c.pid, niceValue());
    } catch {
      // Not allowed on this system: it still runs apart, only at the same priority.
    }
  }
  c.on('message', (reply: OcrReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if ('error' in reply) p.reject(errorOf(reply));
    else p.resolve(reply);
    holdParentWhileBusy(c);
  });
  c.on('error', (error) => {
    if (child === c) child = undefined;
    failAll(`could not run: ${error.message}`);
  });
  c.on('exit', (code, signal) => {
    // The next document starts a new one (the one that crashed it fails, as a Lambda crash would).
    if (child === c) child = undefined;
    failAll(`ended (${signal ?? `code ${code}`}) before answering`);
  });
  holdParentWhileBusy(c);
  return c;
};

/** Sends one ask to the OCR process (started on first use); its answer, or its error. */
const ask = (message: OcrAsk): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const c = (child ??= start());
    const id = nextId++;
    pending.set(id, { resolve, reject });
    holdParentWhileBusy(c);
    const request: OcrRequest = { ...message, id };
    c.send(request, (error) => {
      if (!error) return;
      pending.delete(id);
      reject(new Error(`The OCR process could not be sent the document: ${error.message}`));
    });
  });

/**
 * Reads one upload in the OCR process (started on first use): the blocks readDocumentLocally
 * gives. `deadline` (epoch ms), its invocation's end: a read still queued then is skipped.
 */
export const readDocumentInChildProcess = async (
  bytes: Uint8Array,
  deadline?: number,
): Promise<TextractBlock[]> => {
  const reply = await ask({ bytes, deadline });
  return 'blocks' in reply ? reply.blocks : [];
};

/** The process last asked to load its models, and that ask (one a process while it succeeds). */
let warming: { process: ChildProcess; done: Promise<void> } | undefined;

/**
 * Starts the OCR process, if none runs, and has it load its models ahead of the first document:
 * starting Node, loading the OCR stack and the models takes seconds (9-27 s on a busy machine,
 * docs/documents.md), which the first upload of a new cloud otherwise waits for. Asked again, it
 * costs nothing; after a failure, or once the process ended, it asks anew. A failure here fails
 * nothing else: the next read starts a process or loads the models itself, as without warming.
 */
export const warmOcrChildProcess = (): Promise<void> => {
  if (warming && warming.process === child) return warming.done;
  const done = ask({ warm: true }).then(() => undefined);
  const started = { process: child!, done };
  warming = started;
  done.catch(() => {
    if (warming === started) warming = undefined;
  });
  return done;
};

/** Ends the OCR process (the local cloud's stop); a read still waiting fails. */
export const closeOcrChildProcess = async (): Promise<void> => {
  const c = child;
  child = undefined;
  if (!c || c.exitCode !== null || c.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => c.kill('SIGKILL'), 5_000);
    c.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    c.kill('SIGTERM');
  });
};

/** The OCR process's pid while it runs (tests check its priority). */
export const ocrChildPid = (): number | undefined => child?.pid;
