import { describe, expect, it, vi } from 'vitest';
import { routes } from '@bp/shared/api/routes/index.ts';
import { ocrWarmUpOnUpload, startsAnUpload } from './ocr-warm-up.ts';

describe('ocrWarmUpOnUpload', () => {
  it('names the upload routes of every kind, and no other route', () => {
    const uploads = routes.filter(startsAnUpload).map((r) => `${r.method} ${r.path}`);
    expect(uploads).toHaveLength(9);
    for (const path of uploads) expect(path).toMatch(/^POST \/api\/\S+\/(upload-url|upload-document)$/);
  });

  it('warms on an upload route only', () => {
    const warm = vi.fn(async () => {});
    const onRoute = ocrWarmUpOnUpload(warm, () => {});
    for (const route of routes.filter((r) => !startsAnUpload(r))) onRoute(route, 200);
    expect(warm).not.toHaveBeenCalled();
    onRoute(routes.find(startsAnUpload)!, 200);
    expect(warm).toHaveBeenCalledOnce();
  });

  it('warms nothing for an upload the handler refused (no document follows)', () => {
    const warm = vi.fn(async () => {});
    const onRoute = ocrWarmUpOnUpload(warm, () => {});
    for (const status of [400, 403, 404, 409, 413, 415, 500, 503])
      onRoute(routes.find(startsAnUpload)!, status);
    expect(warm).not.toHaveBeenCalled();
  });

  it('logs a failed warm-up and throws nothing', async () => {
    const log = vi.fn();
    const onRoute = ocrWarmUpOnUpload(() => Promise.reject(new Error('models missing')), log);
    expect(() => onRoute(routes.find(startsAnUpload)!, 201)).not.toThrow();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('models missing')));
  });
});
