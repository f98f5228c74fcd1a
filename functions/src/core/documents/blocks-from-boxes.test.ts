import { describe, expect, it } from 'vitest';
import { blocksFromPages, estimateWords } from './blocks-from-boxes.ts';
import { layoutFromTextract } from './from-textract.ts';

describe('estimateWords', () => {
  it('gives each word its share of the box', () => {
    const words = estimateWords('04/13 Acme', { x: 100, y: 10, width: 200, height: 20 });
    expect(words.map((w) => w.text)).toEqual(['04/13', 'Acme']);
    expect(words[0]!.box).toEqual({ x: 100, y: 10, width: 100, height: 20 });
    expect(words[1]!.box.x).toBe(220);
    expect(words[1]!.box.width).toBe(80);
  });

  it('returns nothing for blank text', () => {
    expect(estimateWords('   ', { x: 0, y: 0, width: 10, height: 10 })).toEqual([]);
  });
});

describe('blocksFromPages', () => {
  it('builds PAGE, LINE and WORD blocks the Textract adapter reads back', () => {
    const blocks = blocksFromPages([
      {
        width: 1000,
        height: 2000,
        items: [
          { text: 'Lot  #', box: { x: 100, y: 200, width: 100, height: 40 }, confidence: 0.91 },
          {
            text: 'Acme Foods',
            box: { x: 500, y: 400, width: 200, height: 40 },
            confidence: 1.2,
            words: [
              { text: 'Acme', box: { x: 500, y: 400, width: 90, height: 40 } },
              { text: 'Foods', box: { x: 600, y: 400, width: 100, height: 40 } },
            ],
          },
          { text: ' ', box: { x: 0, y: 0, width: 1, height: 1 }, confidence: 1 },
        ],
      },
      { width: 100, height: 100, items: [] },
    ]);
    expect(blocks.filter((b) => b.BlockType === 'PAGE')).toHaveLength(2);
    const layout = layoutFromTextract(blocks);
    expect(layout.pages.map((p) => p.page)).toEqual([1, 2]);
    const [lot, acme] = layout.pages[0]!.lines;
    expect(lot).toMatchObject({ text: 'Lot #', confidence: 0.91 });
    expect(lot!.box).toEqual({ left: 0.1, top: 0.1, width: 0.1, height: 0.02 });
    expect(lot!.words.map((w) => w.text)).toEqual(['Lot', '#']);
    expect(acme!.confidence).toBe(1);
    expect(acme!.words[1]!.box.left).toBeCloseTo(0.6);
    expect(layout.pages[1]!.lines).toEqual([]);
  });
});

describe('estimateWords at a ruling read as a slash', () => {
  it('splits a date from the name in the next column', () => {
    const words = estimateWords('5-4-2026/Blue Ridge', { x: 0, y: 0, width: 190, height: 10 });
    expect(words.map((w) => w.text)).toEqual(['5-4-2026', 'Blue', 'Ridge']);
    expect(estimateWords('03/02/2026', { x: 0, y: 0, width: 100, height: 10 }).map((w) => w.text)).toEqual([
      '03/02/2026',
    ]);
  });
});
