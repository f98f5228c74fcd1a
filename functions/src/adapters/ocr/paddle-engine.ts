import { PaddleOcrService } from 'ppu-paddle-ocr';
import type { FlattenedPaddleOcrResult, PaddleOptions } from 'ppu-paddle-ocr';
import type { PageItems, PixelBox } from '../../core/documents/blocks-from-boxes.ts';
import type { CharSteps } from '../../core/documents/char-steps.ts';
import { keepCharSteps } from './paddle-char-steps.ts';
import { loadPaddleModels } from './paddle-models.ts';
import { paddleSessionOptions } from './paddle-session.ts';

/**
 * PaddleOCR (PP-OCRv4 ONNX models in onnxruntime-node through ppu-paddle-ocr): one warm service
 * per process, because loading the models takes about a second and a page a fraction of that.
 * `per-box` recognises each detected box alone, which keeps table cells apart (`per-line`
 * merges a row's cells into one crop and splits the text back by guesswork).
 */
let service: Promise<PaddleOcrService> | undefined;

/** Longest side a page is read at: a phone's 4000 px photo holds nothing more that OCR needs. */
export const MAX_SIDE = 1800;

function warmService(): Promise<PaddleOcrService> {
  service ??= (async () => {
    const model = await loadPaddleModels();
    const s = new PaddleOcrService({
      model,
      // Merged into the library's defaults (CPU, threads one per core).
      session: paddleSessionOptions() as PaddleOptions['session'],
      detection: detectionOptions(),
      // The dictionary is filled from `model` on initialize; the type asks for it up front.
      recognition: { strategy: 'per-box', minimumConfidence: 0.3 } as PaddleOptions['recognition'],
    });
    await s.initialize();
    // Without them lot codes are matched by edit distance alone: worse, not wrong.
    // OCR_CHAR_STEPS=off reads without them, to compare.
    if (process.env.OCR_CHAR_STEPS !== 'off' && !keepCharSteps(s))
      console.warn('ppu-paddle-ocr: character probabilities are not available');
    return s;
  })().catch((e: unknown) => {
    service = undefined; // a failed start is retried by the next document
    throw e;
  });
  return service;
}

/**
 * Detection at the page's full size (at most MAX_SIDE): the library's default (`auto`, about
 * 0.75 of the longest side) loses single characters (a quantity `1`, a unit `g`) and read 2.5
 * points fewer handwritten fields, for about 1.7x the detection time (docs/documents.md).
 * OCR_DET_MAX_SIDE=auto restores the default, a number sets another size.
 */
function detectionOptions(): { maxSideLength?: number } {
  const setting = process.env.OCR_DET_MAX_SIDE;
  if (setting === 'auto') return {};
  const side = Number(setting);
  return { maxSideLength: side > 0 ? Math.min(side, MAX_SIDE) : MAX_SIDE };
}

/** Recognises one decoded image (PNG or JPEG bytes) of the given pixel size. */
export async function paddleReadImage(image: Buffer, width: number, height: number): Promise<PageItems> {
  const ocr = await warmService();
  const bytes = image.buffer.slice(image.byteOffset, image.byteOffset + image.byteLength) as ArrayBuffer;
  const result = (await ocr.recognize(bytes, { flatten: true, noCache: true })) as FlattenedPaddleOcrResult;
  return {
    width,
    height,
    items: result.results.map((r) => {
      // A box's probabilities cover all its text; blocksFromPages cuts them into its words'.
      const { steps } = r as { steps?: CharSteps };
      return { text: r.text, box: r.box, confidence: r.confidence, ...(steps ? { steps } : {}) };
    }),
  };
}

/** What the recogniser alone reads in a region: its text and character probabilities. */
export interface RegionReading {
  text: string;
  confidence: number;
  steps?: CharSteps;
}

interface BoxRecognitor {
  platform: { canvas: { prepareCanvas: (image: ArrayBuffer) => Promise<unknown> } };
  processBox: (...args: unknown[]) => Promise<(RegionReading & { box: unknown }) | null>;
}

/**
 * Runs the recogniser alone (no detector: the detector is what found nothing there) on regions
 * of one page image, through the library's own per-box recognition (which crops the box and
 * keeps its steps, paddle-char-steps.ts); unlike the page's reading, a region whose text is
 * empty or below the confidence floor still answers its steps, for the decoding to judge. Empty
 * when the library is not shaped so.
 */
export async function paddleReadRegions(image: Buffer, boxes: readonly PixelBox[]): Promise<RegionReading[]> {
  const ocr = await warmService();
  const rec = (ocr as unknown as { recognitor?: Partial<BoxRecognitor> }).recognitor;
  if (!boxes.length || typeof rec?.processBox !== 'function' || !rec.platform?.canvas) return [];
  const bytes = image.buffer.slice(image.byteOffset, image.byteOffset + image.byteLength) as ArrayBuffer;
  const canvas = await rec.platform.canvas.prepareCanvas(bytes);
  const out: RegionReading[] = [];
  for (const [i, box] of boxes.entries()) {
    const r = await rec.processBox(canvas, box, i, boxes.length, undefined, undefined);
    out.push(
      r
        ? { text: r.text, confidence: r.confidence, ...(r.steps ? { steps: r.steps } : {}) }
        : { text: '', confidence: 0 },
    );
  }
  return out;
}

/** Loads the models now, so the first document does not pay for it. */
export async function warmUpPaddle(): Promise<void> {
  await warmService();
}

export async function closePaddle(): Promise<void> {
  const s = service;
  service = undefined;
  if (s) await (await s).destroy();
}
