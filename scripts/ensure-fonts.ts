import { missingFontPackages } from '../tests/bench/documents/font-files.ts';
import { aptInstall, canInstall, stopFor } from './apt-install.ts';

/**
 * The integration tests upload pages drawn in Debian's fonts (tests/bench/documents/fonts.ts), so
 * they are installed before vitest starts (a few seconds: small packages). Resolves true when
 * apt-get update ran, so the Chromium install after it need not run it again.
 */
export const ensureFonts = async (): Promise<boolean> => {
  const missing = missingFontPackages();
  if (missing.length === 0) return false;
  if (!canInstall()) stopFor('The tests draw their document pages in fonts this machine lacks.', missing);
  console.log(`\nInstalling the fonts the test documents are drawn in (apt-get: ${missing.join(' ')})...`);
  await aptInstall('fonts', missing, true);
  return true;
};
