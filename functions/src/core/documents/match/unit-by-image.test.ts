import { describe, expect, it } from 'vitest';
import type { CatalogUnit } from './catalog.ts';
import { stepsOf } from './char-steps.test-support.ts';
import { matchDraft } from './match-draft.ts';
import { unitByImage } from './unit-by-image.ts';

const units: CatalogUnit[] = [
  { abbr: 'kg', name: 'kilogram', type: 'weight' },
  { abbr: 'g', name: 'gram', type: 'weight' },
  { abbr: 'lb', name: 'pound', type: 'weight' },
  { abbr: 'oz', name: 'ounce', type: 'weight' },
  { abbr: 'L', name: 'litre', type: 'volume' },
  { abbr: 'box', name: 'box', type: 'count' },
  { abbr: 'case', name: 'case', type: 'count' },
  { abbr: 'each', name: 'each', type: 'count' },
];

describe('units read against the character probabilities', () => {
  it('takes the unit the image gave a fair chance over the string read (`oz` read `08`)', () => {
    const steps = stepsOf('_[0.6 o.35]_[8.55 z.4]_');
    expect(unitByImage(units, [steps])?.abbr).toBe('oz');
  });

  it("weighs the kinds of unit the material is measured in (`c_x`: box or case's c)", () => {
    // `cx`: x of box, c of case, about alike; a packaging material is counted: still two counts.
    const steps = stepsOf('_[c.5 b.45]_[x.6 o.3]_');
    expect(unitByImage(units, [steps], ['count', 'weight'])?.abbr).toBe('box');
  });

  it('gives nothing for a reading no unit is near, nor when two are tied', () => {
    expect(unitByImage(units, [stepsOf('_W_a_r_e_h_o_u_s_e_')])).toBeNull();
    expect(unitByImage(units, [stepsOf('_[k.5 l.5]_[g.5 b.5]_')])).toBeNull();
    expect(unitByImage(units, [])).toBeNull();
  });

  it('is what matching takes for a unit not written as one, doubtful for review', () => {
    const draft = { header: {}, rows: [{ material_name: 'Flour', unit: '08', confidence: { unit: 0.9 } }] };
    const catalog = { suppliers: [], customers: [], materials: [], units, aliases: [] };
    const images = (text: string) => (text === '08' ? [stepsOf('_[0.6 o.35]_[8.55 z.4]_')] : []);
    const row = matchDraft('production', draft, catalog, '2026-11-30', images).rows[0]!;
    expect(row.unit).toBe('oz');
    expect(row.confidence?.unit).toBeLessThan(0.85);
    expect(matchDraft('production', draft, catalog, '2026-11-30').rows[0]!.unit).not.toBe('oz');
  });
});
