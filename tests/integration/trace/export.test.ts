import { FSMA_COLUMNS, type FsmaExportLink, type MassBalance } from '@bp/shared/contracts/trace.ts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage } from '../submissions/support.ts';
import { type Bakery, buildBakery, expectTrace } from './scenario.ts';

let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
}, 120_000);

const LABELS = FSMA_COLUMNS.map(([, label]) => label);

/** The export's answer is a link: a presigned GET of the file written to storage. */
const exported = async (format: 'csv' | 'xlsx', query: Record<string, string>) => {
  const link = expectTrace<FsmaExportLink>(
    format === 'csv' ? 'exportTraceCsv' : 'exportTraceXlsx',
    await api('GET', `/api/trace-lot/export/${format}`, { token: b.token, query }),
  );
  const url = new URL(link.url);
  // A SigV4 presigned URL, valid for the answered time, under the company's exports prefix.
  expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(url.searchParams.get('X-Amz-Expires')).toBe(String(link.expires_in));
  expect(decodeURIComponent(url.pathname)).toContain(`/exports/${b.companyId}/`);
  expect(decodeURIComponent(url.pathname).endsWith(`/${link.filename}`)).toBe(true);
  // Downloaded as a browser does: no bearer token, the signature is the permission.
  const file = await fetch(link.url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe(link.content_type);
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${link.filename}"`);
  const bytes = Buffer.from(await file.arrayBuffer());
  expect(bytes.length).toBe(link.bytes);
  return { link, bytes };
};

const csvRows = async (query: Record<string, string>) => {
  const { link, bytes } = await exported('csv', query);
  expect(link.content_type).toContain('text/csv');
  const parsed = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  });
  expect(parsed.data[0]).toEqual(LABELS);
  expect(link.rows).toBe(parsed.data.length - 1);
  return parsed.data.slice(1);
};

/** The columns a reader checks first: event, date, lot, product, quantity, unit, role, other party, document. */
const brief = (row: string[]) => [
  row[0],
  row[1],
  row[2],
  row[3],
  row[5],
  row[6],
  row[7],
  row[11],
  row[13],
  row[14],
];

describe('FSMA 204 export', () => {
  it("lists a traced lot's critical tracking events with their key data elements", async () => {
    const rows = await csvRows({ lot_code: 'BR-1' });
    const { flour, sugar, dough, bread } = b.materials;
    const { s1, s2 } = b.suppliers;
    const { c1, c2 } = b.customers;
    const d = b.docs;
    expect(rows.map(brief)).toEqual([
      [
        'Receiving',
        '2026-03-01',
        'FL-1',
        flour.name,
        '100',
        'kg',
        'Received',
        s1.name,
        'Goods receipt',
        `${d.gr1} (PO PO-11)`,
      ],
      [
        'Receiving',
        '2026-03-01',
        'SU-1',
        sugar.name,
        '50',
        'kg',
        'Received',
        s2.name,
        'Goods receipt',
        `${d.gr1}`,
      ],
      [
        'Receiving',
        '2026-03-02',
        'FL-2',
        flour.name,
        '40',
        'kg',
        'Received',
        s1.name,
        'Goods receipt',
        `${d.gr2}`,
      ],
      [
        'Transformation',
        '2026-03-03',
        'FL-1',
        flour.name,
        '60',
        'kg',
        'Input used',
        '',
        'Production record',
        `${d.p1}`,
      ],
      [
        'Transformation',
        '2026-03-03',
        'SU-1',
        sugar.name,
        '20',
        'kg',
        'Input used',
        '',
        'Production record',
        `${d.p1}`,
      ],
      [
        'Transformation',
        '2026-03-03',
        'DO-1',
        dough.name,
        '80',
        'kg',
        'Output produced',
        '',
        'Production record',
        `${d.p1}`,
      ],
      [
        'Transformation',
        '2026-03-04',
        'DO-1',
        dough.name,
        '50',
        'kg',
        'Input used',
        '',
        'Production record',
        `${d.p2}`,
      ],
      [
        'Transformation',
        '2026-03-04',
        'FL-2',
        flour.name,
        '10',
        'kg',
        'Input used',
        '',
        'Production record',
        `${d.p2}`,
      ],
      [
        'Transformation',
        '2026-03-04',
        'BR-1',
        bread.name,
        '100',
        'kg',
        'Output produced',
        '',
        'Production record',
        `${d.p2}`,
      ],
      ['Shipping', '2026-03-06', 'BR-1', bread.name, '60', 'kg', 'Shipped', c1.name, 'Shipment', `${d.sh1}`],
      ['Shipping', '2026-03-07', 'BR-1', bread.name, '20', 'kg', 'Shipped', c2.name, 'Shipment', `${d.sh2}`],
    ]);
    // Lot code source and locations: the supplier's for bought lots, this company for its own.
    const first = rows[0] as string[];
    expect(first[8]).toBe(s1.name);
    expect(first[9]).toBe('1 Mill Road, Millbrook, NY, 12545');
    expect(first[10]).toBe('Immediate previous source');
    expect(first[12]).toBe('1 Mill Road, Millbrook, NY, 12545');
    const shipped = rows[9] as string[];
    expect(shipped[8]).not.toBe('');
    expect(shipped[10]).toBe('Immediate subsequent recipient');
    expect(shipped[12]).toContain('2 Main St, Springfield');
  });

  it('lists every event of a date range, and the same rows as an Excel workbook', async () => {
    const query = { start_date: '2026-03-01', end_date: '2026-03-03' };
    const rows = await csvRows(query);
    expect(rows.map((r) => `${r[0]} ${r[2]} ${r[7]}`)).toEqual([
      'Receiving FL-1 Received',
      'Receiving SU-1 Received',
      'Receiving FL-2 Received',
      'Transformation FL-1 Input used',
      'Transformation SU-1 Input used',
      'Transformation DO-1 Output produced',
    ]);
    const { link, bytes } = await exported('xlsx', query);
    expect(link.filename).toBe('fsma204-2026-03-01-to-2026-03-03.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('FSMA 204');
    const values: string[][] = [];
    // Empty cells are left out of the sheet: read them back as ''.
    sheet?.eachRow((row) =>
      values.push(Array.from((row.values as unknown[]).slice(1), (v) => String(v ?? ''))),
    );
    expect(values[0]).toEqual(LABELS);
    expect(values.slice(1).map((r) => r.concat(Array(LABELS.length - r.length).fill('')))).toEqual(rows);
  });

  it('refuses an export without a lot or a whole range', async () => {
    const res = await api('GET', '/api/trace-lot/export/csv', {
      token: b.token,
      query: { start_date: '2026-03-01' },
    });
    expectMessage(res, 400, 'Give a lot_code, or both start_date and end_date');
    const bad = await api('GET', '/api/trace-lot/export/xlsx', {
      token: b.token,
      query: { start_date: '2026-03-05', end_date: '2026-03-01' },
    });
    expectMessage(bad, 400, 'start_date must not be after end_date');
  });
});

describe('mass balance', () => {
  const balance = async (materialId: number, lotId: number) =>
    expectTrace<MassBalance>(
      'lotMassBalance',
      await api('GET', '/api/trace-lot/mass-balance', {
        token: b.token,
        query: { material_id: materialId, lot_id: lotId },
      }),
    );

  it('accounts for a received lot, a produced lot and an adjustment', async () => {
    const flour = b.materials.flour;
    const fl1 = await b.lotId(flour, 'FL-1');
    expect(await balance(flour.id, fl1)).toMatchObject({
      lot_code: 'FL-1',
      received: 100,
      produced: 0,
      used_in_production: 60,
      shipped: 0,
      adjusted: 0,
      on_hand: 40,
      unaccounted: 0,
      accounted_percent: 100,
    });
    const adjust = await api('POST', `/api/inventory/${flour.id}/adjust`, {
      token: b.token,
      json: { qty_delta: -5, txn_reason: 'adjustment', lot_code: 'FL-1', note: 'spilled' },
    });
    expect(adjust.status, adjust.text).toBe(200);
    expect(await balance(flour.id, fl1)).toMatchObject({
      adjusted: -5,
      on_hand: 35,
      unaccounted: 5,
      accounted_percent: 95,
    });
    const bread = b.materials.bread;
    expect(await balance(bread.id, await b.lotId(bread, 'BR-1'))).toMatchObject({
      produced: 100,
      shipped: 80,
      on_hand: 20,
      accounted_percent: 100,
    });
  });

  it('answers 404 for a lot that is not there', async () => {
    const res = await api('GET', '/api/trace-lot/mass-balance', {
      token: b.token,
      query: { material_id: b.materials.flour.id, lot_id: 99_999_999 },
    });
    expectMessage(res, 404, 'Material lot not found');
  });
});
