import sharp from 'sharp';
import { photograph, randomEffects } from '../photo-effects.ts';
import type { Random } from '../random.ts';

/**
 * A phone photo of an outside page: the bench's photo effects (turned, sheared, uneven light,
 * noise, blur, JPEG) after a keystone (the phone tilted towards the sheet's top, so the top edge
 * is narrower) and the soft shadow of the phone or a hand across one side.
 */
export async function phonePhoto(rnd: Random, png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const out = Buffer.alloc(data.length);
  const squeeze = rnd.range(0.03, 0.08);
  const cx = width / 2;
  // The shadow: a band from one side, soft-edged, 30-45% darker.
  const fromLeft = rnd.chance(0.5);
  const edge = rnd.range(0.15, 0.3) * width;
  const depth = rnd.range(0.3, 0.45);
  for (let y = 0; y < height; y++) {
    const s = 1 - squeeze * (1 - y / height);
    for (let x = 0; x < width; x++) {
      const sx = Math.round(cx + (x - cx) / s);
      const o = (y * width + x) * channels;
      const d = fromLeft ? x : width - x;
      const shade = 1 - depth / (1 + Math.exp((d - edge) / 25));
      for (let c = 0; c < channels; c++)
        out[o + c] = sx < 0 || sx >= width ? 90 : Math.round(data[(y * width + sx) * channels + c]! * shade);
    }
  }
  const warped = await sharp(out, { raw: { width, height, channels } }).png().toBuffer();
  return photograph(rnd, warped, { ...randomEffects(rnd), angleDegrees: rnd.range(-2, 2) });
}

/** A flatbed scan: grey, a little turned, saved as a scanner saves. */
export async function flatbedScan(rnd: Random, png: Buffer): Promise<Buffer> {
  return sharp(png)
    .rotate(rnd.range(-0.8, 0.8), { background: '#ffffff' })
    .grayscale()
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * A sheet folded in four and crumpled, then flattened by hand: the paper waves (each column of
 * pixels shifted up or down a few pixels, each row sideways, by slow random waves), and each fold
 * leaves a dark line with a light ridge beside it.
 */
export async function creased(rnd: Random, png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const waves = (n: number) =>
    Array.from({ length: n }, () => ({
      amp: rnd.range(1.5, 4),
      len: rnd.range(180, 520),
      phase: rnd.range(0, Math.PI * 2),
    }));
  const dy = waves(3);
  const dx = waves(2);
  const shift = (ws: typeof dy, t: number) =>
    ws.reduce((s, w) => s + w.amp * Math.sin((t / w.len) * Math.PI * 2 + w.phase), 0);
  // Folds: one across near the middle, one down near the middle, each a little off square.
  const foldY = height * rnd.range(0.42, 0.58);
  const foldX = width * rnd.range(0.4, 0.6);
  const slopeY = rnd.range(-0.03, 0.03);
  const slopeX = rnd.range(-0.03, 0.03);
  const fold = (d: number) => (d < -1 ? 1 : d < 2 ? 0.72 : d < 6 ? 1.06 : 1);
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const sxShift = shift(dx, y);
    for (let x = 0; x < width; x++) {
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + sxShift)));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + shift(dy, x))));
      const shade = fold(y - (foldY + slopeY * x)) * fold(x - (foldX + slopeX * y));
      const o = (y * width + x) * channels;
      const i = (sy * width + sx) * channels;
      for (let c = 0; c < channels; c++) out[o + c] = Math.min(255, Math.round(data[i + c]! * shade));
    }
  }
  return sharp(out, { raw: { width, height, channels } }).png().toBuffer();
}
