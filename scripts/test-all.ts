/**
 * `npm test`: every suite, in order, stopping at the first failure.
 *   1. vitest: unit, CDK assertions + cdk-nag, integration over HTTP against a fresh local cloud
 *   2. the web build, then Playwright in Chromium against the built SPA on a fresh local cloud
 * Extra arguments go to vitest (e.g. `npm test -- --project unit`), and skip Playwright.
 */
import { ensureChromium } from './ensure-chromium.ts';
import { ensureFonts } from './ensure-fonts.ts';
import { runStep, stepStatus } from './run-step.ts';

const extra = process.argv.slice(2);
// The fonts first (the integration tests draw pages in them), then the browser: checked before
// the suites, so what cannot be installed is said before minutes of them; Chromium that can be
// is installed beside vitest (minutes of apt-get on a fresh machine), one apt-get at a time.
const listsFresh = await ensureFonts();
const chromium = extra.length === 0 ? ensureChromium(listsFresh) : Promise.resolve();
const vitest = stepStatus('npx', ['vitest', 'run', ...extra]);
// Awaited even when vitest failed: an apt-get cut short can leave dpkg half-configured.
await chromium;
if (vitest !== 0) process.exit(vitest);
if (extra.length === 0) {
  // .ci/run builds it beside lint and typecheck (E2E_WEB_BUILT=1), where a core is idle.
  if (process.env.E2E_WEB_BUILT !== '1') runStep('npm', ['run', 'build', '-w', 'web']);
  // The SPA was just built: Playwright's global setup need not build it again.
  runStep('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], { E2E_SKIP_BUILD: '1' });
}
