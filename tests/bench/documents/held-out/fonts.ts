import { existsSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';
import type { DocumentFont } from '../fonts.ts';

/**
 * HELD OUT: fonts the tuning pages never use (same Debian packages as the tuning fonts, other
 * faces). Registered under their own names so the canvas cannot fall back to a tuning face.
 */
export const HELD_OUT_FONTS: readonly DocumentFont[] = [
  {
    name: 'HeldOut Liberation Sans Narrow',
    style: 'printed',
    file: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
    debian: 'fonts-liberation',
  },
  {
    name: 'HeldOut DejaVu Serif',
    style: 'printed',
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    debian: 'fonts-dejavu-core',
  },
  {
    name: 'HeldOut Delphine',
    style: 'handwriting',
    file: '/usr/share/fonts/truetype/sjfonts/Delphine.ttf',
    debian: 'fonts-sjfonts',
  },
  {
    name: 'HeldOut Dkg Italic',
    style: 'handwriting',
    file: '/usr/share/fonts/truetype/fifthhorseman/dkgIt.ttf',
    debian: 'fonts-dkg-handwriting',
  },
];

let registered = false;

export function registerHeldOutFonts(): void {
  if (registered) return;
  const missing = HELD_OUT_FONTS.filter((f) => !existsSync(f.file));
  if (missing.length)
    throw new Error(
      `Missing fonts; run: apt-get install -y ${[...new Set(missing.map((f) => f.debian))].join(' ')}`,
    );
  for (const f of HELD_OUT_FONTS) GlobalFonts.registerFromPath(f.file, f.name);
  registered = true;
}
