import { convertQuantity } from '@bp/shared/quantity/units.ts';
import { quantityMessages, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { invalid } from '../errors.ts';
import { overrideNoteKey } from '../holds/check-holds.ts';
import { guardedHoldCheck, type HoldGuard } from '../holds/hold-guard.ts';
import { stockUses } from '../holds/stock-uses.ts';
import { CONFIRM_UNKNOWN_LOT } from '@bp/shared/contracts/unknown-lots.ts';
import { refuseUnknownLots } from '../holds/unknown-lots.ts';
import type { LotClaims } from '../inventory/commit-posting-port.ts';
import { type LotRef, lotRefKey, lotsNeeded } from '../inventory/plan-posting.ts';
import type { Movement, Posting, UserNames } from '../inventory/posting.ts';
import { allInOrder } from '../all-in-order.ts';
import { patchedFields, patchedHeader, type SubmissionContext } from './drafts.ts';
import { contentFingerprint, refuseSameContent } from './duplicates.ts';
import type { SubmissionKind, SubmitInput } from './kind.ts';
import type { MasterIds } from './ports.ts';
import type { FieldSet } from '@bp/shared/contracts/submissions/fields.ts';
import type { FrozenSubmit, RowRecord, SubmissionRecord } from './records.ts';
import { checkPlan } from './submit-checks.ts';
import { applySupplierLots } from './supplier-lot-rows.ts';
import { summariseRows } from './summary.ts';
import { plannedUnits } from '../inventory/planned-units.ts';

export interface SubmitRequest {
  submissionId: number;
  /** Header fields sent with the submit (applied as a PATCH would). */
  header: Record<string, unknown>;
  /** Rows sent with the submit: they replace the stored ones, keeping their ids by position. */
  rows?: Record<string, unknown>[];
  /** Post it even though an earlier verified submission posted the same document. */
  confirmDuplicate?: boolean;
  /**
   * Refuse lots never received or produced unless their row confirms them (the web asks; the
   * spec's own API clients, which send no such header, keep the spec's behaviour: the lot is
   * created with origin inconsistent). See docs/holds-and-expiry.md, "Unknown lots".
   */
  refuseUnknownLots?: boolean;
  /**
   * The Idempotency-Key (the outbox's replays): kept with the submission by the freezing write;
   * a replay answers the first submit's answer and posts nothing (submit-key.ts).
   */
  clientKey?: string;
  caller: { userId: number; email: string; names?: UserNames };
}

/** The posting's key: one per submission, so two tabs, retries and a crash post it once. */
export const submissionPostingKey = (kind: string, submissionId: number) =>
  `submission:${kind}:${submissionId}`;

/**
 * The materials, suppliers and customers a submit's header and rows name (their kind's ref
 * fields): read with the submission (submit.ts), so the rows resolve without a read.
 */
export const namedMasters = (
  spec: SubmissionKind['spec'],
  request: Pick<SubmitRequest, 'header' | 'rows'>,
): MasterIds => {
  const ids: Record<'material' | 'supplier' | 'customer', number[]> = {
    material: [],
    supplier: [],
    customer: [],
  };
  const collect = (fields: FieldSet, values: Record<string, unknown>) => {
    for (const [name, field] of Object.entries(fields))
      if (field.type === 'ref' && typeof values[name] === 'number') ids[field.entity].push(values[name]);
  };
  collect(spec.header, request.header);
  for (const row of request.rows ?? []) collect(spec.row, row);
  return { materials: ids.material, suppliers: ids.supplier, customers: ids.customer };
};

/**
 * The header and rows as the submit will post them, nothing saved; `stored`, the rows as read.
 * Header, stored rows and the rows' refs are read at once, new rows' ids minted once the stored
 * rows are known (a refused body leaves a gap in the counter); a body with several faults is
 * refused with the first, in the order the fields come (allInOrder).
 */
const draftOf = async (ctx: SubmissionContext, s: SubmissionRecord, request: SubmitRequest) => {
  const named = ctx.ports.masters(ctx.companyId, namedMasters(ctx.kind.spec, request));
  const storedRows = ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, s.id);
  const added = (stored: readonly RowRecord[]) =>
    request.rows && request.rows.length > stored.length ? request.rows.length - stored.length : 0;
  const [next, stored, fields, firstNew] = await allInOrder([
    patchedHeader(ctx, s, request.header),
    storedRows,
    named.then(() => allInOrder((request.rows ?? []).map((body) => patchedFields(ctx, {}, body)))),
    storedRows.then((rows) => (added(rows) ? ctx.ports.newRowIds(ctx.companyId, added(rows)) : 0)),
  ]);
  const ordered = [...stored].sort((a, b) => a.rowIndex - b.rowIndex || a.id - b.id);
  if (!request.rows) return { next, rows: ordered, stored };
  const rows: RowRecord[] = fields.map((rowFields, i) => ({
    id: ordered[i]?.id ?? firstNew + (i - ordered.length),
    submissionId: s.id,
    rowIndex: i + 1,
    fields: rowFields,
  }));
  return { next, rows, stored };
};

/**
 * The whole submit planned in memory: the body applied, checked by the kind's rules (400 with
 * the screens' words) and by the engine's plan rules (submit-checks.ts), the posting built with
 * who and when. Nothing is written but fresh row ids.
 */
export const planSubmit = async (
  ctx: SubmissionContext,
  s: SubmissionRecord,
  request: SubmitRequest,
  /** The hold epoch, read with the submission before any of the check's reads. */
  epoch: number,
): Promise<{
  frozen: SubmissionRecord & { frozen: FrozenSubmit };
  guard: HoldGuard;
  stored: RowRecord[];
  claimed: LotClaims;
}> => {
  const { ports, kind, companyId } = ctx;
  // Who posts: read beside the plan's own reads, awaited only when the posting is built.
  const by = ports.inventory.postedBy(request.caller.userId, request.caller.email, request.caller.names);
  by.catch(() => undefined);
  const { next, rows: drafted, stored } = await draftOf(ctx, s, request);
  const materialIds = drafted.map((r) => r.fields.material_id);
  if (typeof next.header.product_id === 'number') materialIds.push(next.header.product_id);
  const materials = await ports.materials(
    companyId,
    materialIds.filter((id): id is number => typeof id === 'number'),
  );
  const custom = await ports.customUnits(companyId);
  // A supplier lot received before: blank codes join its lot, another code needs a split (409).
  const supplierLots = kind.receivesSupplierLots
    ? await applySupplierLots(ports, companyId, next.header, drafted, materials)
    : null;
  const rows = supplierLots?.rows ?? drafted;
  const input: SubmitInput = {
    submissionId: s.id,
    header: next.header,
    rows,
    materials,
    toMaterialUnit: (value, unit, material): Thousandths => {
      if (unit === null) return value;
      let converted;
      try {
        converted = convertQuantity(value, unit, material.unit, custom);
      } catch {
        // The converted amount is beyond a whole number of thousandths (1e12 kg in g).
        throw invalid(quantityMessages.tooLarge);
      }
      if (!converted.ok) throw invalid(converted.message);
      return converted.value;
    },
  };
  const plan = kind.plan(input);
  await supplierLots?.refuse();
  // Held lots (and lots made from them) may not be used or shipped; lots past their date
  // likewise, unless a shipment row gives an override (noted on its entry). Checked on the plan,
  // before the freezing write. The guard makes the posting fail if a hold lands after this check.
  const uses = stockUses(plan.movements);
  if (request.refuseUnknownLots) {
    const confirmed = new Set(rows.filter((r) => r.fields[CONFIRM_UNKNOWN_LOT] === true).map((r) => r.id));
    await refuseUnknownLots(
      ports.holds,
      companyId,
      plan.movements.flatMap((m) =>
        m.lotCode !== null && m.qtyDelta < 0 && (m.type === 'production_usage' || m.type === 'shipment')
          ? [
              {
                materialId: m.materialId,
                lotCode: m.lotCode,
                confirmed: m.rowId !== null && confirmed.has(m.rowId),
              },
            ]
          : [],
      ),
    );
  }
  const fingerprint = contentFingerprint(kind.spec, next.header, rows, plan.movements);
  // The lots' claims read once for the hold check and the posting (after the epoch, read with
  // the submission); with the lots too when the check takes stock from any, which the posting
  // then does not read again (it then reads only what it creates and reserves).
  const claims = ports.inventory.lotClaims(
    companyId,
    [...lotsNeeded(plan.movements), ...uses],
    uses.length > 0,
  );
  claims.catch(() => undefined);
  const holds = {
    ...ports.holds,
    lotsByCode: async (company: number, refs: readonly LotRef[]) => {
      const read = await claims;
      const keys = refs.map((r) => lotRefKey(r.materialId, r.lotCode));
      if (company !== companyId || !keys.every((k) => read.get(k) === null || read.get(k)?.lot))
        return ports.holds.lotsByCode(company, refs);
      return keys.map((k) => read.get(k)?.lot ?? null);
    },
  };
  // The hold check and the duplicate check read different items: at once, refused in this order.
  const [{ notes: overrideNotes, guard }, , claimed] = await allInOrder([
    guardedHoldCheck(holds, companyId, uses, ports.inventory.now().slice(0, 10), epoch),
    refuseSameContent(ctx, s.id, fingerprint, request.confirmDuplicate === true),
    claims,
  ]);
  const movements: Movement[] = plan.movements.map(({ rowId, expiryOverride: _override, ...m }) => ({
    ...m,
    note:
      m.lotCode === null
        ? m.note
        : (overrideNotes.get(overrideNoteKey({ materialId: m.materialId, lotCode: m.lotCode })) ?? m.note),
    source: {
      docType: kind.spec.refDocType,
      submissionId: s.id,
      submissionType: s.submissionType,
      photoId: s.fileKey,
      rowId,
    },
  }));
  checkPlan({ movements, links: plan.links }, { materials });
  const now = ports.inventory.now();
  const posting: Posting = {
    key: submissionPostingKey(kind.spec.kind, s.id),
    movements,
    by: await by,
    submittedAt: now,
    recordedAt: now,
    links: plan.links,
    ...(supplierLots?.claims.length ? { supplierLots: supplierLots.claims } : {}),
    // What toMaterialUnit converted into: checked once the stock items exist (planned-units.ts).
    units: plannedUnits(new Set(movements.map((m) => m.materialId)), (id) => materials.get(id)?.unit),
  };
  return {
    frozen: {
      ...next,
      status: 'submitting',
      updatedAt: now,
      submitKey: request.clientKey ?? null,
      fingerprint,
      // The rows the sync makes the stored ones: the list shows what was submitted.
      rowsSummary: summariseRows(kind.spec, rows),
      frozen: { frozenAt: now, header: next.header, rows, posting, uses, priorStatus: next.status },
    },
    guard,
    stored,
    claimed,
  };
};
