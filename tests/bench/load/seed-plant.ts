import { type Call, caller, ok } from './http.ts';
import type { Operation } from './ledger-model.ts';
import { toMilli } from './ledger-model.ts';

export interface Plant {
  companyId: number;
  /** One token per floor account; the load spreads its users over them. */
  tokens: string[];
  ingredients: { id: number; lots: { id: number; code: string }[] }[];
  box: number;
  products: number[];
  suppliers: number[];
  /** The seed's own postings, part of what the ledger must show. */
  seeded: Operation[];
}

const LOTS_PER_INGREDIENT = 4;
const SEED_QTY = 1000;

const createMaterial = async (call: Call, name: string, body: Record<string, unknown>) =>
  ok(
    await call<{ id: number }>('POST', '/api/materials/new', {
      name,
      material_type: 'ingredient',
      unit_of_measure: 'kg',
      ...body,
    }),
    `material ${name}`,
  ).id;

/**
 * A fresh company (so the checks see only this run's ledger) with `accounts` floor users, three
 * traceable ingredients received into four lots each, a non-traceable packaging, two finished
 * goods and two suppliers: few materials and lots, so that concurrent writers meet on them.
 */
export const seedPlant = async (
  apiUrl: string,
  admin: { email: string; password: string },
  accounts: number,
): Promise<Plant> => {
  const anon = caller(apiUrl, null);
  const login = async (email: string, password: string) =>
    ok(await anon<{ token: string }>('POST', '/api/auth/login', { email, password }), `login ${email}`).token;
  const asAdmin = caller(apiUrl, await login(admin.email, admin.password));
  const stamp = Date.now().toString(36);
  const company = ok(
    await asAdmin<{ id: number }>('POST', '/api/admin/companies/', { name: `Load plant ${stamp}` }),
    'company',
  );
  const tokens: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const email = `floor-${i}-${stamp}@example.test`;
    ok(
      await asAdmin('POST', '/api/admin/users/', {
        first_name: 'Floor',
        last_name: `User ${i}`,
        email,
        password: 'load-password',
        company_id: company.id,
        is_admin: false,
      }),
      `user ${email}`,
    );
    tokens.push(await login(email, 'load-password'));
  }
  const call = caller(apiUrl, tokens[0] as string);
  const suppliers: number[] = [];
  for (const name of ['Mill Co', 'Sweet Supply'])
    suppliers.push(ok(await call<{ id: number }>('POST', '/api/suppliers/', { name }), name).id);
  const names = ['Flour', 'Sugar', 'Salt'];
  const ingredientIds: number[] = [];
  for (const name of names) ingredientIds.push(await createMaterial(call, name, { traceable: true }));
  const box = await createMaterial(call, 'Box', {
    traceable: false,
    unit_of_measure: 'unit',
    material_type: 'packaging',
  });
  const products = [
    await createMaterial(call, 'Bread', { traceable: true, material_type: 'finished_goods' }),
    await createMaterial(call, 'Cake', { traceable: true, material_type: 'finished_goods' }),
  ];

  const rows = ingredientIds.flatMap((materialId, m) =>
    Array.from({ length: LOTS_PER_INGREDIENT }, (_, l) => ({
      supplier_id: suppliers[m % suppliers.length],
      material_id: materialId,
      lot_code: `${(names[m] as string).slice(0, 2).toUpperCase()}-${l + 1}`,
      quantity: SEED_QTY,
      unit: 'kg',
    })),
  );
  const { id } = ok(await call<{ id: number }>('POST', '/api/goods-receipts/manual-new'), 'seed receipt');
  ok(
    await call('POST', '/api/goods-receipts/submit', { submission_id: id, receipt_date: '2026-11-01', rows }),
    'seed submit',
  );
  const seeded: Operation[] = [
    {
      id: `submission:${id}`,
      outcome: 'accepted',
      status: 200,
      effects: rows.map((r) => ({
        materialId: r.material_id,
        lotCode: r.lot_code,
        milli: toMilli(r.quantity),
      })),
    },
  ];
  const ingredients: Plant['ingredients'] = [];
  for (const materialId of ingredientIds) {
    const lots = ok(
      await call<{ items: { id: number; lot_code: string }[] }>(
        'GET',
        `/api/materials/${materialId}/lots?page_size=50`,
      ),
      'lots',
    ).items;
    ingredients.push({ id: materialId, lots: lots.map((l) => ({ id: l.id, code: l.lot_code })) });
  }
  return { companyId: company.id, tokens, ingredients, box, products, suppliers, seeded };
};
