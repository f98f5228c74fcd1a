import fc from 'fast-check';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  adjustRaw,
  createMaterial,
  freshCompany,
  history,
  ledger,
  lots,
  stockOf,
  sumQty,
} from './support.ts';

/*
 * The ledger is the truth: after every step of a random sequence of adjustments, lot code edits
 * and merges, driven through the HTTP API, each material's stock equals the sum of its ledger
 * entries (and the sum the model expects), and each lot's quantity equals the sum of its ledger
 * (its own entries and those of lots merged into it); a lot merged away holds nothing.
 */

const CODES = ['L-1', 'l-1', 'L-2', 'L-3', 'lot 4'];
const QTY = fc.constantFrom('0.1', '0.2', '-0.3', '1.005', '-2', '7', '0.001');

type Step =
  | { kind: 'adjust'; material: number; code: number; qty: string }
  | { kind: 'edit'; material: number; lot: number; code: number }
  | { kind: 'merge'; material: number; from: number; to: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      material: fc.nat(1),
      code: fc.nat(CODES.length - 1),
      qty: QTY,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      material: fc.nat(1),
      lot: fc.nat(3),
      code: fc.nat(CODES.length - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('merge' as const),
      material: fc.nat(1),
      from: fc.nat(3),
      to: fc.nat(3),
    }),
  },
);

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
});

const checkInvariant = async (materials: Material[], expected: Map<number, number>) => {
  for (const m of materials) {
    const entries = (await history(token, m.id)).items;
    const stock = await stockOf(token, m);
    expect(stock, `material ${m.id} stock vs ledger`).toBe(sumQty(entries.map((e) => e.qty_delta)));
    expect(stock, `material ${m.id} stock vs model`).toBe(expected.get(m.id) ?? 0);
    for (const lot of (await lots(token, m.id, { include_archived: true })).items) {
      if (lot.merged_into_lot_id !== null) {
        expect(lot.quantity, `merged lot ${lot.id}`).toBe(0);
        continue;
      }
      const own = (await ledger(token, m.id, { lot_id: lot.id })).items;
      expect(lot.quantity, `lot ${lot.lot_code} vs its ledger`).toBe(sumQty(own.map((e) => e.qty_delta)));
    }
  }
};

const run = async (materials: Material[], s: Step, expected: Map<number, number>) => {
  const m = materials[s.material] as Material;
  if (s.kind === 'adjust') {
    const res = await adjustRaw(token, m.id, { qty_delta: s.qty, lot_code: CODES[s.code] });
    expect(res.status, res.text).toBe(200);
    expected.set(m.id, sumQty([expected.get(m.id) ?? 0, Number(s.qty)]));
    return;
  }
  const current = (await lots(token, m.id)).items;
  if (s.kind === 'edit') {
    const lot = current[s.lot % Math.max(1, current.length)];
    if (!lot) return;
    const res = await api('PATCH', `/api/materials/${m.id}/lots/${lot.id}`, {
      token,
      json: { lot_code: CODES[s.code] },
    });
    // An unchanged code is refused (400); a code another lot holds is a conflict (200).
    expect([200, 400], res.text).toContain(res.status);
    return;
  }
  // Mostly two different lots; sometimes the same one, which must be refused.
  const from = current[s.from % Math.max(1, current.length)];
  const to = current[(s.from + (s.to === 0 ? 0 : 1 + (s.to % 2))) % Math.max(1, current.length)];
  if (!from || !to) return;
  const res = await api('POST', `/api/materials/${m.id}/lots/merge`, {
    token,
    json: { from_lot_id: from.id, to_lot_id: to.id },
  });
  expect(res.status, res.text).toBe(from.id === to.id ? 400 : 200);
};

describe('balances equal the sum of their ledger entries', () => {
  it('after every step of random adjust, edit and merge sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), async (steps) => {
        const materials = [await createMaterial(token), await createMaterial(token, { traceable: false })];
        const expected = new Map<number, number>();
        // Two lots on each material first, so that edits and merges have something to work on.
        const opening: Step[] = [0, 1].flatMap((material) => [
          { kind: 'adjust' as const, material, code: 2, qty: '1.5' },
          { kind: 'adjust' as const, material, code: 3, qty: '2.25' },
        ]);
        for (const s of opening) await run(materials, s, expected);
        for (const s of steps) {
          await run(materials, s, expected);
          await checkInvariant(materials, expected);
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
