import sharp from 'sharp';
import { blocksFromPages, type PageItems } from '../../core/documents/blocks-from-boxes.ts';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { MAX_SIDE, paddleReadImage } from './paddle-engine.ts';
import { readPdfPages } from './pdf-reader.ts';

export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

/**
 * The local reader: a photo or a PDF to Textract-shaped blocks (PAGE, LINE, WORD with
 * BoundingBox and Confidence), the same shape the Textract adapter gets on AWS.
 * Photos are turned upright by their EXIF orientation and downscaled before OCR.
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
      read.push(page.kind === 'text' ? page.items : await paddleReadImage(page.png, page.width, page.height));
    return blocksFromPages(read);
  }
  const image = await uprightImage(bytes);
  return blocksFromPages([await paddleReadImage(image.data, image.width, image.height)]);
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
