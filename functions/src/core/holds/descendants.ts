import type { DescendantLot } from '@bp/shared/contracts/holds.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { loadTraceData, neighbours, survivorOf } from '../trace/load-graph.ts';
import { holdView } from './hold.ts';
import type { HoldReadPorts } from './ports.ts';

export interface Descendant {
  lot: LotRecord;
  depth: number;
}

/**
 * Lots made from `root` through any number of production steps (intermediates included) that
 * still hold stock, nearest first: what "hold everything made from it" holds. Read from the
 * trace links (forward only), so it costs the size of the lot's forward genealogy.
 */
export const descendantsInStock = async (
  ports: HoldReadPorts,
  companyId: number,
  root: LotRecord,
): Promise<Descendant[]> => {
  const data = await loadTraceData(ports.trace, companyId, root, ['forward'], new Map(), false);
  const depth = new Map<number, number>([[root.id, 0]]);
  let frontier = [root.id];
  while (frontier.length) {
    const next: number[] = [];
    for (const id of frontier)
      for (const ref of neighbours(data.links.get(id) ?? [], 'forward')) {
        const child = survivorOf(data.lots, ref.lotId);
        if (depth.has(child) || !data.lots.has(child)) continue;
        depth.set(child, (depth.get(id) ?? 0) + 1);
        next.push(child);
      }
    frontier = next;
  }
  return [...depth.entries()]
    .filter(([id]) => id !== root.id)
    .flatMap(([id, d]) => {
      const lot = data.lots.get(id);
      return lot && lot.mergedInto === null && lot.quantity > 0 ? [{ lot, depth: d }] : [];
    })
    .sort((a, b) => a.depth - b.depth || a.lot.lotCode.localeCompare(b.lot.lotCode));
};

export const descendantViews = async (
  ports: HoldReadPorts,
  companyId: number,
  found: readonly Descendant[],
): Promise<DescendantLot[]> => {
  const names = await ports.materialNames(companyId, [...new Set(found.map((d) => d.lot.materialId))]);
  return found.map(({ lot, depth }) => ({
    material_id: lot.materialId,
    material_name: names.get(lot.materialId) ?? '',
    lot_id: lot.id,
    lot_code: lot.lotCode,
    quantity: toNumber(lot.quantity),
    depth,
    hold: holdView(lot.hold),
  }));
};
