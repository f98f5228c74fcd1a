import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devServerSecurityHeaders, webSecurityHeaders } from '@bp/shared/web-security-headers.ts';
import { pwaOptions } from './pwa.config.ts';

/**
 * The SPA's build and dev server. `root` is this folder, so the config works the same from
 * `npm run build -w web` and from infra/local/dev.ts calling
 * `createServer({ configFile: 'web/vite.config.ts', server: { port, proxy } })` at the repo root
 * (options passed there override the proxy below).
 */
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), VitePWA(pwaOptions)],
  server: {
    // The API lives under /api on the same origin in every environment (CloudFront, the local
    // gateway), so the dev server forwards /api too and the client never needs a base URL.
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    headers: { ...devServerSecurityHeaders },
  },
  preview: { headers: { ...webSecurityHeaders } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps would publish the whole source on the CDN: none in production builds.
    sourcemap: false,
  },
});
