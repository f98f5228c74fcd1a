import { rereadRegions } from '../../core/documents/extract/reread-regions.ts';
import { layoutFromTextract } from '../../core/documents/from-textract.ts';
import type { TextractBlock } from '../../core/documents/textract-blocks.ts';
import { paddleReadRegions } from './paddle-engine.ts';

import type { PageImage } from './page-image.ts';

/**
 * The regions of a read page that extraction wants read again (core reread-regions.ts: a date's
 * label with nothing after it), read by the recogniser alone on the same image the page was read
 * from, as REREAD blocks: each region's box and character probabilities, never a word (the
 * decoding decides whether anything is written there). OCR_REREAD=off reads no region, to compare.
 */
export async function rereadBlocks(
  image: PageImage,
  blocks: readonly TextractBlock[],
  pageNumber: number,
): Promise<TextractBlock[]> {
  if (process.env.OCR_REREAD === 'off') return [];
  const page = layoutFromTextract(blocks).pages.find((p) => p.page === pageNumber);
  if (!page || image.width <= 0 || image.height <= 0) return [];
  const regions = rereadRegions(page, image.height / image.width);
  const pixels = regions.map(({ box }) => ({
    x: Math.round(box.left * image.width),
    y: Math.round(box.top * image.height),
    width: Math.max(1, Math.round(box.width * image.width)),
    height: Math.max(1, Math.round(box.height * image.height)),
  }));
  const readings = await paddleReadRegions(image, pixels);
  return regions.flatMap((region, i) => {
    const steps = readings[i]?.steps;
    if (!steps?.length) return [];
    const { left, top, width, height } = region.box;
    return [
      {
        BlockType: 'REREAD',
        Id: `reread-${pageNumber}-${i + 1}`,
        Page: pageNumber,
        Reread: `${region.field}:${region.label}`,
        Geometry: { BoundingBox: { Left: left, Top: top, Width: width, Height: height } },
        Steps: steps,
      },
    ];
  });
}
