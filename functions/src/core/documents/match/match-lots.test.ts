import { describe, expect, it } from 'vitest';
import type { LotCatalog, MatchCatalog } from './catalog.ts';
import type { Layout } from '../layout.ts';
import { stepsOf } from './char-steps.test-support.ts';
import { lotImages } from './lot-images.ts';
import { digitLookalikes, repairLotShape } from './lot-shape.ts';
import { matchLot } from './match-lot.ts';
import { matchDocument } from './match-document.ts';
import { compactCode, ocrDistance } from './ocr-distance.ts';

describe('the OCR-aware distance', () => {
  it('charges a look-alike less than any other slip', () => {
    expect(ocrDistance('FG5OA', 'FG560A')).toBeCloseTo(1.3);
    expect(ocrDistance('FG561A', 'FG560A')).toBe(1);
    expect(ocrDistance('F6439A', 'FG439A')).toBeCloseTo(0.3);
    expect(ocrDistance('SK2O5I2', 'SK20512')).toBeCloseTo(0.6);
    expect(ocrDistance(compactCode('fg-560 a'), 'FG560A')).toBe(0);
  });
});

describe('a used lot to the lots in stock', () => {
  const stock = ['FG-560A', 'FG-561B', 'FG-439A', 'FG-1203', 'FG-4471'];

  it('takes the lot a misread code stands for, offering the candidates', () => {
    expect(matchLot(stock, 'FG-5OA')).toMatchObject({ code: 'FG-560A' });
    expect(matchLot(stock, 'F6-439A')).toMatchObject({ code: 'FG-439A', candidates: ['FG-439A'] });
    expect(matchLot(stock, 'fg 1203')).toEqual({ code: 'FG-1203', score: 1, candidates: [] });
  });

  it('scores a look-alike higher than a lost character', () => {
    expect(matchLot(stock, 'F6-439A')!.score).toBeGreaterThan(matchLot(stock, 'FG-5OA')!.score);
  });

  it('chooses neither of two lots about as near, but offers both', () => {
    const close = matchLot(['LOT-2231', 'LOT-2237'], 'LOT-223?');
    expect(close).toEqual({ code: null, score: 0, candidates: ['LOT-2231', 'LOT-2237'] });
  });

  it('leaves a code that is near no lot', () => {
    expect(matchLot(stock, 'QQ-9999')).toBeNull();
    expect(matchLot([], 'FG-560A')).toBeNull();
  });
});

describe('a new lot to the shape of the company’s codes', () => {
  const finished = ['FG2201-1', 'FG2315-2', 'FG2402-1', 'FG2519-3'];

  it('repairs the prefix and digit groups OCR misread', () => {
    expect(repairLotShape(finished, 'F62564-2')).toEqual({ code: 'FG2564-2', changes: 1 });
    expect(repairLotShape(finished, 'FG25G4-Z')).toEqual({ code: 'FG2564-2', changes: 2 });
  });

  it('leaves a code that already fits, or that no look-alike makes fit', () => {
    expect(repairLotShape(finished, 'FG2564-2')).toBeNull();
    expect(repairLotShape(finished, 'XY2564-2')).toBeNull();
    expect(repairLotShape(finished, 'FG25-2')).toBeNull();
  });

  it("turns a clean digit into a letter only under the company's mark", () => {
    // A supplier's codes end in a letter; a digit-only code from another supplier is left alone,
    // while a letter read where every code has digits is still read back as a digit.
    const flour = ['402937U', '118204K', '550312B', '771090M'];
    expect(repairLotShape(flour, '0048295')).toBeNull();
    expect(repairLotShape(flour, '4O2937U')).toEqual({ code: '402937U', changes: 1 });
    expect(repairLotShape(finished, 'FGZ564-2')).toEqual({ code: 'FG2564-2', changes: 1 });
  });

  it('takes an l, I or O between two digits for its digit, and nothing else', () => {
    expect(digitLookalikes('NE-20l1')).toBe('NE-2011');
    expect(digitLookalikes('3I4O5')).toBe('31405');
    expect(digitLookalikes('OL-2611')).toBeNull();
    expect(digitLookalikes('26-O1 I2')).toBeNull();
  });

  it('reads a slanted handwritten 1 the recogniser took for a slash, where no shape has it', () => {
    const bakery = ['RB2611-07', 'RB2611-12', 'RB2611-09', 'RB2611-15'];
    expect(repairLotShape(bakery, 'RB261/-24')).toEqual({ code: 'RB2611-24', changes: 1 });
    expect(repairLotShape(bakery, 'RB26l/-49')).toEqual({ code: 'RB2611-49', changes: 2 });
    // A slash the company's codes are written with stays a separator.
    expect(repairLotShape(['L26/0917', 'L26/0920', 'L26/1003'], 'L26/1011')).toBeNull();
  });

  it('learns nothing from too few lots or lots of no common shape', () => {
    expect(repairLotShape(['FG2201-1', 'FG2315-2'], 'F62564-2')).toBeNull();
    expect(repairLotShape(['A1', 'BB22', 'CCC333'], 'A1')).toBeNull();
  });
});

describe('lots in a matched document', () => {
  const catalog: MatchCatalog = {
    suppliers: [{ id: 1, name: 'Valley Mills' }],
    customers: [{ id: 7, name: 'Corner Market' }],
    materials: [
      { id: 10, name: 'Wheat Flour', materialType: 'ingredient' },
      { id: 12, name: 'Oat Cookies', materialType: 'finished_goods' },
      { id: 14, name: 'Rye Crackers', materialType: 'finished_goods' },
    ],
    units: [{ abbr: 'kg', name: 'Kilogram', type: 'weight' }],
    aliases: [],
  };
  const lots: LotCatalog = new Map([
    [10, ['VM-1101', 'VM-1102', 'VM-1187', 'VM-1190']],
    [12, ['FG-560A', 'FG-561B']],
    [14, ['FG-439A', 'FG-440A', 'FG-512C']],
  ]);
  const port = (asked: number[][]) => ({
    catalog: async () => catalog,
    lots: async (_c: number, ids: readonly number[]) => (asked.push([...ids]), lots),
  });
  const today = '2026-11-24';
  const box = { left: 0.5, top: 0.4, width: 0.1, height: 0.02 };

  it('gives a shipment row the lot in stock with its candidates and a doubtful confidence', async () => {
    const asked: number[][] = [];
    const draft = {
      header: {},
      rows: [
        { material_name: 'Oat Cookies', material_lot_code: 'FG-5OA', confidence: { material_lot_code: 0.9 } },
      ],
    };
    const out = await matchDocument(port(asked), { companyId: 1, kind: 'shipment', draft }, today);
    expect(asked).toEqual([[12]]);
    expect(out.rows[0]).toMatchObject({
      material_lot_code: 'FG-560A',
      candidates: { material_lot_code: ['FG-560A'] },
    });
    expect(out.rows[0]!.confidence!.material_lot_code).toBeLessThan(0.8);
  });

  it("ranks a shipment row's lots by the image when the reader kept its character probabilities", async () => {
    const draft = {
      header: {},
      rows: [
        {
          material_name: 'Oat Cookies',
          material_lot_code: 'FG-561A',
          confidence: { material_lot_code: 0.9 },
        },
      ],
    };
    const request = { companyId: 1, kind: 'shipment' as const, draft };
    // One slip from both lots by edit distance: a close call, neither taken.
    expect((await matchDocument(port([]), request, today)).rows[0]).toMatchObject({
      material_lot_code: 'FG-561A',
    });
    // The image gave the 1 a 0 almost as often, and the last character no B at all.
    const layout: Layout = {
      pages: [
        {
          page: 1,
          lines: [
            {
              text: 'FG-561A',
              box,
              confidence: 0.9,
              words: [{ text: 'FG-561A', box, confidence: 0.9, steps: stepsOf('F_G_-_5_6_[1.5 0.45]_A') }],
            },
          ],
        },
      ],
    };
    const out = await matchDocument(port([]), request, today, lotImages(layout));
    expect(out.rows[0]).toMatchObject({ material_lot_code: 'FG-560A' });
    expect(out.rows[0]!.candidates!.material_lot_code![0]).toBe('FG-560A');
  });

  it("repairs a production's outgoing lot from its siblings' shape when the product has few lots", async () => {
    const asked: number[][] = [];
    const draft = {
      header: { product_name: 'Oat Cookies', outgoing_lot: 'F6-562A', confidence: { outgoing_lot: 0.9 } },
      rows: [],
    };
    const out = await matchDocument(port(asked), { companyId: 1, kind: 'production', draft }, today);
    expect(asked).toEqual([[12, 14]]);
    expect(out.header).toMatchObject({ outgoing_lot: 'FG-562A', candidates: { outgoing_lot: ['F6-562A'] } });
    expect(out.header.confidence!.outgoing_lot).toBeLessThan(0.8);
  });

  it('reads a 1 or a 0 written between digits back from its letter look-alike, whatever the shapes', async () => {
    const draft = {
      header: {},
      rows: [
        { material_name: 'Wheat Flour', lot_code: 'NE-20l1' },
        { material_name: 'Oat Cookies', lot_code: 'K4O17-B' },
        { material_name: 'Oat Cookies', lot_code: 'LOT-O1' },
      ],
    };
    const out = await matchDocument(port([]), { companyId: 1, kind: 'goods_receipt', draft }, today);
    expect(out.rows[0]).toMatchObject({ lot_code: 'NE-2011', candidates: { lot_code: ['NE-20l1'] } });
    expect(out.rows[0]!.confidence!.lot_code).toBeLessThan(0.8);
    expect(out.rows[1]!.lot_code).toBe('K4017-B');
    // An O that is not between two digits may be a letter of the code: kept.
    expect(out.rows[2]!.lot_code).toBe('LOT-O1');
  });

  it("repairs a receipt's lot only from that material's own lots", async () => {
    const draft = {
      header: {},
      rows: [
        { material_name: 'Wheat Flour', lot_code: 'VM-11S4' },
        { material_name: 'Oat Cookies', lot_code: 'F6-562A' },
      ],
    };
    const out = await matchDocument(port([]), { companyId: 1, kind: 'goods_receipt', draft }, today);
    expect(out.rows[0]!.lot_code).toBe('VM-1154');
    // Supplier lots of other products say nothing about this one's: kept as read.
    expect(out.rows[1]!.lot_code).toBe('F6-562A');
  });
});
