import { type Material, materialMessages } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import { createMaterial, expectMessage, freshCompany } from './support.ts';

type List = { items: Material[]; total: number };

let token: string;
let otherToken: string;

beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshCompany(), freshCompany()]);
});

/** GTINs on materials (issue 22): kept as 14 digits, check digit verified, one material per GTIN in a company. */
describe('GTIN on POST /api/materials/new and PUT /api/materials/{id}', () => {
  it('keeps a GTIN with a verified check digit as 14 digits; update keeps, changes or clears it', async () => {
    const material = await createMaterial(token, { gtin: ' 629104150021 3' });
    expect(material.gtin).toBe('06291041500213');
    const base = { name: material.name, material_type: 'ingredient', unit_of_measure: 'kg' };
    const kept = await api<Material>('PUT', `/api/materials/${material.id}`, { token, json: base });
    expect(kept.body.gtin).toBe('06291041500213');
    const changed = await api<Material>('PUT', `/api/materials/${material.id}`, {
      token,
      json: { ...base, gtin: '96385074' },
    });
    expect(changed.body.gtin).toBe('00000096385074');
    const cleared = await api<Material>('PUT', `/api/materials/${material.id}`, {
      token,
      json: { ...base, gtin: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('gtin');
  });

  it('keeps a GTIN to one material of the company: a duplicate is 409 and changes nothing', async () => {
    const gtin = '09506000134352';
    const owner = await createMaterial(token, { gtin });
    const name = unique('Second GTIN ');
    const body = { name, material_type: 'ingredient', unit_of_measure: 'kg' };
    expectMessage(
      await api('POST', '/api/materials/new', { token, json: { ...body, gtin: '9506000134352' } }),
      409,
      materialMessages.gtinTaken(gtin),
    );
    const listed = await api<List>('GET', '/api/materials/', { token, query: { search: name } });
    expect(listed.body.total).toBe(0);

    // Moving another material onto it is refused too, and that material keeps its own GTIN.
    const other = await createMaterial(token, { gtin: '96385074' });
    const otherBase = { name: other.name, material_type: 'ingredient', unit_of_measure: 'kg' };
    expectMessage(
      await api('PUT', `/api/materials/${other.id}`, { token, json: { ...otherBase, gtin } }),
      409,
      materialMessages.gtinTaken(gtin),
    );
    const kept = await api<Material>('GET', `/api/materials/${other.id}`, { token });
    expect(kept.body.gtin).toBe('00000096385074');

    // Another company may use it; once the owner clears it, it is free here.
    expect((await createMaterial(otherToken, { gtin })).gtin).toBe(gtin);
    const ownerBase = { name: owner.name, material_type: 'ingredient', unit_of_measure: 'kg' };
    const cleared = await api('PUT', `/api/materials/${owner.id}`, {
      token,
      json: { ...ownerBase, gtin: null },
    });
    expect(cleared.status).toBe(200);
    const moved = await api<Material>('PUT', `/api/materials/${other.id}`, {
      token,
      json: { ...otherBase, gtin },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.gtin).toBe(gtin);
    // The GTIN other gave up is free again.
    expect((await createMaterial(token, { gtin: '96385074' })).gtin).toBe('00000096385074');
  });

  it('two materials created at once with one GTIN: exactly one is stored', async () => {
    const gtin = '04006381333931';
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api('POST', '/api/materials/new', {
          token,
          json: { name: unique('Race GTIN '), material_type: 'ingredient', unit_of_measure: 'kg', gtin },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a GTIN with a wrong check digit or length (400), creating nothing', async () => {
    const name = unique('Bad GTIN ');
    const body = { name, material_type: 'ingredient', unit_of_measure: 'kg' };
    expectMessage(
      await api('POST', '/api/materials/new', { token, json: { ...body, gtin: '6291041500214' } }),
      400,
      'GTIN check digit is wrong: the last digit should be 3',
    );
    expectMessage(
      await api('POST', '/api/materials/new', { token, json: { ...body, gtin: '12345' } }),
      400,
      'GTIN must be 8, 12, 13 or 14 digits',
    );
    const listed = await api<List>('GET', '/api/materials/', { token, query: { search: name } });
    expect(listed.body.total).toBe(0);
  });
});
