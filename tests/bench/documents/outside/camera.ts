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
