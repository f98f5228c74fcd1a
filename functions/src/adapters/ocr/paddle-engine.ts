import { PaddleOcrService } from 'ppu-paddle-ocr';
import type { FlattenedPaddleOcrResult, PaddleOptions } from 'ppu-paddle-ocr';
import type { PageItems, PixelBox } from '../../core/documents/blocks-from-boxes.ts';
import type { CharSteps } from '../../core/documents/char-steps.ts';
import type { PageImage } from './page-image.ts';
import { type BoxReading, type BoxRecognitor, recogniseBoxes } from './paddle-boxes.ts';
import { keepCharSteps } from './paddle-char-steps.ts';
import { loadPaddleModels } from './paddle-models.ts';
import { paddleSessionOptions, recognitionSessionOptions } from './paddle-session.ts';

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
    const recognition = model.recognition; // the library lets go of the models once loaded
    const s = new PaddleOcrService({
      model,
      // Merged into the library's defaults (CPU, threads one per core).
      session: paddleSessionOptions() as PaddleOptions['session'],
      detection: detectionOptions(),
      // The dictionary is filled from `model` on initialize; the type asks for it up front.
      recognition: { strategy: 'per-box', minimumConfidence: 0.3 } as PaddleOptions['recognition'],
    });
    await s.initialize();
    await oneThreadRecognition(s, recognition);
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

/** The library's parts this reader calls directly (ppu-paddle-ocr 6.3.0); absent, recognize() reads. */
interface PaddleParts {
  detector?: { run?: (canvas: unknown) => Promise<PixelBox[]> };
  recognitor?: Partial<BoxRecognitor> & {
    session?: { release(): Promise<void> };
    platform?: {
      ort: {
        InferenceSession: {
          create(model: Uint8Array, options: object): Promise<{ release(): Promise<void> }>;
        };
      };
      createCanvas(width: number, height: number): PageCanvas;
      canvas: { prepareCanvas: (image: ArrayBuffer) => Promise<unknown> };
    };
  };
  recognitionSession?: { release(): Promise<void> } | null;
}

interface PageCanvas {
  getContext(kind: '2d'): {
    createImageData(width: number, height: number): { data: Uint8ClampedArray };
    putImageData(image: { data: Uint8ClampedArray }, x: number, y: number): void;
  };
}

/**
 * The recognition session again, with one intra-op thread (paddle-boxes.ts says why): the
 * library makes both sessions with the same options. OCR_REC=library keeps its own.
 */
async function oneThreadRecognition(service: PaddleOcrService, model: ArrayBuffer): Promise<void> {
  const parts = service as unknown as PaddleParts;
  const rec = parts.recognitor;
  if (process.env.OCR_REC === 'library' || !rec?.platform?.ort || !rec.session) return;
  const session = await rec.platform.ort.InferenceSession.create(
    new Uint8Array(model),
    recognitionSessionOptions(),
  );
  await rec.session.release();
  rec.session = session;
  parts.recognitionSession = session;
}

const parts = (ocr: PaddleOcrService): Required<Pick<PaddleParts, 'detector' | 'recognitor'>> | undefined => {
  const { detector, recognitor } = ocr as unknown as PaddleParts;
  const shaped =
    process.env.OCR_REC !== 'library' &&
    typeof detector?.run === 'function' &&
    typeof recognitor?.processBox === 'function' &&
    recognitor.platform?.canvas;
  return shaped ? { detector, recognitor } : undefined;
};

const arrayBufferOf = (b: Buffer): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** Each page image's canvas, made once for its reading and its regions read again. */
const canvases = new WeakMap<PageImage, Promise<unknown>>();

/**
 * The page as the library's canvas: decoded from its bytes, or its grey pixels put in as they are
 * (the canvas a PNG of them decodes to, without encoding and decoding one).
 */
function canvasOf(rec: NonNullable<PaddleParts['recognitor']>, image: PageImage): Promise<unknown> {
  let canvas = canvases.get(image);
  if (!canvas) {
    canvas =
      'grey' in image
        ? Promise.resolve(greyCanvas(rec, image))
        : rec.platform!.canvas.prepareCanvas(arrayBufferOf(image.data));
    canvases.set(image, canvas);
  }
  return canvas;
}

function greyCanvas(
  rec: NonNullable<PaddleParts['recognitor']>,
  image: Extract<PageImage, { grey: unknown }>,
): unknown {
  const canvas = rec.platform!.createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  const rgba = ctx.createImageData(image.width, image.height);
  const { data } = rgba;
  const { grey } = image;
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    const v = grey[i]!;
    data[p] = v;
    data[p + 1] = v;
    data[p + 2] = v;
    data[p + 3] = 255;
  }
  ctx.putImageData(rgba, 0, 0);
  return canvas;
}

/** The library's own path: recognize() on the image's encoded bytes, one box after another. */
async function recognizeWhole(ocr: PaddleOcrService, image: PageImage): Promise<BoxReading[]> {
  const bytes = 'grey' in image ? await pngOf(image) : image.data;
  const result = (await ocr.recognize(arrayBufferOf(bytes), {
    flatten: true,
    noCache: true,
  })) as FlattenedPaddleOcrResult;
  return result.results as BoxReading[];
}

async function pngOf(image: Extract<PageImage, { grey: unknown }>): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(image.grey, { raw: { width: image.width, height: image.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Detects and recognises the text of one page image. */
export async function paddleReadImage(image: PageImage): Promise<PageItems> {
  const ocr = await warmService();
  const direct = parts(ocr);
  let results: BoxReading[];
  if (direct) {
    const canvas = await canvasOf(direct.recognitor, image);
    const boxes = await direct.detector.run!(canvas);
    results = boxes.length ? await recogniseBoxes(direct.recognitor as BoxRecognitor, canvas, boxes) : [];
  } else results = await recognizeWhole(ocr, image);
  return {
    width: image.width,
    height: image.height,
    items: results.map((r) => {
      // A box's probabilities cover all its text; blocksFromPages cuts them into its words'.
      const { steps } = r;
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

/**
 * Runs the recogniser alone (no detector: the detector is what found nothing there) on regions
 * of one page image, through the library's own per-box recognition (which crops the box and
 * keeps its steps, paddle-char-steps.ts); unlike the page's reading, a region whose text is
 * empty or below the confidence floor still answers its steps, for the decoding to judge. Empty
 * when the library is not shaped so.
 */
export async function paddleReadRegions(
  image: PageImage,
  boxes: readonly PixelBox[],
): Promise<RegionReading[]> {
  const ocr = await warmService();
  const rec = (ocr as unknown as PaddleParts).recognitor;
  if (!boxes.length || typeof rec?.processBox !== 'function' || !rec.platform?.canvas) return [];
  const canvas = await canvasOf(rec, image);
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
