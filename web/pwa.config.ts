import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (issue 23 item 1): vite-plugin-pwa in injectManifest mode, our own service
 * worker (src/service-worker/sw.ts) precaching the built shell, the manifest, and icons rendered
 * from public/logo.svg at build time (@vite-pwa/assets-generator, sharp). The build writes sw.js
 * and manifest.webmanifest at the root of dist/, outside assets/, so every host serves them
 * no-cache (infra/lib/constructs/site-deployment.ts, infra/local/static-site.ts).
 */
const THEME = '#1f6f5c'; // the theme's primary (web/src/lib/theme.ts), also index.html's theme-color
const BACKGROUND = '#f4f6f5'; // the theme's page background: the splash screen while the app starts

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  // Registered by the update toast (virtual:pwa-register/react), not by an injected script.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'BatchPath',
    short_name: 'BatchPath',
    description: 'Lot traceability and inventory for small food manufacturers',
    theme_color: THEME,
    background_color: BACKGROUND,
    display: 'standalone',
    start_url: '/',
    scope: '/',
  },
  pwaAssets: {
    image: 'public/logo.svg',
    preset: {
      transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
      // Android crops maskable icons to a circle or squircle: the logo inside the safe zone on
      // the brand colour, edge to edge.
      maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: THEME } },
      apple: { sizes: [180], padding: 0.3, resizeOptions: { background: THEME } },
    },
    overrideManifestIcons: true,
    injectThemeColor: false,
  },
  injectManifest: {
    // The shell, its lazy chunks and the barcode reader (wasm, 1.1 MB: label scanning works offline too).
    globPatterns: ['**/*.{js,css,html,svg,png,ico,wasm}'],
  },
  // `npm run dev` runs without a service worker: a cached shell would hide Vite's hot updates.
  devOptions: { enabled: false },
};
