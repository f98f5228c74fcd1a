import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closePaddle, paddleReadImage, paddleReadRegions } from './paddle-engine.ts';

afterAll(() => closePaddle());

/** A few printed cells, as grey pixels (the page after its rulings are faded) and as their PNG. */
async function page() {
  const [width, height] = [900, 300];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = '36px "DejaVu Sans"';
  ctx.fillText('Lot FG-560A', 40, 80);
  ctx.fillText('Qty 2000', 520, 80);
  ctx.fillText('11/25/26', 40, 200);
  ctx.fillText('Oat flour', 520, 200);
  const grey = await sharp(await canvas.encode('png'))
    .greyscale()
    .raw()
    .toBuffer();
  const png = await sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return { grey: { grey: new Uint8Array(grey), width, height }, png: { data: png, width, height } };
}

describe('paddleReadImage', () => {
  it(
    "reads a page's grey pixels as it reads their PNG: the same boxes, texts and steps",
    { timeout: 90_000 },
    async () => {
      const { grey, png } = await page();
      const [fromPixels, fromPng] = [await paddleReadImage(grey), await paddleReadImage(png)];
      expect(fromPixels.items.map((i) => i.text.replace(/\s/g, ''))).toEqual(
        expect.arrayContaining(['LotFG-560A', 'Qty2000', '11/25/26', 'Oatflour']),
      );
      expect(fromPixels).toEqual(fromPng);
      const region = [{ x: 30, y: 160, width: 250, height: 60 }];
      expect(await paddleReadRegions(grey, region)).toEqual(await paddleReadRegions(png, region));
    },
  );

  it('answers no items for a blank page', { timeout: 90_000 }, async () => {
    const [width, height] = [400, 200];
    const blank = await paddleReadImage({ grey: new Uint8Array(width * height).fill(255), width, height });
    expect(blank).toEqual({ width, height, items: [] });
  });
});
