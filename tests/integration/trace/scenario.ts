import { traceRoutes } from '@bp/shared/api/routes/trace.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { expect } from 'vitest';
import { type ApiResponse, api } from '../support/api.ts';
import {
  createCustomer,
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from '../submissions/support.ts';

/** Contract check for the trace routes: status and response schema. */
export const expectTrace = <T>(name: (typeof traceRoutes)[number]['name'], res: ApiResponse<unknown>): T => {
  const def = traceRoutes.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return ('response' in def ? def.response.parse(res.body) : res.body) as T;
};

export const traceCall = (token: string, json: unknown) => api('POST', '/api/trace-lot', { token, json });

/**
 * A small bakery built only through the submission APIs (independent of the trace code):
 *
 *   GR 2026-03-01  S1: flour FL-1 100 kg (PO-11)       S2: sugar SU-1 50 kg
 *   GR 2026-03-02  S1: flour FL-2 40 kg
 *   P  2026-03-03  dough DO-1 80 kg  <- flour FL-1 60 kg + sugar SU-1 20 kg      (an intermediate)
 *   P  2026-03-04  bread BR-1 100 kg <- dough DO-1 50 kg + flour FL-2 10 kg      (several input lots)
 *   P  2026-03-05  cookies CK-1 30 kg <- dough DO-1 30 kg
 *   S  2026-03-06  C1: bread BR-1 60 kg
 *   S  2026-03-07  C2: bread BR-1 20 kg, cookies CK-1 30 kg
 */
export const buildBakery = async () => {
  const { token, companyId } = await freshCompany();
  const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  const prod = kindClient(token, '/api/production', 'production');
  const ship = kindClient(token, '/api/shipments', 'shipment');
  const material = (name: string, material_type: string) =>
    createMaterial(token, {
      name: `${name} ${companyId}`,
      material_type,
      unit_of_measure: 'kg',
      traceable: true,
    });
  const flour = await material('Flour', 'ingredient');
  const sugar = await material('Sugar', 'ingredient');
  const dough = await material('Dough', 'ingredient');
  const bread = await material('Bread', 'finished_goods');
  const cookies = await material('Cookies', 'finished_goods');
  const s1 = await createSupplier(token, {
    name: `Mill ${companyId}`,
    contact_name: 'Mia Miller',
    phone_number: '555-0101',
    email_address_for_pos: 'orders@mill.test',
    street_address_1: '1 Mill Road',
    city: 'Millbrook',
    state: 'NY',
    zipcode: '12545',
  });
  const s2 = await createSupplier(token, { name: `Sugar Co ${companyId}` });
  const c1 = await createCustomer(token, {
    name: `Corner Shop ${companyId}`,
    contact_name: 'Carl Corner',
    phone_number: '555-0202',
    email: 'carl@corner.test',
    street_address_1: '2 Main St',
    city: 'Springfield',
  });
  const c2 = await createCustomer(token, { name: `Deli ${companyId}`, email: 'deli@deli.test' });

  const receive = async (date: string, rows: unknown[]) => {
    const id = await gr.manualNew();
    expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id, receipt_date: date, rows }));
    return id;
  };
  const produce = async (date: string, product: Material, lot: string, qty: number, inputs: unknown[]) => {
    const id = await prod.manualNew();
    expectRoute(
      'productionSubmit',
      await prod.submit({
        submission_id: id,
        production_date: date,
        product_id: product.id,
        outgoing_lot: lot,
        quantity_produced: qty,
        quantity_unit: 'kg',
        materials: inputs,
      }),
    );
    return id;
  };
  const shipTo = async (date: string, customerId: number, rows: unknown[]) => {
    const id = await ship.manualNew();
    expectRoute(
      'shipmentSubmit',
      await ship.submit({ submission_id: id, customer_id: customerId, shipment_date: date, rows }),
    );
    return id;
  };
  const gr1 = await receive('2026-03-01', [
    {
      supplier_id: s1.id,
      material_id: flour.id,
      lot_code: 'FL-1',
      quantity: 100,
      unit: 'kg',
      po_number: 'PO-11',
      supplier_lot_code: ' MILL-B77 ',
    },
    { supplier_id: s2.id, material_id: sugar.id, lot_code: 'SU-1', quantity: 50, unit: 'kg' },
  ]);
  const gr2 = await receive('2026-03-02', [
    { supplier_id: s1.id, material_id: flour.id, lot_code: 'FL-2', quantity: 40, unit: 'kg' },
  ]);
  const p1 = await produce('2026-03-03', dough, 'DO-1', 80, [
    { material_id: flour.id, material_lot: 'FL-1', unit: 'kg', amt_used: 60 },
    { material_id: sugar.id, material_lot: 'SU-1', unit: 'kg', amt_used: 20 },
  ]);
  const p2 = await produce('2026-03-04', bread, 'BR-1', 100, [
    { material_id: dough.id, material_lot: 'DO-1', unit: 'kg', amt_used: 50 },
    { material_id: flour.id, material_lot: 'FL-2', unit: 'kg', amt_used: 10 },
  ]);
  const p3 = await produce('2026-03-05', cookies, 'CK-1', 30, [
    { material_id: dough.id, material_lot: 'DO-1', unit: 'kg', amt_used: 30 },
  ]);
  const sh1 = await shipTo('2026-03-06', c1.id, [
    { material_id: bread.id, material_lot_code: 'BR-1', material_quantity: 60 },
  ]);
  const sh2 = await shipTo('2026-03-07', c2.id, [
    { material_id: bread.id, material_lot_code: 'BR-1', material_quantity: 20 },
    { material_id: cookies.id, material_lot_code: 'CK-1', material_quantity: 30 },
  ]);
  const lotId = async (m: Material, code: string) => {
    const res = await api<{ items: MaterialLot[] }>('GET', `/api/materials/${m.id}/lots`, {
      token,
      query: { include_archived: true },
    });
    const lot = res.body.items.find((l) => l.lot_code === code);
    if (!lot) throw new Error(`no lot ${code}`);
    return lot.id;
  };
  return {
    token,
    companyId,
    materials: { flour, sugar, dough, bread, cookies },
    suppliers: { s1, s2 },
    customers: { c1, c2 },
    docs: { gr1, gr2, p1, p2, p3, sh1, sh2 },
    clients: { gr, prod, ship },
    receive,
    produce,
    shipTo,
    lotId,
  };
};
export type Bakery = Awaited<ReturnType<typeof buildBakery>>;
