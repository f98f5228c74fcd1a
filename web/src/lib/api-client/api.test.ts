import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { api } from './api.ts';

/**
 * The web's client over the real route table. The checks are types: `npm run typecheck` fails
 * when a route or contract changes under a caller, which is the point of deriving the client.
 */
describe('api (the route table)', () => {
  it('types calls from the routes and their contracts', () => {
    const check = () => {
      expectTypeOf(api.call('getMaterial', { params: { id: 1 } })).resolves.toEqualTypeOf<Material>();
      expectTypeOf(api.call('deleteSupplier', { params: { id: 1 } })).resolves.toBeNull();
      expectTypeOf(api.call('listCompanyUsers', { params: { companyId: 1 } })).resolves.toHaveProperty(
        'items',
      );
      // @ts-expect-error the material list filters by a known type only
      void api.call('listMaterials', { query: { material_type: 'cheese' } });
      // @ts-expect-error a company's users are addressed by companyId
      void api.call('listCompanyUsers', { params: { id: 1 } });
      // @ts-expect-error a CSV export is a download
      void api.call('exportSuppliers');
      // @ts-expect-error sign-in takes username and password
      void api.call('formLogin', { body: { email: 'a@b.c', password: 'x' } });
    };
    expect(check).toBeTypeOf('function');
  });
});
