/** `npm run test:e2e [-- args]`: Playwright in Debian's Chromium (installed first when missing and possible). */
import { ensureChromium } from './ensure-chromium.ts';
import { runStep } from './run-step.ts';

await ensureChromium();
runStep('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]);
