import { AsyncLocalStorage } from 'node:async_hooks';
import type { CharSteps } from '../../core/documents/char-steps.ts';

/**
 * Keeps the recogniser's per-time-step class probabilities of each box ppu-paddle-ocr reads,
 * which the library decodes (greedy CTC) and drops, returning a box's text and mean confidence
 * only. Its recognition service is an object of the library's own; two of its methods are
 * wrapped on that one instance: the model's run, to see the output tensor, and the box's
 * recognition, to hand it back with the box's result. The model still runs once per box. An
 * AsyncLocalStorage ties each output to its box, so pages read at the same time never mix.
 */

/** How many classes a step keeps, and the least probability kept (three places). */
export const STEP_CLASSES = 4;
const KEPT = 0.0005;

interface OutputTensor {
  data: ArrayLike<number>;
  dims: readonly number[];
}
interface RecognitionContext {
  runInference: (input: unknown) => Promise<OutputTensor>;
}
interface BoxResult {
  text: string;
  confidence: number;
  steps?: CharSteps;
}
interface Recognitor {
  options?: { charactersDictionary?: string[] };
  processBox: (...args: unknown[]) => Promise<BoxResult | null>;
  recognizeTextViaContext: (crop: unknown, ctx: RecognitionContext, dict?: string[]) => Promise<unknown>;
}

/** Wraps the service's recognitor; false (and nothing changed) when the library is not shaped so. */
export function keepCharSteps(service: object): boolean {
  const rec = (service as { recognitor?: Partial<Recognitor> }).recognitor;
  if (typeof rec?.processBox !== 'function' || typeof rec.recognizeTextViaContext !== 'function')
    return false;
  const recognitor = rec as Recognitor;
  const store = new AsyncLocalStorage<{ steps?: CharSteps }>();
  const recognize = recognitor.recognizeTextViaContext.bind(recognitor);
  recognitor.recognizeTextViaContext = (crop, ctx, dict) => {
    const held = store.getStore();
    const runInference = async (input: unknown) => {
      const output = await ctx.runInference(input);
      if (held) held.steps = topClasses(output, dict ?? recognitor.options?.charactersDictionary ?? []);
      return output;
    };
    return recognize(crop, { ...ctx, runInference }, dict);
  };
  const processBox = recognitor.processBox.bind(recognitor);
  recognitor.processBox = (...args) => {
    const held: { steps?: CharSteps } = {};
    return store.run(held, async () => {
      const result = await processBox(...args);
      return result && held.steps ? { ...result, steps: held.steps } : result;
    });
  };
  return true;
}

/** Fullwidth forms the model has classes for (`Ａ`, `－`) are the ASCII ones the library prints. */
const ascii = (c: string): string => {
  const code = c.codePointAt(0) ?? 0;
  return code >= 0xff01 && code <= 0xff5e ? String.fromCodePoint(code - 0xfee0) : c === '\u3000' ? ' ' : c;
};

/**
 * The output [1, steps, classes] (softmax probabilities) to each step's likeliest classes. Class
 * 0 is CTC's blank; the dictionary lacks it when it is one entry short, as the library assumes.
 */
export function topClasses(output: OutputTensor, dictionary: readonly string[]): CharSteps {
  const [, steps = 0, classes = 0] = output.dims;
  const offset = dictionary.length === classes - 1 ? 1 : 0;
  const charOf = (c: number) => (c === 0 ? '' : ascii(dictionary[c - offset] ?? ''));
  // Read once: the tensor's `data` is a getter that checks the tensor on every call.
  const data = output.data;
  const out: (readonly [string, number])[][] = [];
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    const best: { c: number; p: number }[] = [];
    for (let c = 0; c < classes; c++) {
      const p = data[base + c]!;
      if (p < KEPT || (best.length === STEP_CLASSES && p <= best[STEP_CLASSES - 1]!.p)) continue;
      let i = best.length;
      while (i > 0 && best[i - 1]!.p < p) i--;
      best.splice(i, 0, { c, p });
      if (best.length > STEP_CLASSES) best.pop();
    }
    out.push(best.map(({ c, p }) => [charOf(c), Math.round(p * 1000) / 1000] as const));
  }
  return out;
}
