import sharp from 'sharp';
import { blocksFromPages, type PageItems } from '../../core/documents/blocks-from-boxes.ts';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { MAX_SIDE, paddleReadImage } from './paddle-engine.ts';
import { readPdfPages } from './pdf-reader.ts';
import type { PageImage } from './page-image.ts';
import { rereadBlocks } from './reread-blocks.ts';
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
    const images = new Map<number, PageImage>();
    for (const [i, page] of pages.entries()) {
      if (page.kind === 'text') {
        read.push(page.items);
        continue;
      }
      const image = await readable({ data: page.png, width: page.width, height: page.height });
      images.set(i + 1, image);
      read.push(await paddleReadImage(image));
    }
    const blocks = blocksFromPages(read);
    for (const [n, image] of images) blocks.push(...(await rereadBlocks(image, blocks, n)));
    return blocks;
  }
  const image = await readable(await uprightImage(bytes));
  const blocks = blocksFromPages([await paddleReadImage(image)]);
  return [...blocks, ...(await rereadBlocks(image, blocks, 1))];
}

/**
 * The regions a photo's earlier reading left blank read again (reread-blocks.ts) on the same
 * image: for a reading kept from before (the documents bench's cache of page readings), so the
 * regions are always read anew and their cost is counted.
 */
export async function withRereads(
  bytes: Uint8Array,
  blocks: readonly TextractBlock[],
): Promise<TextractBlock[]> {
  const kept = blocks.filter((b) => b.BlockType !== 'REREAD');
  if (isPdf(bytes)) return kept;
  return [...kept, ...(await rereadBlocks(await readable(await uprightImage(bytes)), kept, 1))];
}

/** A page image as OCR reads it: its rulings faded first (OCR_RULINGS=off reads it as it is, to compare). */
async function readable(image: PageImage & { data: Buffer }): Promise<PageImage> {
  return process.env.OCR_RULINGS === 'off' ? image : withoutRulings(image);
}

/** Background for removeRulings: a blur wide enough that no pen or ruling stroke survives it. */
const BACKGROUND_BLUR = 12;

async function withoutRulings(image: { data: Buffer }): Promise<PageImage> {
  const decoded = sharp(image.data).greyscale();
  const [{ data: pixels, info }, background] = await Promise.all([
    decoded.clone().raw().toBuffer({ resolveWithObject: true }),
    decoded.clone().blur(BACKGROUND_BLUR).raw().toBuffer(),
  ]);
  // Handed on as pixels: the recogniser's canvas is filled from them (paddle-engine.ts).
  const grey = removeRulings({ pixels, width: info.width, height: info.height }, background);
  return { grey, width: info.width, height: info.height };
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
