import sharp from 'sharp';
import type { Random } from './random.ts';

export interface PhotoEffects {
  angleDegrees: number;
  /** Horizontal shear, as a phone held not quite parallel to the sheet. */
  shear: number;
  blurSigma: number;
  noise: number;
  jpegQuality: number;
}

export function randomEffects(rnd: Random): PhotoEffects {
  return {
    angleDegrees: rnd.range(-2.5, 2.5),
    shear: rnd.range(-0.02, 0.02),
    blurSigma: rnd.range(0.4, 1.3),
    noise: rnd.range(4, 14),
    jpegQuality: rnd.int(55, 85),
  };
}

/**
 * Makes a clean page look photographed: skewed and turned on a desk, unevenly lit, noisy,
 * slightly out of focus, and saved as a phone saves JPEGs.
 */
export async function photograph(rnd: Random, png: Buffer, fx: PhotoEffects): Promise<Buffer> {
  const desk = { r: 96, g: 88, b: 80 };
  const turned = await sharp(png)
    .affine([1, fx.shear, 0, 1], { background: desk })
    .rotate(fx.angleDegrees, { background: desk })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = turned;
  const { width, height, channels } = info;
  // Light falls from one corner: up to 18% darker at the far side.
  const lx = rnd.range(0, width);
  const ly = rnd.range(0, height);
  const diag = Math.hypot(width, height);
  for (let yy = 0; yy < height; yy++) {
    for (let xx = 0; xx < width; xx++) {
      const shade = 1 - 0.18 * (Math.hypot(xx - lx, yy - ly) / diag);
      const n = (rnd.next() - 0.5) * 2 * fx.noise;
      const i = (yy * width + xx) * channels;
      for (let c = 0; c < channels; c++) data[i + c] = clamp(data[i + c]! * shade + n);
    }
  }
  return sharp(data, { raw: { width, height, channels } })
    .blur(fx.blurSigma)
    .jpeg({ quality: fx.jpegQuality, mozjpeg: false })
    .toBuffer();
}

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
