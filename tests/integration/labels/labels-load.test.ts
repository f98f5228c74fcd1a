import { APP_URL_MAX, labelMessages, MAX_LABELS } from '@bp/shared/contracts/labels.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjust, createMaterial, expectMessage, freshCompany } from '../inventory/support.ts';
import { api, apiUrl } from '../support/api.ts';

/**
 * The largest print a user may ask for (100 lots x copies up to 500 labels) answers within the
 * gateway's wait: each lot's symbols are encoded once, not once per copy (it took over 10 s, and
 * minutes with a long app_url, whose dense QR is now refused: it is the app's own address).
 */
let token: string;
let materialId: number;
const code = 'L'.repeat(60);

beforeAll(async () => {
  ({ token } = await freshCompany());
  materialId = (await createMaterial(token, { name: `${'W'.repeat(150)} ${Date.now()}` })).id;
  await adjust(token, materialId, 5, code);
});

const print = (body: Record<string, unknown>) =>
  fetch(new URL('/api/labels', apiUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ lots: [{ material_id: materialId, lot_code: code }], size: '4x6', ...body }),
  });

describe('a print of the most labels allowed', () => {
  it(`${MAX_LABELS} case labels of one lot, with the longest app_url, render within the gateway's wait`, async () => {
    const appUrl = `https://app.example.com/${'p'.repeat(APP_URL_MAX - 'https://app.example.com/'.length)}`;
    expect(appUrl).toHaveLength(APP_URL_MAX);
    // Within the function's 29 s: some 6 s here once each symbol is encoded once; encoding the QR
    // again for every label ran past it (503).
    const res = await print({
      lots: Array.from({ length: 100 }, () => ({ material_id: materialId, lot_code: code })),
      copies: MAX_LABELS / 100,
      app_url: appUrl,
    });
    expect(
      res.status,
      await res
        .clone()
        .text()
        .then((t) => t.slice(0, 200)),
    ).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('an app_url longer than the limit is 400 and prints nothing', async () => {
    const res = await api('POST', '/api/labels', {
      token,
      json: {
        lots: [{ material_id: materialId, lot_code: code }],
        size: '2x1',
        app_url: `https://${'x'.repeat(APP_URL_MAX)}.example.com`,
      },
    });
    expectMessage(res, 400, labelMessages.appUrlTooLong);
  });
});
