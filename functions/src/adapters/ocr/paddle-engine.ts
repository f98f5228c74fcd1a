import { PaddleOcrService } from 'ppu-paddle-ocr';
import type { FlattenedPaddleOcrResult, PaddleOptions } from 'ppu-paddle-ocr';
import type { PageItems } from '../../core/documents/blocks-from-boxes.ts';
import { loadPaddleModels } from './paddle-models.ts';

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
      // The dictionary is filled from `model` on initialize; the type asks for it up front.
      recognition: { strategy: 'per-box', minimumConfidence: 0.3 } as PaddleOptions['recognition'],
    });
    await s.initialize();
    return s;
  })().catch((e: unknown) => {
    service = undefined; // a failed start is retried by the next document
    throw e;
  });
  return service;
}

/** Padding of detected boxes, tunable for measurements (OCR_PAD_H, OCR_PAD_V); the library's defaults otherwise. */
function detectionOverrides(): { paddingHorizontal?: number; paddingVertical?: number } {
  const h = Number(process.env.OCR_PAD_H);
  const v = Number(process.env.OCR_PAD_V);
  return { ...(h > 0 ? { paddingHorizontal: h } : {}), ...(v > 0 ? { paddingVertical: v } : {}) };
}

/** Recognises one decoded image (PNG or JPEG bytes) of the given pixel size. */
export async function paddleReadImage(image: Buffer, width: number, height: number): Promise<PageItems> {
  const ocr = await warmService();
  const bytes = image.buffer.slice(image.byteOffset, image.byteOffset + image.byteLength) as ArrayBuffer;
  const result = (await ocr.recognize(bytes, { flatten: true, noCache: true })) as FlattenedPaddleOcrResult;
  return {
    width,
    height,
    items: result.results.map((r) => ({ text: r.text, box: r.box, confidence: r.confidence })),
  };
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
