import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { type CompanySettings, settingsMessages } from '@bp/shared/contracts/settings.ts';
import { STANDARD_UNITS, type UnitsResponse, unitMessages } from '@bp/shared/contracts/units.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { createMaterial, expectAnswer, expectMessage, freshCompany } from './support.ts';

const box = { name: 'Box of 12', abbr: 'box12', type: 'count', description: 'Twelve units' };
const drum = { name: 'Drum', abbr: 'drum', type: 'volume' };
const standardAbbrs = STANDARD_UNITS.map((u) => u.abbr);

let token: string;
beforeEach(async () => {
  ({ token } = await freshCompany());
});

const units = async (t = token) =>
  expectAnswer<UnitsResponse>('getUnits', await api('GET', '/api/company-settings/units', { token: t }));
/** Without a version: the sent units are merged into the stored ones. */
const addUnits = (custom_units: unknown[], t = token) =>
  api('PUT', '/api/company-settings/units', { token: t, json: { custom_units } });
/** With the version just read: the sent list replaces the stored one, as the units page does. */
const putUnits = async (custom_units: unknown[], t = token) => {
  const { version } = await units(t);
  return api('PUT', '/api/company-settings/units', { token: t, json: { custom_units, version } });
};

describe('GET/PUT /api/company-settings/', () => {
  it('answers traceable_materials_default true, date_order auto and no custom units for a new company', async () => {
    const settings = expectAnswer<CompanySettings>(
      'getCompanySettings',
      await api('GET', '/api/company-settings/', { token }),
    );
    expect(settings).toEqual({
      traceable_materials_default: true,
      date_order: 'auto',
      drill_target_minutes: 240,
      drill_tolerance_percent: 2,
      custom_units: [],
    });
  });

  it('saves traceable_materials_default', async () => {
    const saved = expectAnswer<CompanySettings>(
      'updateCompanySettings',
      await api('PUT', '/api/company-settings/', { token, json: { traceable_materials_default: false } }),
    );
    expect(saved.traceable_materials_default).toBe(false);
    expect(
      (await api<CompanySettings>('GET', '/api/company-settings', { token })).body
        .traceable_materials_default,
    ).toBe(false);
  });

  it('saves date_order, and keeps it when a later save leaves it out', async () => {
    const put = (json: object) => api<CompanySettings>('PUT', '/api/company-settings/', { token, json });
    expect((await put({ traceable_materials_default: true, date_order: 'MDY' })).body.date_order).toBe('MDY');
    const later = await put({ traceable_materials_default: false });
    expect(later.body).toMatchObject({ traceable_materials_default: false, date_order: 'MDY' });
    expect((await api<CompanySettings>('GET', '/api/company-settings', { token })).body.date_order).toBe(
      'MDY',
    );
  });

  it('refuses a date_order it does not know, changing nothing', async () => {
    for (const date_order of ['YMD', 'mdy', 3, null]) {
      expectMessage(
        await api('PUT', '/api/company-settings/', {
          token,
          json: { traceable_materials_default: false, date_order },
        }),
        400,
        settingsMessages.dateOrderInvalid,
      );
    }
    expect((await api<CompanySettings>('GET', '/api/company-settings/', { token })).body).toMatchObject({
      traceable_materials_default: true,
      date_order: 'auto',
    });
  });

  it('saves the recall drill target and tolerance, refusing values out of range', async () => {
    const put = (json: object) => api<CompanySettings>('PUT', '/api/company-settings/', { token, json });
    const saved = await put({
      traceable_materials_default: true,
      drill_target_minutes: 1440,
      drill_tolerance_percent: 0.5,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ drill_target_minutes: 1440, drill_tolerance_percent: 0.5 });
    for (const drill_target_minutes of [0, 1.5, 10081, '60', null])
      expectMessage(
        await put({ traceable_materials_default: true, drill_target_minutes }),
        400,
        settingsMessages.drillTargetInvalid,
      );
    for (const drill_tolerance_percent of [-1, 101, 'two'])
      expectMessage(
        await put({ traceable_materials_default: true, drill_tolerance_percent }),
        400,
        settingsMessages.drillToleranceInvalid,
      );
    // Left out, they are kept.
    const later = await put({ traceable_materials_default: false });
    expect(later.body).toMatchObject({ drill_target_minutes: 1440, drill_tolerance_percent: 0.5 });
  });

  it('refuses a body without a boolean, changing nothing', async () => {
    for (const json of [{}, { traceable_materials_default: 'yes please' }]) {
      expectMessage(
        await api('PUT', '/api/company-settings/', { token, json }),
        400,
        settingsMessages.traceableInvalid,
      );
    }
    expect(
      (await api<CompanySettings>('GET', '/api/company-settings/', { token })).body
        .traceable_materials_default,
    ).toBe(true);
  });

  it('is per company', async () => {
    const { token: other } = await freshCompany();
    await api('PUT', '/api/company-settings/', { token, json: { traceable_materials_default: false } });
    expect(
      (await api<CompanySettings>('GET', '/api/company-settings/', { token: other })).body
        .traceable_materials_default,
    ).toBe(true);
  });
});

describe('GET /api/company-settings/units', () => {
  it('answers the standard units by type and all_units', async () => {
    const view = await units();
    expect(view.custom_units).toEqual([]);
    expect(view.global_units.weight.map((u) => u.abbr)).toEqual(['kg', 'lb', 'oz', 'g']);
    expect(view.global_units.volume.map((u) => u.abbr)).toEqual(['gal', 'fl oz', 'L', 'mL', 'pint']);
    expect(view.global_units.count.map((u) => u.abbr)).toEqual(['unit', 'bag']);
    expect(view.global_units.all_units).toEqual(standardAbbrs);
  });
});

describe('PUT /api/company-settings/units', () => {
  it('replaces the custom units, keeping their order; all_units lists the non-archived ones', async () => {
    const saved = expectAnswer<UnitsResponse>(
      'updateUnits',
      await putUnits([box, { ...drum, archived: true }]),
    );
    expect(saved.custom_units).toEqual([
      { ...box, archived: false, material_count: 0 },
      { ...drum, description: null, archived: true, material_count: 0 },
    ]);
    expect(saved.global_units.all_units).toEqual([...standardAbbrs, 'box12']);
    expect(await units()).toEqual(saved);
    const settings = await api<CompanySettings>('GET', '/api/company-settings/', { token });
    expect(settings.body.custom_units).toEqual(saved.custom_units);

    const reordered = await putUnits([{ ...drum, archived: false }, box]);
    expect((reordered.body as UnitsResponse).custom_units.map((u) => u.abbr)).toEqual(['drum', 'box12']);
    expect((reordered.body as UnitsResponse).global_units.all_units).toEqual([
      ...standardAbbrs,
      'drum',
      'box12',
    ]);
  });

  it.each([
    [{ ...box, name: '' }, unitMessages.nameRequired],
    [{ ...box, name: undefined }, unitMessages.nameRequired],
    [{ ...box, abbr: ' ' }, unitMessages.abbrRequired],
    [{ ...box, type: 'length' }, unitMessages.typeInvalid],
    [{ ...box, abbr: 'KG' }, unitMessages.standardUnit('KG')],
    [{ ...box, abbr: 'fl oz' }, unitMessages.standardUnit('fl oz')],
  ])('refuses %j with 400, changing nothing', async (unit, message) => {
    await putUnits([drum]);
    const before = await units();
    expectMessage(await putUnits([unit]), 400, message);
    expect(await units()).toEqual(before);
  });

  it('refuses an abbreviation used twice, without regard to case (409)', async () => {
    expectMessage(await putUnits([box, { ...drum, abbr: 'BOX12' }]), 409, unitMessages.abbrTaken('BOX12'));
    expect((await units()).custom_units).toEqual([]);
  });

  it('takes the list bare too, and refuses a body that is not a list', async () => {
    const bare = await api('PUT', '/api/company-settings/units', { token, json: [box] });
    expect(expectAnswer<UnitsResponse>('updateUnits', bare).custom_units.map((u) => u.abbr)).toEqual([
      'box12',
    ]);
    expectMessage(
      await api('PUT', '/api/company-settings/units', { token, json: { custom_units: 'box' } }),
      400,
      'custom_units must be a list',
    );
    expect((await api('PUT', '/api/company-settings/units', { token, json: 'box' })).status).toBe(400);
  });

  it('lets materials use a custom unit (any case) and counts them', async () => {
    await putUnits([box]);
    const material = await createMaterial(token, { unit_of_measure: 'BOX12', material_type: 'packaging' });
    expect(material.unit_of_measure).toBe('box12');
    expect((await units()).custom_units[0]?.material_count).toBe(1);
  });

  it('keeps a unit in use from being removed or renamed (409), but lets it be archived', async () => {
    await putUnits([box, drum]);
    const material = await createMaterial(token, { unit_of_measure: 'box12' });
    expectMessage(await putUnits([drum]), 409, unitMessages.inUse('box12', 1));
    expectMessage(await putUnits([{ ...box, abbr: 'box-12' }, drum]), 409, unitMessages.inUse('box12', 1));
    expect((await units()).custom_units.map((u) => u.abbr)).toEqual(['box12', 'drum']);

    const archived = await putUnits([{ ...box, archived: true }, drum]);
    expect(archived.status).toBe(200);
    expect((archived.body as UnitsResponse).global_units.all_units).not.toContain('box12');

    // The archived unit cannot be chosen any more, but the material that has it can still be edited.
    expectMessage(
      await api('POST', '/api/materials/new', {
        token,
        json: { name: 'New box', material_type: 'packaging', unit_of_measure: 'box12' },
      }),
      400,
      materialMessages.unitArchived('box12'),
    );
    const edited = await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name: 'Renamed', unit_of_measure: 'box12' },
    });
    expect(edited.status).toBe(200);
    const moved = await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name: 'Renamed', unit_of_measure: 'drum' },
    });
    expect(moved.status).toBe(200);
    expect((await putUnits([drum])).status).toBe(200);
  });

  it('removes and renames units no material uses', async () => {
    await putUnits([box, drum]);
    const renamed = await putUnits([{ ...box, abbr: 'case', name: 'Case' }]);
    expect((renamed.body as UnitsResponse).custom_units.map((u) => u.abbr)).toEqual(['case']);
    expect((await putUnits([])).status).toBe(200);
    expect((await units()).custom_units).toEqual([]);
  });

  it('merges a save without a version: 20 concurrent adders each land their unit', async () => {
    await putUnits([box]);
    const adders = Array.from({ length: 20 }, (_, i) => ({
      name: `Unit ${i}`,
      abbr: `u${i}`,
      type: 'count',
    }));
    const answers = await Promise.all(
      adders.map(async (unit) => {
        const { custom_units } = await units();
        return addUnits([...custom_units, unit]);
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(adders.map(() => 200));
    const stored = (await units()).custom_units.map((u) => u.abbr);
    expect(stored.sort()).toEqual(['box12', ...adders.map((u) => u.abbr)].sort());
    // Merging never removes: a save without a version that leaves a unit out keeps it.
    await addUnits([drum]);
    expect((await units()).custom_units.map((u) => u.abbr)).toContain('box12');
  });

  it('refuses a save with a stale version (409), changing nothing', async () => {
    await putUnits([box, drum]);
    const stale = (await units()).version;
    await putUnits([box]);
    const before = await units();
    expectMessage(
      await api('PUT', '/api/company-settings/units', {
        token,
        json: { custom_units: [{ ...box, name: 'Lost update' }], version: stale },
      }),
      409,
      unitMessages.changedMeanwhile,
    );
    expect(await units()).toEqual(before);
  });

  it('keeps custom units per company', async () => {
    const { token: other } = await freshCompany();
    await putUnits([box]);
    expect((await units(other)).custom_units).toEqual([]);
    expectMessage(
      await api('POST', '/api/materials/new', {
        token: other,
        json: { name: 'x', material_type: 'ingredient', unit_of_measure: 'box12' },
      }),
      400,
      materialMessages.unitUnknown('box12'),
    );
  });
});
