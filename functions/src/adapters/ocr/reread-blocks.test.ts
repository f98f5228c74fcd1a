import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { blocksFromPages } from '../../core/documents/blocks-from-boxes.ts';
import { layoutFromTextract } from '../../core/documents/from-textract.ts';
import { dateFromCrop } from '../../core/documents/match/date-from-crop.ts';
import { closePaddle } from './paddle-engine.ts';
import { rereadBlocks } from './reread-blocks.ts';

afterAll(() => closePaddle());

const [W, H] = [1200, 500];

/** A form's header line: `Ship date:` printed, and `date` written after it (or nothing). */
async function headerLine(date: string) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#000000';
  ctx.font = '28px "DejaVu Sans"';
  ctx.fillText('Ship date:', 60, 120);
  ctx.font = '34px "DejaVu Sans"';
  if (date) ctx.fillText(date, 230, 122);
  return { data: await canvas.encode('png'), width: W, height: H };
}

/** What the detector gave: the label alone (its box 150 x 34 px), the date missed. */
const labelOnly = blocksFromPages([
  {
    width: W,
    height: H,
    items: [{ text: 'Ship date:', box: { x: 58, y: 94, width: 150, height: 34 }, confidence: 0.98 }],
  },
]);

describe('regions read again by the recogniser alone', () => {
  it(
    "read a date the detector missed after its label, with the steps a date's decoding takes",
    { timeout: 60_000 },
    async () => {
      const blocks = await rereadBlocks(await headerLine('09/23/2026'), labelOnly, 1);
      expect(blocks.length).toBeGreaterThan(0);
      expect(blocks[0]).toMatchObject({ BlockType: 'REREAD', Page: 1, Reread: 'date:shipdate' });
      const [reread] = layoutFromTextract([...labelOnly, ...blocks]).pages[0]!.rereads!;
      expect(reread!.steps.length).toBeGreaterThan(10);
      expect(dateFromCrop(reread!.steps, 'MDY', '2026-11-26')?.value).toBe('2026-09-23');
    },
  );

  it('give steps that decode to nothing where nothing is written', { timeout: 60_000 }, async () => {
    const blocks = await rereadBlocks(await headerLine(''), labelOnly, 1);
    const rereads = layoutFromTextract([...labelOnly, ...blocks]).pages[0]!.rereads ?? [];
    expect(rereads.length).toBeGreaterThan(0);
    for (const { steps } of rereads) expect(dateFromCrop(steps, 'MDY', '2026-11-26')).toBeNull();
  });

  it('read nothing when the page holds no date label, or when turned off', { timeout: 60_000 }, async () => {
    const image = await headerLine('09/23/2026');
    const other = blocksFromPages([
      {
        width: W,
        height: H,
        items: [{ text: 'Carrier:', box: { x: 58, y: 94, width: 130, height: 34 }, confidence: 0.98 }],
      },
    ]);
    expect(await rereadBlocks(image, other, 1)).toEqual([]);
    process.env.OCR_REREAD = 'off';
    try {
      expect(await rereadBlocks(image, labelOnly, 1)).toEqual([]);
    } finally {
      delete process.env.OCR_REREAD;
    }
  });
});
