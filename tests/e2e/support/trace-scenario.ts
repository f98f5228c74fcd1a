import { expect, type APIRequestContext } from '@playwright/test';
import { auth, createMaterials } from './materials-page.ts';

/**
 * A small plant built through the submission APIs, for the tracing screen:
 *
 *   GR 2026-04-01  Valley Mill: flour LOT-7 100 kg (PO-77)   Valley Mill: salt LOT-7 20 kg
 *   P  2026-04-02  bread BR-9 80 kg <- flour LOT-7 60 kg
 *   S  2026-04-03  Harbour Deli: bread BR-9 50 kg
 *
 * Flour and salt share the lot code LOT-7, so tracing it alone is ambiguous.
 */
export const buildTraceScenario = async (request: APIRequestContext, token: string) => {
  const headers = auth(token);
  const post = async <T>(path: string, data: unknown, status = 200): Promise<T> => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  };
  const [flour, salt, bread] = await createMaterials(request, token, [
    { name: 'Wholemeal flour', material_type: 'ingredient', sku: 'FLR-7' },
    { name: 'Sea salt', material_type: 'ingredient' },
    { name: 'Farmhouse loaf', material_type: 'finished_goods' },
  ]);
  if (!flour || !salt || !bread) throw new Error('materials not created');
  const supplier = await post<{ id: number }>(
    '/api/suppliers/',
    { name: 'Valley Mill', contact_name: 'Mia Miller', phone_number: '555-0101', city: 'Millbrook' },
    201,
  );
  const customer = await post<{ id: number }>(
    '/api/customers/',
    { name: 'Harbour Deli', contact_name: 'Carl Corner', phone_number: '555-0202', email: 'carl@deli.test' },
    201,
  );
  const submit = async (base: string, body: Record<string, unknown>) => {
    const { id } = await post<{ id: number }>(`${base}/manual-new`, undefined, 201);
    await post(`${base}/submit`, { submission_id: id, ...body });
    return id;
  };
  const receipt = await submit('/api/goods-receipts', {
    receipt_date: '2026-04-01',
    rows: [
      {
        supplier_id: supplier.id,
        material_id: flour.id,
        lot_code: 'LOT-7',
        quantity: 100,
        unit: 'kg',
        po_number: 'PO-77',
        supplier_lot_code: 'VM-2604-A',
      },
      { supplier_id: supplier.id, material_id: salt.id, lot_code: 'LOT-7', quantity: 20, unit: 'kg' },
    ],
  });
  const production = await submit('/api/production', {
    production_date: '2026-04-02',
    product_id: bread.id,
    outgoing_lot: 'BR-9',
    quantity_produced: 80,
    quantity_unit: 'kg',
    materials: [{ material_id: flour.id, material_lot: 'LOT-7', unit: 'kg', amt_used: 60 }],
  });
  const shipment = await submit('/api/shipments', {
    customer_id: customer.id,
    shipment_date: '2026-04-03',
    rows: [{ material_id: bread.id, material_lot_code: 'BR-9', material_quantity: 50 }],
  });
  return { flour, salt, bread, docs: { receipt, production, shipment } };
};

/** The id of a material's lot by its code, through the lots API. */
export const lotIdOf = async (
  request: APIRequestContext,
  token: string,
  materialId: number,
  code: string,
) => {
  const res = await request.get(`/api/materials/${materialId}/lots`, { headers: auth(token) });
  const lot = ((await res.json()) as { items: { id: number; lot_code: string }[] }).items.find(
    (l) => l.lot_code === code,
  );
  if (!lot) throw new Error(`no lot ${code}`);
  return lot.id;
};
