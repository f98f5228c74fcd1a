import { materialMessages, type Material } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectAnswer } from '../master-data/support.ts';
import { adjust, createMaterial, expectMessage, freshCompany, stockOf } from './support.ts';

let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
});

const putUnit = (m: Material, unit: string) =>
  api('PUT', `/api/materials/${m.id}`, {
    token,
    json: { name: m.name, unit_of_measure: unit, material_type: m.material_type },
  });

// Stock is kept in the material's unit: a new unit would turn 6 kg into 6 g without a posting.
describe('PUT /api/materials/{id}: the unit of a material with stock movements', () => {
  it('refuses a new unit once stock has moved, and changes nothing', async () => {
    const m = await createMaterial(token, { traceable: false });
    await adjust(token, m.id, 6);
    expectMessage(await putUnit(m, 'g'), 409, materialMessages.unitHasStock);
    const after = expectAnswer<Material>(
      'getMaterial',
      await api('GET', `/api/materials/${m.id}`, { token }),
    );
    expect(after.unit_of_measure).toBe('kg');
    expect(await stockOf(token, after)).toBe(6);
  });

  it('refuses it when the movements net to zero: the history is still in the old unit', async () => {
    const m = await createMaterial(token, { traceable: false });
    await adjust(token, m.id, 2);
    await adjust(token, m.id, -2);
    expect((await putUnit(m, 'lb')).status).toBe(409);
  });

  it('lets the other fields change, and the same unit in another spelling', async () => {
    const m = await createMaterial(token, { traceable: false });
    await adjust(token, m.id, 1);
    const res = await api('PUT', `/api/materials/${m.id}`, {
      token,
      json: { name: `${m.name} renamed`, unit_of_measure: 'KG', material_type: m.material_type },
    });
    expect(expectAnswer<Material>('updateMaterial', res)).toMatchObject({
      name: `${m.name} renamed`,
      unit_of_measure: 'kg',
    });
  });

  it('lets a material that never moved change its unit', async () => {
    const m = await createMaterial(token, { traceable: false });
    expect(expectAnswer<Material>('updateMaterial', await putUnit(m, 'g')).unit_of_measure).toBe('g');
  });
});
