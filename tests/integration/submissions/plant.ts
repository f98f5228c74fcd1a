import {
  createCustomer,
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from './support.ts';

/**
 * A company with flour (traceable, kg), boxes (packaging, not traceable), bread (a finished
 * good) and a customer, and 100 kg of flour received into lot FL-1.
 */
export const setUpPlant = async () => {
  const { token } = await freshCompany();
  const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  const prod = kindClient(token, '/api/production', 'production');
  const ship = kindClient(token, '/api/shipments', 'shipment');
  const flour = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
  const box = await createMaterial(token, {
    traceable: false,
    unit_of_measure: 'unit',
    material_type: 'packaging',
  });
  const bread = await createMaterial(token, {
    traceable: true,
    unit_of_measure: 'kg',
    material_type: 'finished_goods',
  });
  const customer = await createCustomer(token);
  const supplier = await createSupplier(token);
  const id = await gr.manualNew();
  expectRoute(
    'goodsReceiptSubmit',
    await gr.submit({
      submission_id: id,
      receipt_date: '2026-04-01',
      rows: [
        { supplier_id: supplier.id, material_id: flour.id, lot_code: 'FL-1', quantity: 100, unit: 'kg' },
      ],
    }),
  );
  return { token, gr, prod, ship, flour, box, bread, customer };
};
