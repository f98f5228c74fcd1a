import { existsSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * Faces for the outside sets, registered under their own names so the canvas cannot fall back
 * to a bench face. All from the Debian packages docs/documents.md names (`apt-get install
 * fonts-dejavu-core fonts-liberation fonts-dkg-handwriting fonts-breip fonts-femkeklaver
 * fonts-sjfonts`).
 */
const FACES = {
  'Outside Print Sans': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  'Outside Print Bold': '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  'Outside Print Mono': '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  'Outside Print Serif': '/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf',
  'Outside Hand Delphine': '/usr/share/fonts/truetype/sjfonts/Delphine.ttf',
  'Outside Hand Steve': '/usr/share/fonts/truetype/sjfonts/SteveHand.ttf',
  'Outside Hand Dkg Bold': '/usr/share/fonts/truetype/fifthhorseman/dkgBd.ttf',
  'Outside Hand Dkg': '/usr/share/fonts/truetype/fifthhorseman/dkg.ttf',
  'Outside Hand Breip': '/usr/share/fonts/truetype/breip/breipfont.ttf',
  'Outside Hand Dkg Oblique': '/usr/share/fonts/truetype/fifthhorseman/dkgIt.ttf',
} as const;

export type OutsideFace = keyof typeof FACES;

let registered = false;

export function registerOutsideFonts(): void {
  if (registered) return;
  const missing = Object.values(FACES).filter((f) => !existsSync(f));
  if (missing.length)
    throw new Error(
      `Missing fonts (${missing.join(', ')}); run: apt-get install -y fonts-dejavu-core fonts-liberation ` +
        'fonts-dkg-handwriting fonts-breip fonts-femkeklaver fonts-sjfonts',
    );
  for (const [name, file] of Object.entries(FACES)) GlobalFonts.registerFromPath(file, name);
  registered = true;
}
