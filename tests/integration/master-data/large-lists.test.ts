import { gunzipSync } from 'node:zlib';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { rawGet } from '../support/raw-get.ts';
import { describe, expect, it } from 'vitest';
import { responseTooLarge } from '../../../functions/src/lib/middleware/response-size-limit.ts';
import { api } from '../support/api.ts';
import { freshCompany } from './support.ts';

const MB = 1024 * 1024;
/**
 * 3,400 materials with about 1,900 characters of notes each (a company that documents its
 * materials; the field holds 2,000): over 7 MB of JSON. Fewer, fuller records than 10,000 short
 * ones, for the same size of answer at a third of the reads (the list of 10,000 timed out at a
 * load average of 18 on 2 cores).
 */
const ROWS = 3400;
/** Rows per import: a request under the 6 MB a Lambda receives. */
const PER_IMPORT = 1700;

const notes = (i: number) =>
  Array.from({ length: 64 }, (_, w) => `note${(i * 31 + w * 7) % 997} lot-handling step ${w}`).join('; ');

describe('an unpaged list too large for one Lambda answer uncompressed', () => {
  it('is sent whole when compressed, and refused with 413 and a way out when not', async () => {
    const { token } = await freshCompany();
    for (let start = 0; start < ROWS; start += PER_IMPORT) {
      const lines = Array.from({ length: PER_IMPORT }, (_, k) => {
        const i = start + k;
        return `Large list material ${i},LL-${i},ingredient,kg,"${notes(i)}"`;
      });
      const file = ['name,sku,material_type,unit_of_measure,additional_info', ...lines].join('\r\n');
      const imported = await api('POST', '/api/materials/import', { token, json: { csv: file } });
      expect(imported.status, imported.text).toBe(200);
    }
    const auth = { authorization: `Bearer ${token}` };

    const gzipped = await rawGet('/api/materials/', { ...auth, 'accept-encoding': 'gzip' });
    expect(gzipped.status, gzipped.body.toString()).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(2 * MB);
    const plain = gunzipSync(gzipped.body);
    expect(plain.length).toBeGreaterThan(6 * MB);
    const list = JSON.parse(plain.toString('utf8')) as { items: Material[]; total: number };
    expect(list.total).toBe(ROWS);
    expect(new Set(list.items.map((m) => m.name)).size).toBe(ROWS);

    const uncompressed = await rawGet('/api/materials/', { ...auth, 'accept-encoding': 'identity' });
    expect(uncompressed.status).toBe(413);
    expect(JSON.parse(uncompressed.body.toString('utf8'))).toEqual({ message: responseTooLarge(false) });

    const paged = await rawGet('/api/materials/?page=2&page_size=100', auth);
    expect(paged.status).toBe(200);
    expect((JSON.parse(paged.body.toString('utf8')) as { items: unknown[] }).items).toHaveLength(100);
  }, 180_000);
});
