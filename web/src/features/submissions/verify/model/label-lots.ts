import type { RowValues } from './row-checks.ts';

export interface LabelLotRef {
  material_id: number;
  lot_code: string;
}

const lotOf = (materialId: unknown, code: unknown): LabelLotRef | null =>
  typeof materialId === 'number' && typeof code === 'string' && code.trim()
    ? { material_id: materialId, lot_code: code.trim() }
    : null;

/**
 * The lots a submitted document made, to print labels for (issue 22): a goods receipt's received
 * lots (one per row, each once), a production run's output lot. Shipments make none.
 */
export const labelLots = (
  kind: 'goods_receipt' | 'production' | 'shipment',
  header: RowValues,
  rows: readonly { values: RowValues }[],
): LabelLotRef[] => {
  if (kind === 'production') {
    const output = lotOf(header.product_id, header.outgoing_lot);
    return output ? [output] : [];
  }
  if (kind !== 'goods_receipt') return [];
  const seen = new Set<string>();
  return rows.flatMap(({ values }) => {
    const lot = lotOf(values.material_id, values.lot_code);
    const key = lot && `${lot.material_id}\u0000${lot.lot_code.toLowerCase()}`;
    if (!lot || seen.has(key!)) return [];
    seen.add(key!);
    return [lot];
  });
};
