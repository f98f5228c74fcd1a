import {
  SPLIT_SUPPLIER_LOT,
  type SupplierLotRepeat,
  supplierLotRepeatMessage,
} from '@bp/shared/contracts/supplier-lot-repeat.ts';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { conflict } from '../errors.ts';
import { sameLotCode } from '../inventory/lot-code.ts';
import type { SupplierLotClaim } from '../inventory/supplier-lot-claim.ts';
import type { SubmissionPorts } from './ports.ts';
import type { MaterialInfo, RowRecord } from './records.ts';
import { text } from './rules.ts';
import { decideSupplierLots, type SupplierLotRefusal, type SupplierLotRow } from './supplier-lot-rule.ts';

type Ports = Pick<SubmissionPorts, 'supplierName'> & {
  inventory: Pick<SubmissionPorts['inventory'], 'lotByCode' | 'supplierLot'>;
};

/** The store's side of the rule for one row: the earlier lot, and whether the row's code leads to it. */
const rowOf = async (
  ports: Ports,
  companyId: number,
  row: RowRecord,
  headerDate: string | null,
): Promise<SupplierLotRow | null> => {
  const f = row.fields;
  const supplierLotCode = text(f, 'supplier_lot_code');
  if (typeof f.material_id !== 'number' || typeof f.supplier_id !== 'number' || supplierLotCode === null)
    return null;
  const lotCode = text(f, 'lot_code');
  const earlier = await ports.inventory.supplierLot(companyId, f.material_id, f.supplier_id, supplierLotCode);
  const leads =
    earlier !== null &&
    lotCode !== null &&
    !sameLotCode(lotCode, earlier.lotCode) &&
    (await ports.inventory.lotByCode(companyId, f.material_id, lotCode))?.id === earlier.lotId;
  return {
    rowId: row.id,
    materialId: f.material_id,
    supplierId: f.supplier_id,
    supplierLotCode,
    lotCode,
    split: f[SPLIT_SUPPLIER_LOT] === true,
    date: text(f, 'receipt_date') ?? headerDate,
    earlier,
    codeLeadsToEarlier: leads,
  };
};

/**
 * Applies the supplier lot rule (supplier-lot-rule.ts) to a goods receipt's rows, manual or
 * transcribed alike: the rows with blank codes filled with the lot they join, the claims the
 * posting makes, and `refuse`, which throws the 409 for rows naming another lot without a split
 * (called once the kind's own rules passed, so a row's 400 comes first).
 */
export const applySupplierLots = async (
  ports: Ports,
  companyId: number,
  header: FieldValues,
  rows: readonly RowRecord[],
  materials: ReadonlyMap<number, MaterialInfo>,
): Promise<{ rows: RowRecord[]; claims: SupplierLotClaim[]; refuse: () => Promise<void> }> => {
  const headerDate = text(header, 'receipt_date');
  const found = await Promise.all(rows.map((r) => rowOf(ports, companyId, r, headerDate)));
  const decision = decideSupplierLots(found.filter((r): r is SupplierLotRow => r !== null));
  return {
    rows: rows.map((r) => {
      const code = decision.fills.get(r.id);
      return code === undefined ? r : { ...r, fields: { ...r.fields, lot_code: code } };
    }),
    claims: decision.claims,
    refuse: async () => {
      if (!decision.refusals.length) return;
      const repeats = await Promise.all(
        decision.refusals.map((r) => repeatOf(ports, companyId, r, materials)),
      );
      throw conflict(supplierLotRepeatMessage(repeats[0] as SupplierLotRepeat), { supplier_lots: repeats });
    },
  };
};

const repeatOf = async (
  ports: Ports,
  companyId: number,
  { row, lot }: SupplierLotRefusal,
  materials: ReadonlyMap<number, MaterialInfo>,
): Promise<SupplierLotRepeat> => ({
  material_id: row.materialId,
  material_name: materials.get(row.materialId)?.name ?? `material ${row.materialId}`,
  supplier_id: row.supplierId,
  supplier_name: (await ports.supplierName(companyId, row.supplierId)) ?? `supplier ${row.supplierId}`,
  supplier_lot_code: row.supplierLotCode,
  lot_id: lot.lotId,
  lot_code: lot.lotCode,
  received_date: lot.date,
  row_lot_code: row.lotCode,
});
