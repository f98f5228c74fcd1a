import type { ManifestOptions } from 'vite-plugin-pwa';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from '../../pwa.config.ts';
import { theme } from '../lib/theme.ts';

const manifest = pwaOptions.manifest as Partial<ManifestOptions>;

describe('the installable app: build options', () => {
  it('builds our own worker (injectManifest) that waits for the user to reload', () => {
    expect(pwaOptions).toMatchObject({ strategies: 'injectManifest', registerType: 'prompt' });
    expect(pwaOptions.devOptions?.enabled).toBe(false);
  });

  it('has a manifest for a standalone app in the theme colour', () => {
    expect(manifest).toMatchObject({
      name: 'BatchPath',
      short_name: 'BatchPath',
      display: 'standalone',
      start_url: '/',
      theme_color: theme.palette.primary.main,
      background_color: theme.palette.background.default,
    });
  });

  it('renders 192 and 512 icons and a maskable one from the logo', () => {
    const preset = pwaOptions.pwaAssets?.preset;
    if (!preset || typeof preset === 'string') throw new Error('expected an inline icon preset');
    expect(pwaOptions.pwaAssets?.image).toBe('public/logo.svg');
    expect(preset.transparent.sizes).toEqual(expect.arrayContaining([192, 512]));
    expect(preset.maskable.sizes).toEqual([512]);
  });
});
