import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../support/read-pdf-text.ts';
import { api, apiUrl } from '../support/api.ts';
import { adjust, createMaterial, freshCompany } from '../inventory/support.ts';

/**
 * Notes and gaps at their longest (2,000 characters each) with no space to break at: the report
 * wraps them by measuring each line's fitting length, not every length from the end (which took
 * seconds per field, a 504 in waiting behind the gateway's 29 s), and loses no character.
 */
let token: string;
let materialId: number;

beforeAll(async () => {
  ({ token } = await freshCompany());
  materialId = (await createMaterial(token)).id;
  await adjust(token, materialId, 5, 'LONG-1');
});

describe('a drill report with the longest notes and gaps', () => {
  it('renders them whole, wrapped, in well under a second per field', async () => {
    const started = await api<{ id: number }>('POST', '/api/drills', {
      token,
      json: { lot_code: 'LONG-1', material_id: materialId },
    });
    expect(started.status, started.text).toBe(201);
    const notes = 'N'.repeat(1999) + 'E';
    const gaps = 'G'.repeat(1999) + 'P';
    const patched = await api('PATCH', `/api/drills/${started.body.id}`, { token, json: { notes, gaps } });
    expect(patched.status, patched.text).toBe(200);

    const begun = Date.now();
    const res = await fetch(new URL(`/api/drills/${started.body.id}/report.pdf`, apiUrl()), {
      headers: { authorization: `Bearer ${token}` },
    });
    const elapsed = Date.now() - begun;
    expect(res.status).toBe(200);
    const text = readPdfText(new Uint8Array(await res.arrayBuffer())).replace(/\s+/g, '');
    expect(text).toContain(notes);
    expect(text).toContain(gaps);
    // Before the fix this took some 10 s here; after it, tens of milliseconds.
    expect(elapsed).toBeLessThan(3000);
  });
});
