import type { InventoryItem } from '@bp/shared/contracts/inventory.ts';
import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { type Call, allPages } from './http.ts';
import { type Balances, type Entry, toMilli } from './ledger-model.ts';

/** What the API shows of the company's stock after the run: balances, lots and every ledger entry. */
export const readLedger = async (call: Call): Promise<{ entries: Entry[]; balances: Balances }> => {
  const stock = new Map<number, number>();
  const lots: Balances['lots'] = new Map();
  const entries: Entry[] = [];
  for (const item of await allPages<InventoryItem>(call, '/api/inventory')) {
    stock.set(item.material_id, toMilli(item.quantity_on_hand));
    for (const t of await allPages<LedgerTransaction>(call, `/api/inventory/${item.material_id}/history`))
      entries.push({
        materialId: t.material_id,
        lotId: t.lot_id,
        milli: toMilli(t.qty_delta),
        origin: t.submission
          ? `submission:${t.submission.submission_id}`
          : t.txn_type === 'adjustment'
            ? `adjust:${t.note}`
            : null,
      });
    for (const lot of await allPages<MaterialLot>(
      call,
      `/api/materials/${item.material_id}/lots?include_archived=true`,
    ))
      lots.set(lot.id, { materialId: item.material_id, lotCode: lot.lot_code, milli: toMilli(lot.quantity) });
  }
  return { entries, balances: { stock, lots } };
};
