import { describe, expect, it } from 'vitest';
import { servesShell } from './navigation-scope.ts';

describe('navigation scope of the service worker', () => {
  it('answers the SPA routes with the app shell', () => {
    for (const path of ['/', '/login', '/lots/42', '/inventory/m-1', '/v1.2/lots', '/apiary'])
      expect(servesShell(path), path).toBe(true);
  });

  it('leaves every /api path to the network', () => {
    for (const path of ['/api', '/api/', '/api/auth/me', '/api/documents/d-1/download'])
      expect(servesShell(path), path).toBe(false);
  });
});
