import { describe, expect, it } from 'vitest';
import type { Layout } from '../layout.ts';
import type { LotCatalog, MatchCatalog } from './catalog.ts';
import { stepsOf } from './char-steps.test-support.ts';
import { lotImages } from './lot-images.ts';
import { matchDocument } from './match-document.ts';

/**
 * A cider house's first bottling run of a new product: its other finished goods are sausages
 * and nuts it buys in and resells, whose codes (`TSZ-26301`) share no prefix with its own.
 */
describe("a new product's first lot beside other goods' codes", () => {
  const catalog: MatchCatalog = {
    suppliers: [],
    customers: [],
    materials: [
      { id: 1, name: 'Dry Cider 500ml', materialType: 'finished_goods' },
      { id: 2, name: 'Téliszalámi 1 kg', materialType: 'finished_goods' },
      { id: 3, name: 'Csabai kolbász 500 g', materialType: 'finished_goods' },
      { id: 4, name: 'Gyulai kolbász 400 g', materialType: 'finished_goods' },
      { id: 5, name: 'Oat Bars', materialType: 'finished_goods' },
    ],
    units: [{ abbr: 'each', name: 'Each', type: 'count' }],
    aliases: [],
  };
  const port = (lots: LotCatalog) => ({ catalog: async () => catalog, lots: async () => lots });
  const today = '2026-11-29';
  const box = { left: 0.5, top: 0.1, width: 0.1, height: 0.02 };
  // The image saw a second C about as often as a blank after the first.
  const layout = (text: string, steps: string): Layout => ({
    pages: [
      {
        page: 1,
        lines: [
          { text, box, confidence: 0.8, words: [{ text, box, confidence: 0.8, steps: stepsOf(steps) }] },
        ],
      },
    ],
  });

  it('puts no letter into it for the shape of codes that share no prefix', async () => {
    const lots: LotCatalog = new Map([
      [2, ['TSZ-26301', 'TSZ-26302']],
      [3, ['CSK-26315']],
      [4, ['GYK-26317']],
    ]);
    const draft = { header: { product_name: 'Dry Cider 500ml', outgoing_lot: 'LC26-329' }, rows: [] };
    const out = await matchDocument(
      port(lots),
      { companyId: 1, kind: 'production', draft },
      today,
      lotImages(layout('LC26-329', 'L_C_[_0.55 C0.45]C_2_6_-_3_2_9')),
    );
    expect(out.header.outgoing_lot).toBe('LC26-329');
  });

  it("still reads it to the company's own mark when the other goods share one", async () => {
    const lots: LotCatalog = new Map([
      [2, ['HG-26301', 'HG-26302']],
      [3, ['HG-26315']],
      [4, ['HG-26317']],
    ]);
    const draft = { header: { product_name: 'Dry Cider 500ml', outgoing_lot: 'H6-26329' }, rows: [] };
    const out = await matchDocument(port(lots), { companyId: 1, kind: 'production', draft }, today);
    expect(out.header.outgoing_lot).toBe('HG-26329');
  });
});
