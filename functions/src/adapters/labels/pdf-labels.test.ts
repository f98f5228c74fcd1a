import { LABEL_SIZES } from '@bp/shared/contracts/labels.ts';
import { LOT_CODE_MAX } from '@bp/shared/contracts/inventory.ts';
import { readScannedCode } from '@bp/shared/gs1/scanned-code.ts';
import { describe, expect, it } from 'vitest';
import { readPdfBarcodes } from '../../../../tests/support/read-pdf-barcodes.ts';
import { labelContent } from '../../core/labels/label-content.ts';
import type { LotRecord } from '../../core/inventory/lot.ts';
import type { MaterialRecord } from '../../core/master-data/records.ts';
import { renderLabelsPdf } from './pdf-labels.ts';

/** A case label as a 203 dpi label printer prints it, read back by an independent decoder. */
const caseLabel = async (lot: Partial<LotRecord>, gtin: string | null, dpi = 203) => {
  const content = labelContent({
    company: 'Mill & Co',
    material: { id: 7, name: 'Rye flour', unit_of_measure: 'kg', gtin } as MaterialRecord,
    lot: { id: 3, quantity: 25, registeredAt: '2026-11-02T08:00:00.000Z', expiry: null, ...lot } as LotRecord,
    appUrl: 'https://app.example.com',
  });
  const pdf = await renderLabelsPdf([content], LABEL_SIZES['4x6'].sheet, { title: 't', now: new Date(0) });
  const [page] = await readPdfBarcodes(pdf, dpi);
  return page!.barcodes.filter((b) => b.format === 'Code128');
};

describe('the case barcode on a 4 x 6 in label', () => {
  it.each([
    ['a short lot', 'L1', null],
    ['18 mixed characters', 'RF-mwy2smwnwxwf8k2', null],
    ['20 characters and a use-by date', 'ABCDEFGHIJ-KLMN/0123', { kind: 'use_by', date: '2027-03-31' }],
  ] as const)(
    'reads at 200, 203 and 300 dpi with %s, one GS1-128 with the GTIN and the lot',
    async (_, lotCode, expiry) => {
      for (const dpi of [200, 203, 300]) {
        const codes = await caseLabel({ lotCode, expiry } as Partial<LotRecord>, '09521234543213', dpi);
        expect(codes, `${lotCode} at ${dpi} dpi`).toHaveLength(1);
        expect(codes[0]!.symbology).toBe(']C1');
        expect(readScannedCode(codes[0]!.text)).toMatchObject({
          kind: 'gs1',
          gtin14: '09521234543213',
          lotCode,
        });
      }
    },
    // Three renders and reads of a PDF page: seconds on a busy 2-core machine.
    30_000,
  );

  it('carries a plain Code 128 of the lot without a GTIN, and none when the code is too long to scan', async () => {
    expect(await caseLabel({ lotCode: 'PL 0042 / rye' }, null)).toEqual([
      { format: 'Code128', text: 'PL 0042 / rye', symbology: ']C0' },
    ]);
    expect(await caseLabel({ lotCode: 'x'.repeat(LOT_CODE_MAX) }, null)).toEqual([]);
  }, 30_000);
});
