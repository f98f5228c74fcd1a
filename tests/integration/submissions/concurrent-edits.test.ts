import { beforeAll, describe, expect, it } from 'vitest';
import { createMaterial, expectRoute, freshCompany, kindClient } from './support.ts';

/*
 * Header edits, archive and submits each write the submission on the revision they were
 * computed from (docs/submissions.md, Drafts and states): of two concurrent changes both land,
 * or the later one is answered 409 and changes nothing; none is silently lost.
 */

let prod: ReturnType<typeof kindClient>;
let product: { id: number };

beforeAll(async () => {
  const { token } = await freshCompany();
  prod = kindClient(token, '/api/production', 'production');
  product = await createMaterial(token, { traceable: true, material_type: 'finished_goods' });
});

type Header = Record<string, unknown>;

describe('concurrent changes of one submission', () => {
  it('header edits of different fields sent at once: every answered edit is kept', async () => {
    const id = await prod.manualNew();
    const patches: Header[] = [
      { production_date: '2026-08-01' },
      { outgoing_lot: 'RACE-1' },
      { quantity_produced: 12.5 },
      { quantity_unit: 'kg' },
      { product_id: product.id },
    ];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(patches.map((p) => prod.patch(id, p)));
      const stored = expectRoute<Header>('productionGet', await prod.get(id));
      for (const [i, a] of answers.entries()) {
        expect([200, 409], a.text).toContain(a.status);
        if (a.status !== 200) continue;
        for (const [field, value] of Object.entries(patches[i] as Header)) expect(stored[field]).toBe(value);
      }
      // Losing races is possible; losing all of them every time is not.
      expect(answers.some((a) => a.status === 200)).toBe(true);
    }
    const stored = expectRoute<Header>('productionGet', await prod.get(id));
    expect(stored).toMatchObject({ production_date: '2026-08-01', outgoing_lot: 'RACE-1' });
  });

  it('a header edit racing archive: both land, or the refused one changed nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await prod.manualNew();
      const [edit, archive] = await Promise.all([
        prod.patch(id, { outgoing_lot: `ARC-${round}` }),
        prod.archive(id, true),
      ]);
      const stored = expectRoute<Header>('productionGet', await prod.get(id));
      expect(stored.outgoing_lot).toBe(edit.status === 200 ? `ARC-${round}` : null);
      expect(stored.is_archived).toBe(archive.status === 200);
      for (const a of [edit, archive]) expect([200, 409], a.text).toContain(a.status);
      // The two answers themselves agree with what is stored.
      if (edit.status === 200 && archive.status === 200) {
        expect(stored).toMatchObject({ outgoing_lot: `ARC-${round}`, is_archived: true });
      }
    }
  });

  it('field saves of one row sent at once (fields left in quick succession): every answered save is kept', async () => {
    const id = await prod.manualNew();
    const row = expectRoute<{ id: number }>('productionCreateRow', await prod.addRow(id, {}));
    const patches: Header[] = [
      { material_lot: 'LOT-A' },
      { amt_used: 2.5 },
      { unit: 'kg' },
      { material_name: 'Rye flour' },
    ];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(patches.map((p) => prod.patchRow(row.id, p)));
      const stored = expectRoute<Header[]>('productionListRows', await prod.rows(id))[0] as Header;
      for (const [i, a] of answers.entries()) {
        expect([200, 409], a.text).toContain(a.status);
        if (a.status !== 200) continue;
        for (const [field, value] of Object.entries(patches[i] as Header)) expect(stored[field]).toBe(value);
      }
      expect(answers.some((a) => a.status === 200)).toBe(true);
    }
  });

  it('a field save racing the row being removed: the row stays removed', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await prod.manualNew();
      const row = expectRoute<{ id: number }>('productionCreateRow', await prod.addRow(id, {}));
      const [edit, removal] = await Promise.all([
        prod.patchRow(row.id, { material_lot: `GONE-${round}` }),
        prod.deleteRow(row.id),
      ]);
      expect(removal.status).toBe(204);
      expect([200, 404], edit.text).toContain(edit.status);
      expect(expectRoute<Header[]>('productionListRows', await prod.rows(id))).toEqual([]);
    }
  });
});
