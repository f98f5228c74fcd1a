import { EXPIRY_KIND_LABELS } from '@bp/shared/contracts/expiry.ts';
import { conflict } from '../errors.ts';
import { expiryRefusal, isExpired } from '../expiry/expiry.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { loadTraceData } from '../trace/load-graph.ts';
import { holdRefusal, type StockUse } from './hold.ts';
import type { HoldReadPorts } from './ports.ts';

/** Stock a submit takes from a lot: a production input, a shipment, an adjustment typed as usage. */
export interface LotUse {
  materialId: number;
  lotCode: string;
  /** A shipment (an expired lot may then be shipped with an override reason). */
  ship: boolean;
  expiryOverride: string | null;
}

const useKey = (u: { materialId: number; lotCode: string }) => `${u.materialId}#${u.lotCode.toLowerCase()}`;

const ancestorsOf = async (ports: HoldReadPorts, companyId: number, lot: LotRecord) => {
  const data = await loadTraceData(ports.trace, companyId, lot, ['backward'], new Map(), false);
  return [...data.backward].flatMap((id) => {
    const found = id === lot.id ? undefined : data.lots.get(id);
    return found ? [found] : [];
  });
};

/**
 * Refuses (409, naming the lot and why) a submit that takes stock from a lot on hold or made
 * from one (`holdRefusal`), or past its date (`expiryRefusal`: a shipment may override with a
 * reason). Run on the submit's plan before anything is written. A code no lot has yet is neither
 * held nor dated (the posting creates it as inconsistent). Answers the ledger note of each use
 * shipped past its date under an override, by `<material>#<lower code>`.
 */
export const refuseHeldLots = async (
  ports: HoldReadPorts,
  companyId: number,
  uses: readonly LotUse[],
  today: string,
): Promise<Map<string, string>> => {
  const notes = new Map<string, string>();
  const unique = [...new Map(uses.map((u) => [useKey(u), u])).values()];
  if (!unique.length) return notes;
  const lots = await ports.lotsByCode(companyId, unique);
  const found = unique.map((u, i) => ({ use: u, lot: lots[i] ?? null }));
  const present = found.filter((f): f is { use: LotUse; lot: LotRecord } => f.lot !== null);
  if (!present.length) return notes;
  const withAncestors = await Promise.all(
    present.map(async (f) => ({ ...f, ancestors: await ancestorsOf(ports, companyId, f.lot) })),
  );
  const materialIds = withAncestors.flatMap((u) => [
    u.lot.materialId,
    ...u.ancestors.map((a) => a.materialId),
  ]);
  const names = await ports.materialNames(companyId, [...new Set(materialIds)]);
  const nameOf = (id: number) => names.get(id) ?? `material ${id}`;
  for (const { use, lot, ancestors } of withAncestors) {
    const override = use.ship && use.expiryOverride ? use.expiryOverride : null;
    const expired = isExpired(lot.expiry, today);
    const stockUse: StockUse = {
      lot,
      materialName: nameOf(lot.materialId),
      ancestors: ancestors.map((a) => ({ lot: a, materialName: nameOf(a.materialId) })),
    };
    const refusal =
      // A shipment of a lot held only for its expiry is judged by the expiry rule: refused with
      // the words that say an override reason would ship it, shipped with one.
      holdRefusal(stockUse, expired && use.ship) ??
      expiryRefusal(lot, stockUse.materialName, today, { ship: use.ship, override });
    if (refusal) throw conflict(refusal);
    if (expired && override && lot.expiry)
      notes.set(
        useKey(use),
        `Shipped past its ${EXPIRY_KIND_LABELS[lot.expiry.kind].toLowerCase()} date (${lot.expiry.date}); override: ${override}`,
      );
  }
  return notes;
};

export const overrideNoteKey = useKey;
