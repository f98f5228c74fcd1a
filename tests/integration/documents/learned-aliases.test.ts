import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import type * as CatalogRepo from '@bp/functions/adapters/dynamodb/documents/catalog-repo.ts';
import { matchDocument } from '@bp/functions/core/documents/match/match-document.ts';
import { matchDraft } from '@bp/functions/core/documents/match/match-draft.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import {
  createCustomer,
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from '../submissions/support.ts';

/**
 * Learned aliases end to end: a row created with a name the company does not know, fixed on
 * review by PATCHing its id, teaches that spelling; the Match step's catalogue (read by its
 * adapter from the local cloud) then recognises it for that company, and only that company.
 */
let repo: typeof CatalogRepo;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  useLocalTable(cloud().dynamoEndpoint);
  // The kit reads its table and endpoint when loaded: imported once they are set.
  repo = await import('@bp/functions/adapters/dynamodb/documents/catalog-repo.ts');
});

const recognise = async (
  companyId: number,
  kind: 'goods_receipt' | 'shipment',
  row: Record<string, unknown>,
  header = {},
) => matchDraft(kind, { header, rows: [row as never] }, await repo.loadCatalog(companyId), today);

describe('learned aliases', () => {
  it('a fixed unrecognised name is recognised next time, for that company only', async () => {
    const mine = await freshCompany();
    const other = await freshCompany();
    const supplier = await createSupplier(mine.token, { name: `Harbour Sugar ${Date.now()}` });
    const material = await createMaterial(mine.token, { name: `Cane Sugar ${Date.now()}` });
    await createSupplier(other.token, { name: supplier.name });
    const raw = { supplier: 'HSI Trading Co', material: 'Zuccero di canna' };

    // Before the fix the spelling is unknown.
    const before = await recognise(mine.companyId, 'goods_receipt', { supplier_name: raw.supplier });
    expect(before.rows[0]).toMatchObject({ supplier_id: null, supplier_recognised: false });

    const gr = kindClient(mine.token, '/api/goods-receipts', 'goodsReceipt');
    const id = await gr.manualNew();
    const row = expectRoute<{ id: number }>(
      'goodsReceiptCreateRow',
      await gr.addRow(id, { supplier_name: raw.supplier, material_name: raw.material, quantity: 5 }),
    );
    const fixed = expectRoute(
      'goodsReceiptPatchRow',
      await gr.patchRow(row.id, { supplier_id: supplier.id }),
    );
    expect(fixed).toMatchObject({
      supplier_id: supplier.id,
      supplier_name: supplier.name,
      supplier_recognised: true,
    });
    // The same fix twice stores one alias; the material is fixed separately.
    await gr.patchRow(row.id, { supplier_id: supplier.id });
    expectRoute('goodsReceiptPatchRow', await gr.patchRow(row.id, { material_id: material.id }));

    const catalog = await repo.loadCatalog(mine.companyId);
    expect(catalog.aliases.filter((a) => a.entity === 'supplier')).toEqual([
      { entity: 'supplier', text: raw.supplier, id: supplier.id },
    ]);
    const after = await recognise(mine.companyId, 'goods_receipt', {
      supplier_name: 'hsi trading co.',
      material_name: raw.material,
    });
    expect(after.rows[0]).toMatchObject({
      supplier_id: supplier.id,
      supplier_name: supplier.name,
      supplier_recognised: true,
      material_id: material.id,
      material_name: material.name,
    });

    const elsewhere = await recognise(other.companyId, 'goods_receipt', { supplier_name: raw.supplier });
    expect(elsewhere.rows[0]).toMatchObject({ supplier_id: null, supplier_recognised: false });
  });

  it('a name that was recognised teaches nothing; a header customer fix is learned too', async () => {
    const { token, companyId } = await freshCompany();
    const customer = await createCustomer(token, { name: `Corner Market ${Date.now()}` });
    const sh = kindClient(token, '/api/shipments', 'shipment');
    const id = await sh.manualNew();
    expect((await sh.patch(id, { customer_name: 'Kornr Mkt' })).status).toBe(200);
    expect((await sh.patch(id, { customer_id: customer.id })).status).toBe(200);
    // Set again while recognised: no new alias.
    expect((await sh.patch(id, { customer_id: customer.id })).status).toBe(200);
    const catalog = await repo.loadCatalog(companyId);
    expect(catalog.aliases).toEqual([{ entity: 'customer', text: 'Kornr Mkt', id: customer.id }]);
    const matched = await recognise(companyId, 'shipment', {}, { customer_name: 'KORNR MKT' });
    expect(matched.header).toMatchObject({ customer_id: customer.id, customer_name: customer.name });
  });

  it("the Match step's catalogue reads the company's lots, so a usage row's misread code finds its lot", async () => {
    const { token, companyId } = await freshCompany();
    const supplier = await createSupplier(token);
    const cookies = await createMaterial(token, { material_type: 'finished_goods', unit_of_measure: 'kg' });
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const id = await gr.manualNew();
    const row = { supplier_id: supplier.id, material_id: cookies.id, quantity: 4, unit: 'kg' };
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: id,
        receipt_date: today,
        rows: [
          { ...row, lot_code: 'SK20512' },
          { ...row, lot_code: 'ZX99813' },
        ],
      }),
    );
    const port = { catalog: repo.loadCatalog, lots: repo.loadLots };
    const request = {
      companyId,
      kind: 'shipment' as const,
      draft: { header: {}, rows: [{ material_name: cookies.name, material_lot_code: '5K2O5l2' }] },
    };
    const matched = await matchDocument(port, request, today);
    expect(matched.rows[0]).toMatchObject({ material_id: cookies.id, material_lot_code: 'SK20512' });
  });
});
