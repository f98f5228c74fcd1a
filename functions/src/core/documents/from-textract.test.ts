import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../../../../tests/support/corpus-dir.ts';
import { layoutFromTextract } from './from-textract.ts';
import type { TextractBlock } from './textract-blocks.ts';

const corpus = join(corpusDir(), 'textract-receipts');
const blockFiles = ['A', 'B'].flatMap((d) =>
  readdirSync(join(corpus, d))
    .filter((f) => f.endsWith('_blocks.json'))
    .map((f) => join(corpus, d, f)),
);
const load = (file: string): TextractBlock[] => JSON.parse(readFileSync(file, 'utf8')) as TextractBlock[];
const groundTruth = readFileSync(join(corpus, 'ground_truth.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(','))
  .map(([, , , , , total, blocks, lineCount]) => ({
    total: total!,
    blocks: blocks!,
    lineCount: Number(lineCount),
  }));

describe('layoutFromTextract on real Textract output', () => {
  it('finds the corpus', () => {
    expect(blockFiles.length).toBe(groundTruth.length);
    expect(blockFiles.length).toBeGreaterThanOrEqual(30);
  });

  it.each(groundTruth)('$blocks: every LINE, its words, and the total', ({ blocks, lineCount, total }) => {
    const raw = load(join(corpus, blocks));
    const layout = layoutFromTextract(raw);
    expect(layout.pages).toHaveLength(1);
    const lines = layout.pages[0]!.lines;
    expect(lines).toHaveLength(lineCount);
    // Every line's words spell the line (Textract joins words with single spaces).
    for (const line of lines) {
      expect(line.words.map((w) => w.text).join(' ')).toBe(line.text);
      expect(line.confidence).toBeGreaterThanOrEqual(0);
      expect(line.confidence).toBeLessThanOrEqual(1);
      for (const v of [line.box.left, line.box.top, line.box.width, line.box.height]) {
        expect(v).toBeGreaterThanOrEqual(-0.01);
        expect(v).toBeLessThanOrEqual(1.01);
      }
    }
    // Reading order: tops never decrease.
    for (let i = 1; i < lines.length; i++)
      expect(lines[i]!.box.top).toBeGreaterThanOrEqual(lines[i - 1]!.box.top);
    // The receipt's total is in the text (German receipts write a comma; some print a point).
    const text = lines.map((l) => l.text.replace(/\s+/g, '')).join('\n');
    expect([total, total.replace('.', ',')].some((t) => text.includes(t))).toBe(true);
  });

  it('keeps confidences as fractions of Textract percentages', () => {
    const raw = load(blockFiles[0]!);
    const firstLine = raw.find((b) => b.BlockType === 'LINE')!;
    const layout = layoutFromTextract(raw);
    const line = layout.pages[0]!.lines.find((l) => l.text === firstLine.Text)!;
    expect(line.confidence).toBeCloseTo(firstLine.Confidence! / 100, 6);
  });
});

describe('layoutFromTextract on odd input', () => {
  it('returns no pages for no blocks', () => {
    expect(layoutFromTextract([])).toEqual({ pages: [] });
  });

  it('skips lines without geometry or text and groups by page', () => {
    const box = { Left: 0.1, Top: 0.2, Width: 0.3, Height: 0.05 };
    const layout = layoutFromTextract([
      { BlockType: 'LINE', Id: 'a', Text: 'no box' },
      { BlockType: 'LINE', Id: 'b', Text: '  ', Geometry: { BoundingBox: box } },
      {
        BlockType: 'LINE',
        Id: 'c',
        Text: 'page two',
        Page: 2,
        Geometry: { BoundingBox: box },
        Confidence: 90,
      },
      { BlockType: 'LINE', Id: 'd', Text: 'page one', Page: 1, Geometry: { BoundingBox: box } },
    ]);
    expect(layout.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(layout.pages[0]!.lines[0]).toMatchObject({ text: 'page one', confidence: 0, words: [] });
    expect(layout.pages[1]!.lines[0]).toMatchObject({ text: 'page two', confidence: 0.9 });
  });

  it('reads circled and full-width digits and signs as plain ones', () => {
    const box = { Left: 0.1, Top: 0.2, Width: 0.3, Height: 0.05 };
    const layout = layoutFromTextract([
      {
        BlockType: 'LINE',
        Id: 'l',
        Text: 'Net weight (kg)： ③',
        Geometry: { BoundingBox: box },
        Relationships: [{ Type: 'CHILD', Ids: ['w'] }],
      },
      { BlockType: 'WORD', Id: 'w', Text: '⑫５', Geometry: { BoundingBox: box } },
    ]);
    expect(layout.pages[0]!.lines[0]).toMatchObject({ text: 'Net weight (kg): 3', words: [{ text: '125' }] });
  });
});
