import sharp from 'sharp';
import { blocksFromPages, type PageItems } from '../../core/documents/blocks-from-boxes.ts';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { MAX_SIDE, paddleReadImage } from './paddle-engine.ts';
import { readPdfPages } from './pdf-reader.ts';
import { removeRulings } from './remove-rulings.ts';
import { UnreadableDocumentError } from './unreadable-document-error.ts';

export { UnreadableDocumentError };

/**
 * The local reader: a photo or a PDF to Textract-shaped blocks (PAGE, LINE, WORD with
 * BoundingBox and Confidence), the same shape the Textract adapter gets on AWS.
 * Photos are turned upright by their EXIF orientation and downscaled, and a page image's ruled
 * lines are faded out (remove-rulings.ts), before OCR.
 */
export async function readDocumentLocally(bytes: Uint8Array): Promise<TextractBlock[]> {
  if (isPdf(bytes)) {
    let pages;
    try {
      pages = readPdfPages(bytes);
    } catch (e) {
      throw new UnreadableDocumentError(`The PDF could not be opened: ${(e as Error).message}`);
    }
    const read: PageItems[] = [];
    for (const page of pages)
      read.push(
        page.kind === 'text'
          ? page.items
          : await readImage({ data: page.png, width: page.width, height: page.height }),
      );
    return blocksFromPages(read);
  }
  return blocksFromPages([await readImage(await uprightImage(bytes))]);
}

interface PageImage {
  data: Buffer;
  width: number;
  height: number;
}

/** OCR of one page image, its rulings faded first (OCR_RULINGS=off reads it as it is, to compare). */
async function readImage(image: PageImage) {
  const page = process.env.OCR_RULINGS === 'off' ? image : await withoutRulings(image);
  return paddleReadImage(page.data, page.width, page.height);
}

/** Background for removeRulings: a blur wide enough that no pen or ruling stroke survives it. */
const BACKGROUND_BLUR = 12;

async function withoutRulings(image: PageImage): Promise<PageImage> {
  const grey = sharp(image.data).greyscale();
  const [{ data: pixels, info }, background] = await Promise.all([
    grey.clone().raw().toBuffer({ resolveWithObject: true }),
    grey.clone().blur(BACKGROUND_BLUR).raw().toBuffer(),
  ]);
  const cleaned = removeRulings({ pixels, width: info.width, height: info.height }, background);
  const data = await sharp(cleaned, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { data, width: info.width, height: info.height };
}

const isPdf = (b: Uint8Array): boolean =>
  b.length > 4 && Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-';

async function uprightImage(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (e) {
    throw new UnreadableDocumentError(`The image could not be decoded: ${(e as Error).message}`);
  }
}
