import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { blocksFromPages, type TextItem } from '../../../functions/src/core/documents/blocks-from-boxes.ts';
import type { TextractBlock } from '../../../functions/src/core/documents/textract-blocks.ts';

/**
 * tesseract.js as a second engine, for the comparison only (the product uses PaddleOCR): fully
 * offline with the English LSTM model from @tesseract.js-data/eng, page segmentation 3 (6 garbles
 * ruled tables), and the preprocessing that helped it most (grey, 2x, tagged 300 dpi).
 */
let worker: Promise<Worker> | undefined;

function warmWorker(): Promise<Worker> {
  worker ??= (async () => {
    const require = createRequire(import.meta.url);
    const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      cachePath: tmpdir(),
      gzip: true,
      cacheMethod: 'none',
    });
    await w.setParameters({ tessedit_pageseg_mode: '3' as never, user_defined_dpi: '300' });
    return w;
  })();
  return worker;
}

export async function tesseractRead(image: Buffer): Promise<TextractBlock[]> {
  const w = await warmWorker();
  const meta = await sharp(image).metadata();
  const scale = 2;
  const png = await sharp(image)
    .rotate()
    .grayscale()
    .resize({ width: (meta.width ?? 1000) * scale })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
  const { data } = await w.recognize(png, {}, { blocks: true });
  const items: TextItem[] = [];
  for (const block of data.blocks ?? [])
    for (const para of block.paragraphs)
      for (const line of para.lines) {
        const words = line.words
          .filter((wd) => wd.text.trim())
          .map((wd) => ({
            text: wd.text,
            box: {
              x: wd.bbox.x0,
              y: wd.bbox.y0,
              width: wd.bbox.x1 - wd.bbox.x0,
              height: wd.bbox.y1 - wd.bbox.y0,
            },
          }));
        if (!words.length) continue;
        items.push({
          text: words.map((wd) => wd.text).join(' '),
          box: {
            x: line.bbox.x0,
            y: line.bbox.y0,
            width: line.bbox.x1 - line.bbox.x0,
            height: line.bbox.y1 - line.bbox.y0,
          },
          confidence: line.confidence / 100,
          words,
        });
      }
  return blocksFromPages([
    { width: (meta.width ?? 1000) * scale, height: (meta.height ?? 1000) * scale, items },
  ]);
}

export async function closeTesseract(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await (await w).terminate();
}
