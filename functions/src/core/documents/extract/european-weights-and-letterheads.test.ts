import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { countsPackages, headingRole, headingUnit, namesWeight } from './column-roles.ts';
import { headerByName } from './header-fallbacks.ts';
import { box } from './layout-fixtures.test-support.ts';

const receipt = ['name', 'supplier', 'lot', 'quantity', 'unit', 'po', 'date', 'supplier_lot'] as const;

describe('weights and counts as European delivery notes head them', () => {
  it.each([
    ['Peso Neto (kg)', true, false],
    ['Peso', true, false],
    ['Poids net', true, false],
    ['Nettogewicht', true, false],
    ['Bultos', false, true],
    ['Cajas', false, true],
    ['Colis', false, true],
    ['Kartons', false, true],
  ])('"%s": a quantity, weighs %s, counts packages %s', (heading, weighs, counts) => {
    expect(headingRole(heading)).toBe('quantity');
    expect(namesWeight(heading)).toBe(weighs);
    expect(countsPackages(heading)).toBe(counts);
  });

  it('takes the net weight over the count of boxes on a receipt (an albarán of frozen fish)', () => {
    const roles = assignColumns(
      [
        { heading: 'Producto', cells: ['Calamar Troceado', 'Rape Cola'] },
        { heading: 'Lote', cells: ['CR-2291', 'RC-0712'] },
        { heading: 'Bultos', cells: ['8', '3'] },
        { heading: 'Peso Neto (kg)', cells: ['64', '27,5'] },
      ],
      receipt,
      {},
      { weightOverCount: true },
    );
    expect(roles).toEqual(['name', 'lot', undefined, 'quantity']);
    expect(headingUnit('Peso Neto (kg)')).toBe('kg');
  });
});

describe('a supplier named only in its letterhead', () => {
  it('finds the name that leads the line when the reader lost the dash before the address', () => {
    const found = headerByName(
      {
        page: 1,
        lines: [
          box('ALBARAN', 0.08, 0.05),
          box('Conservas Ruiz S.L Muelle de Bouzas 4,Vigo', 0.08, 0.08),
          box('Fecha: 03/11/26', 0.08, 0.12),
        ],
      },
      { supplier_name: ['Conservas Ruiz', 'Frigorificos del Sur'] },
      0.2,
    );
    expect(found.supplier_name?.text).toBe('Conservas Ruiz');
  });

  it('does not take a line that only starts like a known name', () => {
    const found = headerByName(
      { page: 1, lines: [box('Conservas y Salazones Lopez, Santoña', 0.08, 0.08)] },
      { supplier_name: ['Conservas Ruiz'] },
      0.2,
    );
    expect(found.supplier_name).toBeUndefined();
  });
});
