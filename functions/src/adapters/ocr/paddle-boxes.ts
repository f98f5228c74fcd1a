import type { PixelBox } from '../../core/documents/blocks-from-boxes.ts';
import type { CharSteps } from '../../core/documents/char-steps.ts';

/**
 * The detected boxes recognised two at a time, each alone as ppu-paddle-ocr's `per-box`
 * strategy does (its processBox: crop, resize, the model's run, CTC decoding), with the same
 * result: the boxes its recognition keeps, in its reading order, under its confidence floor.
 * The library awaits each box before the next; here a box's crop and resize (on this thread)
 * overlap another box's model run (on ONNX Runtime's), and the recognition session runs one
 * thread a box: on two cores, two one-threaded runs do more than one two-threaded run of a
 * small crop (docs/documents.md, sdoc14p). The model's output does not depend on either.
 */
export interface BoxReading {
  text: string;
  box: PixelBox;
  confidence: number;
  steps?: CharSteps;
}

export interface BoxRecognitor {
  options?: { minimumConfidence?: number };
  processBox: (...args: unknown[]) => Promise<BoxReading | null>;
}

/** How many boxes are in recognition at once. */
const AT_ONCE = 2;

export async function recogniseBoxes(
  rec: BoxRecognitor,
  canvas: unknown,
  boxes: readonly PixelBox[],
): Promise<BoxReading[]> {
  const valid = boxes.filter((b) => b.width > 0 && b.height > 0);
  const read: (BoxReading | null)[] = new Array<BoxReading | null>(valid.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < valid.length) {
      const i = next++;
      read[i] = await rec.processBox(canvas, valid[i], i, valid.length, undefined, undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, valid.length) }, worker));
  const floor = rec.options?.minimumConfidence ?? 0.5;
  return byReadingOrder(read.filter((r): r is BoxReading => r !== null)).filter(
    (r) => floor <= 0 || r.confidence >= (/[\p{L}\p{N}]/u.test(r.text) ? floor : Math.min(1, floor + 0.3)),
  );
}

/** The library's reading order (ppu-paddle-ocr 6.3.0, recognition/strategies.js), unchanged. */
const byReadingOrder = (results: readonly BoxReading[]): BoxReading[] =>
  [...results].sort((a, b) =>
    Math.abs(a.box.y - b.box.y) < (a.box.height + b.box.height) / 4 ? a.box.x - b.box.x : a.box.y - b.box.y,
  );
