import { GlobalFonts } from '@napi-rs/canvas';

import { FONTS, missingFontPackages } from './font-files.ts';

export { type DocumentFont, FONTS } from './font-files.ts';

/** The font every label and title is printed in. */
export const LABEL_FONT = FONTS[0]!;

let registered = false;

/** Registers every font with the canvas; fails naming the Debian packages that are missing. */
export function registerFonts(): void {
  if (registered) return;
  const missing = missingFontPackages();
  if (missing.length) throw new Error(`Missing fonts; run: apt-get install -y ${missing.join(' ')}`);
  for (const f of FONTS) GlobalFonts.registerFromPath(f.file, f.name);
  registered = true;
}
