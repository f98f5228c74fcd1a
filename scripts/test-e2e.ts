/** `npm run test:e2e [-- args]`: Playwright in Debian's Chromium (installed first when missing and possible). */
import { ensureChromium } from './ensure-chromium.ts';
import { ensureFonts } from './ensure-fonts.ts';
import { runStep } from './run-step.ts';

// Some specs upload pages drawn in Debian's fonts (upload.spec.ts, document-review.spec.ts).
await ensureChromium(await ensureFonts());
runStep('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]);
