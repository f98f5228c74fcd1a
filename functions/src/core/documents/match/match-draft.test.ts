import { describe, expect, it } from 'vitest';
import type { LotCatalog, MatchCatalog } from './catalog.ts';
import { matchDocument } from './match-document.ts';
import { matchDraft } from './match-draft.ts';
import { lotMaterialIds, matchLots } from './match-lots.ts';

const catalog: MatchCatalog = {
  suppliers: [
    { id: 1, name: 'Miller & Sons' },
    { id: 2, name: 'Crème Dairy' },
    { id: 3, name: 'Valley Mills' },
  ],
  customers: [{ id: 7, name: 'Corner Market' }],
  materials: [
    { id: 10, name: 'Wheat Flour', materialType: 'ingredient' },
    { id: 11, name: 'Kraft Box', materialType: 'packaging' },
    { id: 12, name: 'Oat Cookies', materialType: 'finished_goods' },
    { id: 13, name: 'Cane Sugar', materialType: 'ingredient' },
  ],
  units: [
    { abbr: 'kg', name: 'Kilogram', type: 'weight' },
    { abbr: 'unit', name: 'Unit', type: 'count' },
    { abbr: 'case', name: 'Case', type: 'count' },
  ],
  aliases: [{ entity: 'supplier', text: 'M&S Flour Co', id: 1 }],
};
const today = '2026-11-24';

const receipt = (row: Record<string, unknown>) =>
  matchDraft('goods_receipt', { header: {}, rows: [row as never] }, catalog, today).rows[0]!;

describe('names', () => {
  it('match exactly whatever the case, spacing, punctuation and accents', () => {
    const row = receipt({ supplier_name: ' MILLER and sons ', material_name: 'wheat-flour', confidence: {} });
    expect(row).toMatchObject({ supplier_id: 1, supplier_name: 'Miller & Sons', supplier_recognised: true });
    expect(row).toMatchObject({ material_id: 10, material_name: 'Wheat Flour', material_recognised: true });
    expect(receipt({ supplier_name: 'creme dairy' }).supplier_id).toBe(2);
  });

  it('recognise a learned alias, and fuzzy misreadings above the threshold', () => {
    expect(receipt({ supplier_name: 'm&s flour co.' }).supplier_id).toBe(1);
    const row = receipt({ supplier_name: 'Va1ley Mils', confidence: { supplier_name: 0.6 } });
    expect(row.supplier_id).toBe(3);
    expect(row.confidence!.supplier_name).toBeLessThan(0.95);
    expect(row.confidence!.supplier_name).toBeGreaterThan(0.5);
  });

  it('leave an unknown name unrecognised with its text and a low confidence', () => {
    const row = receipt({ supplier_name: 'Pacific Spice Traders', confidence: { supplier_name: 0.99 } });
    expect(row).toMatchObject({
      supplier_id: null,
      supplier_name: 'Pacific Spice Traders',
      supplier_recognised: false,
    });
    expect(row.confidence!.supplier_name).toBeLessThanOrEqual(0.4);
  });

  it('refuse a close call between two records', () => {
    const near: MatchCatalog = {
      ...catalog,
      materials: [
        { id: 1, name: 'Lid 70mm', materialType: 'packaging' },
        { id: 2, name: 'Lid 90mm', materialType: 'packaging' },
      ],
    };
    const out = matchDraft(
      'goods_receipt',
      { header: {}, rows: [{ material_name: 'Lid 80mm' }] },
      near,
      today,
    );
    expect(out.rows[0]!.material_id).toBeNull();
  });

  it('never match production inputs to finished goods, and shipments only to them', () => {
    const production = matchDraft(
      'production',
      {
        header: { product_name: 'oat cookies' },
        rows: [{ material_name: 'Oat Cookies', material_type: null }],
      },
      catalog,
      today,
    );
    expect(production.header.product_id).toBe(12);
    expect(production.rows[0]!.material_id).toBeNull();
    const withType = matchDraft(
      'production',
      { header: {}, rows: [{ material_name: 'kraft box', material_type: null }] },
      catalog,
      today,
    );
    expect(withType.rows[0]).toMatchObject({ material_id: 11, material_type: 'packaging' });
    const shipment = matchDraft(
      'shipment',
      {
        header: { customer_name: 'Corner Markt' },
        rows: [{ material_name: 'Wheat Flour' }, { material_name: 'Oat Cookis' }],
      },
      catalog,
      today,
    );
    expect(shipment.header.customer_id).toBe(7);
    expect(shipment.rows.map((r) => r.material_id)).toEqual([null, 12]);
  });

  it('split two cells read as one; a part of a name is not enough', () => {
    const row = receipt({ supplier_name: 'VaileyMillsCaneSugar', material_name: null });
    expect(row).toMatchObject({ supplier_id: 3, material_id: 13, material_name: 'Cane Sugar' });
    expect(row.confidence!.material_name).toBeLessThanOrEqual(0.6);
    // `Cinnamon` may be the spice, not `Cinnamon Rolls`: measured, parts matched unknown names.
    expect(receipt({ supplier_name: 'Mills' }).supplier_id).toBeNull();
  });

  it('keep an id set upstream', () => {
    expect(receipt({ supplier_id: 3, supplier_name: 'Miller & Sons' }).supplier_id).toBe(3);
  });
});

describe('units', () => {
  it('go to the catalogue spelling, plural or not; count words to the count unit; one slip fixed', () => {
    const units = ['KG', 'Kilograms', 'each', 'cases', 'cse', 'bx'].map(
      (unit) => receipt({ unit, confidence: { unit: 0.9 } }).unit,
    );
    expect(units).toEqual(['kg', 'kg', 'unit', 'case', 'case', 'bx']);
    // Look-alikes and one slip: `/Ibs` is lb, `ks` is kg; a lone `b` is what is left of lb; `a` is no one's.
    const std = {
      ...catalog,
      units: [...catalog.units, { abbr: 'lb', name: 'Pound', type: 'weight' as const }],
    };
    const unitOf = (unit: string) =>
      matchDraft('goods_receipt', { header: {}, rows: [{ unit }] }, std, today).rows[0]!.unit;
    expect(['/Ibs', 'ks', '1b', 'b', 'a'].map(unitOf)).toEqual(['lb', 'kg', 'lb', 'lb', 'a']);
    // A lone `l` (or its look-alike `1`) is left of lb or of ml: the material's measure decides.
    const measured = {
      ...std,
      materials: [
        { id: 20, name: 'Honeycrisp Apples', materialType: 'ingredient' as const, unit: 'lb' },
        { id: 21, name: 'Whole Milk', materialType: 'ingredient' as const, unit: 'ml' },
      ],
      units: [...std.units, { abbr: 'ml', name: 'Millilitre', type: 'volume' as const }],
    };
    const unitFor = (material_name: string, unit: string) =>
      matchDraft('goods_receipt', { header: {}, rows: [{ material_name, unit }] }, measured, today).rows[0]!
        .unit;
    expect(unitFor('Honeycrisp Apples', '1')).toBe('lb');
    expect(unitFor('Whole Milk', 'l')).toBe('ml');
    // A handwritten `lbs` whose first stroke was not read: `150bs`'s unit is lb, not g's plural `gs`.
    const weights = {
      ...catalog,
      units: [
        { abbr: 'g', name: 'Gram', type: 'weight' as const },
        { abbr: 'kg', name: 'Kilogram', type: 'weight' as const },
        { abbr: 'lb', name: 'Pound', type: 'weight' as const },
      ],
    };
    const weightOf = (unit: string) =>
      matchDraft('goods_receipt', { header: {}, rows: [{ unit }] }, weights, today).rows[0]!.unit;
    expect(['bs', 'Bs', 'gs'].map(weightOf)).toEqual(['lb', 'lb', 'g']);
    expect(receipt({ unit: 'bx', confidence: { unit: 0.9 } }).confidence!.unit).toBeLessThanOrEqual(0.4);
  });
});

describe('units in the light of the material', () => {
  const company: MatchCatalog = {
    ...catalog,
    materials: [...catalog.materials, { id: 14, name: 'Whole Milk', materialType: 'ingredient', unit: 'L' }],
    units: [
      { abbr: 'kg', name: 'Kilogram', type: 'weight' },
      { abbr: 'g', name: 'Gram', type: 'weight' },
      { abbr: 'oz', name: 'Ounce', type: 'weight' },
      { abbr: 'L', name: 'Liter', type: 'volume' },
      { abbr: 'unit', name: 'Unit', type: 'count' },
      { abbr: 'case', name: 'Case', type: 'count', custom: true },
      { abbr: 'box', name: 'Box', type: 'count', custom: true },
      { abbr: 'each', name: 'Each', type: 'count', custom: true },
    ],
  };
  const row = (materialId: number | null, unit: string | null) =>
    matchDraft(
      'goods_receipt',
      { header: {}, rows: [{ material_id: materialId, unit, confidence: { unit: 0.9 } }] },
      company,
      today,
    ).rows[0]!;

  it('break a tie between units by the kinds the material is measured in', () => {
    // `ox` is one slip from oz and from box: an ingredient's is oz, packaging's a box.
    expect([row(10, 'ox').unit, row(11, 'ox').unit, row(null, 'ox').unit]).toEqual(['oz', 'box', 'ox']);
    // `ks` is one slip from kg itself, from g only through its plural.
    expect(row(null, 'ks').unit).toBe('kg');
    // The material's own unit type comes first: `1` could be L or lb... here L is the only volume.
    expect(row(14, 'l').unit).toBe('L');
  });

  it("read a lone letter held by one unit, and count words as the company's own count unit", () => {
    expect(row(12, 'x').unit).toBe('box');
    expect(row(12, 'pcs').unit).toBe('each');
  });

  it("fill a unit left blank from the material's own, doubtful; leave it blank without one", () => {
    const filled = row(14, null);
    expect(filled.unit).toBe('L');
    expect(filled.confidence!.unit).toBeLessThanOrEqual(0.4);
    expect(row(10, null).unit).toBeNull();
  });
});

describe('dates', () => {
  it('keep plausible dates; far future or years-old ones get a low confidence', () => {
    const conf = (d: string) =>
      receipt({ receipt_date: d, confidence: { receipt_date: 0.9 } }).confidence!.receipt_date;
    expect(conf('2026-11-20')).toBe(0.9);
    expect(conf('2062-11-20')).toBeLessThanOrEqual(0.2);
    expect(conf('1996-11-20')).toBeLessThanOrEqual(0.2);
  });

  it("repair a year one digit off today's (a handwritten 6 read as 0), with a low confidence", () => {
    const row = receipt({ receipt_date: '2020-11-10', confidence: { receipt_date: 0.9 } });
    expect(row.receipt_date).toBe('2026-11-10');
    expect(row.confidence!.receipt_date).toBeLessThanOrEqual(0.3);
    expect(receipt({ receipt_date: '2016-03-01' }).receipt_date).toBe('2026-03-01');
    // 2099 is not one digit off a year around today: kept for review.
    expect(receipt({ receipt_date: '2099-03-01' }).receipt_date).toBe('2099-03-01');
  });

  it("keep a supplier's best-before or use-by years ahead as written, and still mark a wild one", () => {
    // A receiving log of 11/25/26 with `Best before 05/30/27` and a honey pail's `09/18/2028`.
    const row = receipt({
      receipt_date: '2026-11-25',
      supplier_best_before: '2027-05-30',
      supplier_use_by: '2028-09-18',
      confidence: { receipt_date: 0.99, supplier_best_before: 0.98, supplier_use_by: 0.97 },
    });
    expect(row.supplier_best_before).toBe('2027-05-30');
    expect(row.supplier_use_by).toBe('2028-09-18');
    expect(row.confidence).toMatchObject({ supplier_best_before: 0.98, supplier_use_by: 0.97 });
    // A use-by just passed is possible (a lot received late), one decades off is a misread.
    expect(
      receipt({ supplier_use_by: '2026-10-01', confidence: { supplier_use_by: 0.9 } }).confidence!
        .supplier_use_by,
    ).toBe(0.9);
    const wild = receipt({ supplier_best_before: '2070-05-30', confidence: { supplier_best_before: 0.9 } });
    expect(wild.supplier_best_before).toBe('2070-05-30');
    expect(wild.confidence!.supplier_best_before).toBeLessThanOrEqual(0.2);
    // The supplier's production date is before the delivery like any other: its year is repaired.
    expect(receipt({ supplier_production_date: '2020-11-10' }).supplier_production_date).toBe('2026-11-10');
  });
});

describe('lots', () => {
  const lots: LotCatalog = new Map([[12, ['SK20512', 'L2041-330', 'ZX99813']]]);
  const ship = (code: string) => {
    const named = matchDraft(
      'shipment',
      { header: {}, rows: [{ material_name: 'Oat Cookies', material_lot_code: code }] },
      catalog,
      today,
    );
    expect(lotMaterialIds('shipment', named, catalog)).toEqual([12]);
    return matchLots('shipment', named, lots, catalog).rows[0]!.material_lot_code;
  };
  it("snap to the material's existing lots: case, look-alikes, one slip", () => {
    expect(ship('sk20512')).toBe('SK20512');
    expect(ship('5K2O512')).toBe('SK20512');
    expect(ship('L2041 330')).toBe('L2041-330');
    expect(ship('ZX99818')).toBe('ZX99813');
    expect(ship('QQ12345')).toBe('QQ12345');
    // Two slips in nine characters, nothing else near: still that lot.
    expect(ship('L2O4I-88O')).toBe('L2041-330');
  });

  it('through the port, for the materials the rows name', async () => {
    const asked: number[][] = [];
    const out = await matchDocument(
      { catalog: async () => catalog, lots: async (_c, ids) => (asked.push([...ids]), lots) },
      {
        companyId: 1,
        kind: 'shipment',
        draft: { header: {}, rows: [{ material_name: 'oat cookies', material_lot_code: 'zx998l3' }] },
      },
      today,
    );
    expect(asked).toEqual([[12]]);
    expect(out.rows[0]!.material_lot_code).toBe('ZX99813');
  });
});
