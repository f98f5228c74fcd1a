import { beforeAll, describe, expect, it } from 'vitest';
import { adjust, createMaterial, editLot, freshCompany, getLot, mergeLots } from './support.ts';
import { api } from '../support/api.ts';

/**
 * A lot renamed back to a code merged into it (or to that code in another case) names the code
 * twice, as its code and as an alias. Merging that lot on must still work: one claim per code,
 * not a transaction writing one item twice (it answered 500 and the lot could never be merged).
 */
let token: string;

beforeAll(async () => {
  ({ token } = await freshCompany());
});

describe('merging a lot that carries its own code as an alias', () => {
  it.each([
    ['the same code', 'X'],
    ['the code in another case', 'x'],
  ])('renamed back to %s, it merges on and its codes lead to the survivor', async (_label, renamed) => {
    const material = await createMaterial(token);
    const x = (await adjust(token, material.id, 10, 'X')).transaction.lot_id as number;
    const y = (await adjust(token, material.id, 20, 'Y')).transaction.lot_id as number;
    const z = (await adjust(token, material.id, 30, 'Z')).transaction.lot_id as number;
    await mergeLots(token, material.id, x, y);
    await editLot(token, material.id, y, renamed);

    const merged = await mergeLots(token, material.id, y, z);
    expect(merged.updated_lot).toMatchObject({ id: z, lot_code: 'Z', quantity: 60 });
    expect((await getLot(token, material.id, y)).merged_into_lot_id).toBe(z);
    // Y was released by the rename; the codes the lot held lead to the survivor.
    for (const code of ['X', renamed, 'Z']) {
      const found = await api<{ lot: { id: number } }>('GET', '/api/lots/find', {
        token,
        query: { material_id: material.id, lot_code: code },
      });
      expect(found.status, found.text).toBe(200);
      expect(found.body.lot.id).toBe(z);
    }
  });
});
