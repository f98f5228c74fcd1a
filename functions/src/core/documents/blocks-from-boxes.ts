import { type CharSteps, splitStepsAtSpaces } from './char-steps.ts';
import type { TextractBlock } from './textract-blocks.ts';

/** A box in page units (pixels of an image, points of a PDF page). */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextItem {
  text: string;
  box: PixelBox;
  /** 0..1 */
  confidence: number;
  /** Exact word boxes when the reader has them (a PDF's text layer); estimated otherwise. */
  words?: { text: string; box: PixelBox }[];
  /** The recogniser's character probabilities over the whole item (char-steps.ts). */
  steps?: CharSteps;
}

export interface PageItems {
  width: number;
  height: number;
  items: TextItem[];
}

/**
 * Text items of each page into Textract-shaped blocks (PAGE, LINE, WORD), so a local reader and
 * Textract feed the same adapter. An item becomes a LINE; its words are the reader's when given,
 * otherwise split at spaces with widths in proportion to their characters: an OCR box that runs
 * across a table's ruling still yields words that land in the right columns.
 */
export function blocksFromPages(pages: readonly PageItems[]): TextractBlock[] {
  const blocks: TextractBlock[] = [];
  let next = 0;
  const id = (): string => `b${++next}`;
  pages.forEach((page, index) => {
    const pageBlock: TextractBlock = {
      BlockType: 'PAGE',
      Id: id(),
      Page: index + 1,
      Geometry: { BoundingBox: { Left: 0, Top: 0, Width: 1, Height: 1 } },
      Relationships: [{ Type: 'CHILD', Ids: [] }],
    };
    blocks.push(pageBlock);
    const norm = (b: PixelBox) => ({
      Left: b.x / page.width,
      Top: b.y / page.height,
      Width: b.width / page.width,
      Height: b.height / page.height,
    });
    for (const item of page.items) {
      const text = item.text.replace(/\s+/g, ' ').trim();
      if (!text || page.width <= 0 || page.height <= 0) continue;
      const confidence = Math.round(Math.min(1, Math.max(0, item.confidence)) * 10000) / 100;
      const words = (item.words ?? estimateWords(text, item.box)).filter((w) => w.text.trim());
      const steps = wordSteps(item, text, words);
      const wordBlocks: TextractBlock[] = words.map((w, i) => ({
        BlockType: 'WORD',
        Id: id(),
        Page: index + 1,
        Text: w.text,
        Confidence: confidence,
        Geometry: { BoundingBox: norm(w.box) },
        ...(steps?.[i] ? { Steps: steps[i] } : {}),
      }));
      const line: TextractBlock = {
        BlockType: 'LINE',
        Id: id(),
        Page: index + 1,
        Text: wordBlocks.map((w) => w.Text).join(' '),
        Confidence: confidence,
        Geometry: { BoundingBox: norm(item.box) },
        Relationships: [{ Type: 'CHILD', Ids: wordBlocks.map((w) => w.Id!) }],
      };
      pageBlock.Relationships![0]!.Ids!.push(line.Id!);
      blocks.push(line, ...wordBlocks);
    }
  });
  return blocks;
}

/**
 * Each word's share of the item's character probabilities: the box's steps cut at its spaces,
 * when the words are the text's own (a word split off at a ruling's `/` has no steps of its own).
 */
function wordSteps(item: TextItem, text: string, words: readonly { text: string }[]) {
  if (!item.steps) return null;
  const pieces = splitStepsAtSpaces(item.steps, text);
  const same =
    pieces && pieces.length === words.length && text.split(' ').every((t, i) => t === words[i]!.text);
  return same ? pieces : null;
}

/** Words of a one-box text, each given the share of the box its characters take. */
export function estimateWords(text: string, box: PixelBox): { text: string; box: PixelBox }[] {
  // A table's ruling between two cells is often read as `/` or `|`: `5-4-2026/Blue`, `Farms/Raisins`.
  const chars = [
    ...text.replace(/(?<=\d)[/|](?=[A-Za-z])|(?<=[A-Za-z])[/|](?=\d)|(?<=[a-z])[/|](?=[A-Z])/g, ' '),
  ];
  const step = box.width / Math.max(1, chars.length);
  const words: { text: string; box: PixelBox }[] = [];
  let start = -1;
  for (let i = 0; i <= chars.length; i++) {
    const space = i === chars.length || chars[i] === ' ';
    if (!space && start < 0) start = i;
    if (space && start >= 0) {
      words.push({
        text: chars.slice(start, i).join(''),
        box: { x: box.x + start * step, y: box.y, width: (i - start) * step, height: box.height },
      });
      start = -1;
    }
  }
  return words;
}
