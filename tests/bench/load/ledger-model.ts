/**
 * What the load run expects the ledger to hold, built from the answers it got, and the checks of
 * what the API then shows against it. Pure: no HTTP, so the checker itself is unit-tested.
 *
 * Quantities are integer thousandths (the ledger keeps 3 decimals), so sums are exact.
 */

export type Outcome = 'sent' | 'accepted' | 'refused' | 'unknown';

/** One movement an operation posts when accepted: a material, a lot code (null: no lot), a delta. */
export interface Effect {
  materialId: number;
  lotCode: string | null;
  milli: number;
}

/** A write the run sent: an adjustment (by its Idempotency-Key) or a submit (by its submission). */
export interface Operation {
  /** `adjust:<key>` or `submission:<id>`. */
  id: string;
  effects: Effect[];
  outcome: Outcome;
  /** The last status seen (0: no answer). */
  status: number;
}

/** A ledger entry as the check needs it. */
export interface Entry {
  materialId: number;
  lotId: number | null;
  milli: number;
  /** `adjust:<note>` for adjustments (the run puts its key in the note), `submission:<id>` otherwise. */
  origin: string | null;
}

export interface Balances {
  /** Stock per material as the inventory list shows it. */
  stock: Map<number, number>;
  /** Quantity per lot id as the lots list shows it, with the lot's material and code. */
  lots: Map<number, { materialId: number; lotCode: string; milli: number }>;
}

export const toMilli = (value: number | string) => Math.round(Number(value) * 1000);

const sumBy = <T>(items: readonly T[], key: (t: T) => string | number | null, milli: (t: T) => number) => {
  const out = new Map<string | number | null, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + milli(item));
  return out;
};

/**
 * Every break of the invariants, in words (empty: all hold):
 * 1. each material's stock equals the sum of its ledger entries, and each lot's quantity the sum
 *    of its entries;
 * 2. each accepted operation posted exactly its movements once; a refused one posted nothing;
 *    nothing posted that the run did not send (the seed included);
 * 3. each material's and lot's balance equals the model's (seed plus accepted operations).
 * Unknown outcomes must have been settled (by replaying them) before this runs.
 */
export const checkLedger = (
  operations: readonly Operation[],
  entries: readonly Entry[],
  balances: Balances,
): string[] => {
  const breaks: string[] = [];
  const ledgerByMaterial = sumBy(
    entries,
    (e) => e.materialId,
    (e) => e.milli,
  );
  for (const [materialId, stock] of balances.stock) {
    const sum = ledgerByMaterial.get(materialId) ?? 0;
    if (sum !== stock)
      breaks.push(`material ${materialId}: stock ${stock / 1000} but its ledger sums to ${sum / 1000}`);
  }
  const ledgerByLot = sumBy(
    entries,
    (e) => e.lotId,
    (e) => e.milli,
  );
  for (const [lotId, lot] of balances.lots) {
    const sum = ledgerByLot.get(lotId) ?? 0;
    if (sum !== lot.milli)
      breaks.push(
        `lot ${lot.lotCode} (${lotId}): quantity ${lot.milli / 1000} but its ledger sums to ${sum / 1000}`,
      );
  }

  const byOrigin = new Map<string, Entry[]>();
  for (const e of entries) {
    const key = e.origin ?? 'none';
    byOrigin.set(key, [...(byOrigin.get(key) ?? []), e]);
  }
  const known = new Set<string>();
  for (const op of operations) {
    known.add(op.id);
    const posted = byOrigin.get(op.id) ?? [];
    if (op.outcome === 'sent' || op.outcome === 'unknown') {
      breaks.push(`${op.id}: outcome never settled (last status ${op.status})`);
      continue;
    }
    const want = op.outcome === 'accepted' ? op.effects : [];
    const key = (e: { materialId: number; milli: number }) => `${e.materialId}:${e.milli}`;
    const got = posted.map(key).sort();
    const expected = want.map(key).sort();
    if (got.join() !== expected.join())
      breaks.push(
        `${op.id} (${op.outcome}, status ${op.status}): posted ${got.length} entries [${got.join(' ')}], expected ${expected.length} [${expected.join(' ')}]`,
      );
  }
  for (const [origin, posted] of byOrigin)
    if (!known.has(origin))
      breaks.push(`${posted.length} ledger entries from ${origin}, which the run never sent`);

  const model = new Map<number, number>();
  const modelLots = new Map<string, number>();
  for (const op of operations) {
    if (op.outcome !== 'accepted') continue;
    for (const e of op.effects) {
      model.set(e.materialId, (model.get(e.materialId) ?? 0) + e.milli);
      if (e.lotCode !== null) {
        const k = `${e.materialId}:${e.lotCode.toUpperCase()}`;
        modelLots.set(k, (modelLots.get(k) ?? 0) + e.milli);
      }
    }
  }
  for (const [materialId, stock] of balances.stock) {
    const want = model.get(materialId) ?? 0;
    if (want !== stock)
      breaks.push(
        `material ${materialId}: stock ${stock / 1000}, the accepted operations make ${want / 1000}`,
      );
  }
  for (const lot of balances.lots.values()) {
    const want = modelLots.get(`${lot.materialId}:${lot.lotCode.toUpperCase()}`) ?? 0;
    if (want !== lot.milli)
      breaks.push(
        `lot ${lot.lotCode} of material ${lot.materialId}: ${lot.milli / 1000}, the accepted operations make ${want / 1000}`,
      );
  }
  return breaks;
};
