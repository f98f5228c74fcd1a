import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { HoldGuard } from '../holds/hold-guard.ts';
import type { LotCodeChange, LotRecord } from './lot.ts';
import type { LotClaims } from './commit-posting-port.ts';
import type { MergePlan } from './merge-lots.ts';
import type { LotRef } from './plan-posting.ts';
import type { LedgerEntry, Posting, PostedBy, UserNames } from './posting.ts';
import type { EarlierSupplierLot } from './supplier-lot-claim.ts';

export type LotChangeOutcome = 'done' | 'changed-meanwhile' | 'busy';

/** What the inventory use cases need from storage (adapters/dynamodb/inventory). */
export interface InventoryPorts {
  material(companyId: number, id: number): Promise<{ id: number; traceable: boolean } | null>;
  /** Read consistently: use cases decide on it. */
  lot(companyId: number, materialId: number, lotId: number): Promise<LotRecord | null>;
  lotByCode(companyId: number, materialId: number, code: string): Promise<LotRecord | null>;
  /**
   * The lots' code claims, read consistently in one wait (a posting then skips that read);
   * `withLots`: and the lots they lead to, in one wait more.
   */
  lotClaims(companyId: number, refs: readonly LotRef[], withLots?: boolean): Promise<LotClaims>;
  /** The lot a supplier's lot first arrived into (the survivor of a merge), read consistently. */
  supplierLot(
    companyId: number,
    materialId: number,
    supplierId: number,
    supplierLotCode: string,
  ): Promise<EarlierSupplierLot | null>;
  /**
   * An adjustment's first read in one wait: the material, whether the posting under `postingKey`
   * has begun (a replay) and the lot code's claim (commitPosting's `claimed`).
   */
  adjustReads(
    companyId: number,
    materialId: number,
    postingKey: string,
    lotCode: string | null,
  ): Promise<{ material: { id: number; traceable: boolean } | null; posted: boolean; claimed: LotClaims }>;
  /**
   * `guard`: the posting holds only while no hold was placed since (core/holds/hold-guard.ts);
   * `fresh` and `claimed`: as commitPosting's (the caller read no header, and these claims).
   */
  post(
    companyId: number,
    posting: Posting,
    guard?: HoldGuard,
    fresh?: boolean,
    claimed?: LotClaims,
  ): Promise<{ postingId: string; entries: LedgerEntry[]; replayed: boolean }>;
  /** `change` is kept on the survivor: who merged what. */
  merge(companyId: number, plan: MergePlan, change: LotCodeChange): Promise<LotChangeOutcome>;
  /** A released code stays the lot's former code: a trace by it still finds the lot. */
  rename(
    companyId: number,
    lot: LotRecord,
    code: string,
    releases: string | null,
    change: LotCodeChange,
  ): Promise<LotChangeOutcome>;
  stock(companyId: number, materialId: number): Promise<Thousandths>;
  /** The material's stock and one of its lots (null: none), read consistently in one wait. */
  stockAndLot(
    companyId: number,
    materialId: number,
    lotId: number | null,
  ): Promise<{ stock: Thousandths; lot: LotRecord | null }>;
  /** Who posts; `names` as the authorizer read them this request, else the user is read. */
  postedBy(userId: number, email: string, names?: UserNames): Promise<PostedBy>;
  now(): string;
}
