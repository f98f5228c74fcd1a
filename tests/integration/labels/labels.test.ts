import { LABEL_SIZES, type LabelSize, type LotLookupResult } from '@bp/shared/contracts/labels.ts';
import { readScannedCode } from '@bp/shared/gs1/scanned-code.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfBarcodes } from '../../support/read-pdf-barcodes.ts';
import { adjust, createMaterial, expectMessage, freshCompany } from '../inventory/support.ts';
import { api, apiUrl, unique } from '../support/api.ts';

const APP = 'https://app.example.com';

let token: string;
let otherToken: string;
let withGtin: { id: number; name: string };
let plain: { id: number; name: string };
const lotCode = unique('RF-').slice(0, 18);
const plainLot = 'PL 0042 / rye';

/** The PDF as bytes (the shared client reads answers as text). */
const printLabels = async (body: unknown, as = token) => {
  const res = await fetch(new URL('/api/labels', apiUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshCompany(), freshCompany()]);
  const gtinRes = await api<{ id: number; name: string; gtin: string }>('POST', '/api/materials/new', {
    token,
    json: {
      name: unique('Rye Flour '),
      material_type: 'ingredient',
      unit_of_measure: 'kg',
      gtin: '9521234543213',
    },
  });
  expect(gtinRes.status, gtinRes.text).toBe(201);
  withGtin = gtinRes.body;
  plain = await createMaterial(token);
  await Promise.all([adjust(token, withGtin.id, 25, lotCode), adjust(token, plain.id, '12.5', plainLot)]);
});

describe('POST /api/labels', () => {
  it.each(Object.keys(LABEL_SIZES) as LabelSize[])(
    'prints %s at its exact size, N copies, the QR a Digital Link and the GS1-128 the same data',
    async (size) => {
      const { res, bytes } = await printLabels({
        lots: [{ material_id: withGtin.id, lot_code: lotCode }],
        size,
        copies: 2,
        app_url: APP,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename=".*-${size}\\.pdf"$`),
      );
      const pages = await readPdfBarcodes(bytes, 200);
      const { sheet } = LABEL_SIZES[size];
      expect(pages).toHaveLength(1 === sheet.columns * sheet.rows ? 2 : 1);
      for (const page of pages) {
        expect(page.width).toBeCloseTo(sheet.width, 1);
        expect(page.height).toBeCloseTo(sheet.height, 1);
      }
      const codes = pages.flatMap((p) => p.barcodes);
      const qrs = codes.filter((c) => c.format === 'QRCode');
      expect(qrs).toHaveLength(2);
      for (const qr of qrs) {
        expect(qr.text).toBe(`${APP}/01/09521234543213/10/${lotCode}`);
        expect(readScannedCode(qr.text)).toMatchObject({ kind: 'gs1', gtin14: '09521234543213', lotCode });
      }
      // Case labels (4x6 in, A6) also carry a GS1-128: ]C1 is the GS1 symbology identifier.
      const linear = codes.filter((c) => c.format === 'Code128');
      expect(linear).toHaveLength(size === '4x6' || size === 'a6' ? 2 : 0);
      for (const code of linear) {
        expect(code.symbology).toBe(']C1');
        expect(readScannedCode(code.text)).toMatchObject({ kind: 'gs1', gtin14: '09521234543213', lotCode });
      }
    },
  );

  it('puts the lot page address in the QR and a Code 128 of the lot code when the material has no GTIN', async () => {
    const { res, bytes } = await printLabels({
      lots: [{ material_id: plain.id, lot_code: plainLot.toLowerCase() }],
      size: '4x6',
      app_url: `${APP}/`,
    });
    expect(res.status).toBe(200);
    const lot = await api<LotLookupResult>('GET', '/api/lots/find', {
      token,
      query: { material_id: plain.id, lot_code: plainLot },
    });
    const [page] = await readPdfBarcodes(bytes, 200);
    expect(page!.barcodes).toEqual(
      expect.arrayContaining([
        { format: 'QRCode', text: `${APP}/inventory/${plain.id}/lots/${lot.body.lot.id}`, symbology: ']Q1' },
        { format: 'Code128', text: plainLot, symbology: ']C0' },
      ]),
    );
  });

  it('refuses bad requests with 400 and unknown or foreign lots with 404', async () => {
    const base = { lots: [{ material_id: withGtin.id, lot_code: lotCode }], size: '4x6', app_url: APP };
    const refused = async (body: unknown, status: number, message: string, as = token) => {
      const { res, bytes } = await printLabels(body, as);
      expect({ status: res.status, body: JSON.parse(new TextDecoder().decode(bytes)) }).toEqual({
        status,
        body: { message },
      });
    };
    await refused({ ...base, size: '5x5' }, 400, 'size must be one of 4x6, 4x2, 2x1, a6, a4-sheet');
    await refused({ ...base, copies: 0 }, 400, 'copies must be a whole number from 1 to 100');
    await refused({ ...base, lots: [] }, 400, 'Choose at least one lot (at most 100)');
    await refused(
      { ...base, app_url: 'javascript:alert(1)' },
      400,
      'app_url must be the web address of the app (http or https)',
    );
    await refused(
      { ...base, copies: 100, lots: Array(6).fill(base.lots[0]) },
      400,
      'At most 500 labels can be printed at once',
    );
    await refused(
      { ...base, lots: [{ material_id: withGtin.id, lot_code: 'NOPE-1' }] },
      404,
      'Lot NOPE-1 not found',
    );
    await refused(base, 404, 'Material not found', otherToken);
  });
});

describe('GET /api/lots/find', () => {
  it('finds a lot by any form of its material GTIN or by material id', async () => {
    for (const gtin of ['9521234543213', '09521234543213']) {
      const res = await api<LotLookupResult>('GET', '/api/lots/find', {
        token,
        query: { gtin, lot_code: lotCode },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        material: { id: withGtin.id, gtin: '09521234543213' },
        lot: { lot_code: lotCode, quantity: 25 },
      });
    }
  });

  it('says which part is unknown, and never finds another company', async () => {
    const find = (query: Record<string, string | number>, as = token) =>
      api('GET', '/api/lots/find', { token: as, query });
    expectMessage(await find({ gtin: '9521234543213', lot_code: 'X' }), 404, 'Lot X not found');
    expectMessage(
      await find({ gtin: '96385074', lot_code: lotCode }),
      404,
      'No material has GTIN 00000096385074',
    );
    expectMessage(
      await find({ gtin: '9521234543214', lot_code: lotCode }),
      400,
      'GTIN check digit is wrong: the last digit should be 3',
    );
    expectMessage(await find({ lot_code: lotCode }), 400, 'Give gtin or material_id with lot_code');
    expectMessage(
      await find({ gtin: '9521234543213', lot_code: lotCode }, otherToken),
      404,
      'No material has GTIN 09521234543213',
    );
  });
});
