import { existsSync } from 'node:fs';

/**
 * Fonts from Debian's packages (`apt-get install fonts-dejavu-core fonts-liberation
 * fonts-dkg-handwriting fonts-breip fonts-femkeklaver fonts-sjfonts`). Printed forms are filled in
 * typed fonts; handwritten ones in the handwriting fonts, with labels always printed.
 */
export interface DocumentFont {
  name: string;
  style: 'printed' | 'handwriting';
  file: string;
  /** Debian package that ships it. */
  debian: string;
}

export const FONTS: readonly DocumentFont[] = [
  {
    name: 'DejaVu Sans',
    style: 'printed',
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    debian: 'fonts-dejavu-core',
  },
  {
    name: 'Liberation Serif',
    style: 'printed',
    file: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    debian: 'fonts-liberation',
  },
  {
    name: 'DkgHandwriting',
    style: 'handwriting',
    file: '/usr/share/fonts/truetype/fifthhorseman/dkg.ttf',
    debian: 'fonts-dkg-handwriting',
  },
  {
    name: 'Breip',
    style: 'handwriting',
    file: '/usr/share/fonts/truetype/breip/Breip.ttf',
    debian: 'fonts-breip',
  },
  {
    name: 'femkeklaver',
    style: 'handwriting',
    file: '/usr/share/fonts/truetype/femkeklaver/femkeklaver.ttf',
    debian: 'fonts-femkeklaver',
  },
  {
    name: 'SteveHand',
    style: 'handwriting',
    file: '/usr/share/fonts/truetype/sjfonts/SteveHand.ttf',
    debian: 'fonts-sjfonts',
  },
];

/** The Debian packages of the fonts not on this machine (`npm test` installs them: scripts/ensure-fonts.ts). */
export const missingFontPackages = (): string[] => [
  ...new Set(FONTS.filter((f) => !existsSync(f.file)).map((f) => f.debian)),
];
