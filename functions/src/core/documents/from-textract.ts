import type { Layout, LayoutBox, LayoutLine, LayoutPage, LayoutReread, LayoutWord } from './layout.ts';
import type { TextractBlock, TextractBoundingBox } from './textract-blocks.ts';

/**
 * Textract blocks (AnalyzeDocument or DetectDocumentText, sync or async) into a layout of lines
 * and their words. A LINE's words come from its CHILD relationships; the synchronous API leaves
 * `Page` out, so a missing page is page 1. Blocks without text or geometry are skipped rather
 * than failing a whole document on one odd block.
 */
export function layoutFromTextract(blocks: readonly TextractBlock[]): Layout {
  const byId = new Map<string, TextractBlock>();
  for (const b of blocks) if (b.Id) byId.set(b.Id, b);

  const pages = new Map<number, LayoutLine[]>();
  const rereads = new Map<number, LayoutReread[]>();
  for (const b of blocks) {
    if (b.BlockType === 'PAGE') ensure(pages, b.Page ?? 1);
    const reread = b.BlockType === 'REREAD' ? toReread(b) : null;
    if (reread) {
      ensure(pages, b.Page ?? 1);
      rereads.set(b.Page ?? 1, [...(rereads.get(b.Page ?? 1) ?? []), reread]);
    }
    if (b.BlockType !== 'LINE') continue;
    const box = toBox(b.Geometry?.BoundingBox);
    const text = plainText(b.Text);
    if (!box || !text) continue;
    const words = childIds(b)
      .map((id) => byId.get(id))
      .filter((w): w is TextractBlock => w?.BlockType === 'WORD')
      .map(toWord)
      .filter((w): w is LayoutWord => w !== null);
    ensure(pages, b.Page ?? 1).push({ text, box, confidence: toConfidence(b.Confidence), words });
  }

  const result: LayoutPage[] = [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([page, lines]) => {
      const read = rereads.get(page);
      return { page, lines: sortReadingOrder(lines), ...(read ? { rereads: read } : {}) };
    });
  return { pages: result };
}

function ensure(pages: Map<number, LayoutLine[]>, page: number): LayoutLine[] {
  let lines = pages.get(page);
  if (!lines) pages.set(page, (lines = []));
  return lines;
}

function childIds(b: TextractBlock): string[] {
  return (b.Relationships ?? []).filter((r) => r.Type === 'CHILD').flatMap((r) => r.Ids ?? []);
}

function toWord(b: TextractBlock): LayoutWord | null {
  const box = toBox(b.Geometry?.BoundingBox);
  const text = plainText(b.Text);
  if (!box || !text) return null;
  const word: LayoutWord = { text, box, confidence: toConfidence(b.Confidence) };
  return Array.isArray(b.Steps) ? { ...word, steps: b.Steps } : word;
}

/** The local reader's REREAD block (`Reread` is `field:label`); null when malformed. */
function toReread(b: TextractBlock): LayoutReread | null {
  const box = toBox(b.Geometry?.BoundingBox);
  const [field, label] = (b.Reread ?? '').split(':');
  if (!box || field !== 'date' || !label || !Array.isArray(b.Steps)) return null;
  return { field, label, box, steps: b.Steps };
}

/**
 * A recogniser trained on CJK text answers some handwritten digits and signs in their circled
 * or full-width forms (`③` for a looped 3, `：`): read as the plain ones.
 */
const plainText = (text: string | undefined): string | undefined =>
  text?.replace(/[\u2460-\u2473\u24EA\uFF01-\uFF5E]/g, (c) => c.normalize('NFKC')).trim();

function toBox(bb: TextractBoundingBox | undefined): LayoutBox | null {
  if (!bb) return null;
  const { Left, Top, Width, Height } = bb;
  if ([Left, Top, Width, Height].some((v) => typeof v !== 'number' || !Number.isFinite(v))) return null;
  return { left: Left!, top: Top!, width: Width!, height: Height! };
}

/** Textract reports 0..100; the layout uses 0..1. A missing confidence is treated as unknown (0). */
const toConfidence = (c: number | undefined): number =>
  typeof c === 'number' && Number.isFinite(c) ? Math.min(1, Math.max(0, c / 100)) : 0;

/** Top to bottom, then left to right, so text joins read naturally. */
function sortReadingOrder(lines: LayoutLine[]): LayoutLine[] {
  return [...lines].sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
}
