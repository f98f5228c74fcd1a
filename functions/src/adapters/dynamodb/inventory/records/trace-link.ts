import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import type { ResolvedTraceLink } from '../../../../core/inventory/trace-link.ts';
import { LINK_KINDS, type LinkKind, type StoredLink } from '../../../../core/trace/ports.ts';
import { lotCodeKey } from '../../../../core/inventory/lot-code.ts';
import { indexKeys } from '../../kit/index.ts';
import { lotCodeIndexPartition } from './lot-alias.ts';

/**
 * Trace links (issue 13), written by the posting that moves the stock, in both directions: a
 * lot's partition lists what it went into (`OUT#`), what went into it (`IN#`), its receipts
 * (`RCV#`) and its shipments (`SHIP#`); a customer's and a supplier's partitions list their lots.
 */
export const lotTracePartition = (companyId: number, lotId: number): string =>
  `${tenantPrefix(companyId)}TRACE#L#${padId(lotId)}`;
export const customerTracePartition = (companyId: number, customerId: number): string =>
  `${tenantPrefix(companyId)}TRACE#C#${padId(customerId)}`;
export const supplierTracePartition = (companyId: number, supplierId: number): string =>
  `${tenantPrefix(companyId)}TRACE#S#${padId(supplierId)}`;

/** Each kind's sort key prefix, in the partition's order (IN# < OUT# < RCV# < SHIP#). */
const KIND_PREFIX: Record<LinkKind, string> = { in: 'IN#', out: 'OUT#', receipt: 'RCV#', shipment: 'SHIP#' };

/**
 * The one sort key range of a lot's partition that holds these kinds of link (and those between
 * them): undefined for the whole partition. A lot reached forward skips its `IN#` links, often
 * most of a busy output lot's partition.
 */
export const linkSortRange = (kinds: readonly LinkKind[]): { from: string; to?: string } | undefined => {
  const at = LINK_KINDS.flatMap((kind, i) => (kinds.includes(kind) ? [i] : []));
  const [first, last] = [at[0] ?? 0, at.at(-1) ?? LINK_KINDS.length - 1];
  if (first === 0 && last === LINK_KINDS.length - 1) return undefined;
  const from = KIND_PREFIX[LINK_KINDS[first] as LinkKind];
  if (last === LINK_KINDS.length - 1) return { from };
  // Sort keys are ASCII: every key with the prefix sorts before the prefix with U+FFFF after it.
  return { from, to: `${KIND_PREFIX[LINK_KINDS[last] as LinkKind]}\uffff` };
};

/** `<submission kind>#<padded submission id>#<padded row id>`: one link per row. */
const sourceOf = (link: ResolvedTraceLink): string =>
  `${link.submissionKind}#${padId(link.submissionId)}#${padId(link.rowId)}`;

/**
 * The items of one trace link, both directions (docs/submissions.md, "Trace links"), on keys
 * derived from the submission and row: writing them again (a resumed posting) changes nothing.
 */
export const traceLinkItems = (
  companyId: number,
  link: ResolvedTraceLink,
): (Record<string, unknown> & ItemKey)[] => {
  const source = sourceOf(link);
  const common = {
    kind: 'trace-link',
    link: link.type,
    submission_kind: link.submissionKind,
    submission_id: link.submissionId,
    row_id: link.rowId,
    date: link.date,
  };
  switch (link.type) {
    case 'production': {
      const attrs = {
        ...common,
        input_material_id: link.input.materialId,
        input_lot_id: link.input.lotId,
        output_material_id: link.output.materialId,
        output_lot_id: link.output.lotId,
        quantity_used: link.quantityUsed,
        quantity_produced: link.quantityProduced,
      };
      return [
        { pk: lotTracePartition(companyId, link.input.lotId), sk: `OUT#${source}`, ...attrs },
        { pk: lotTracePartition(companyId, link.output.lotId), sk: `IN#${source}`, ...attrs },
      ];
    }
    case 'shipment': {
      const attrs = {
        ...common,
        material_id: link.lot.materialId,
        lot_id: link.lot.lotId,
        customer_id: link.customerId,
        quantity: link.quantity,
      };
      return [
        { pk: lotTracePartition(companyId, link.lot.lotId), sk: `SHIP#${source}`, ...attrs },
        { pk: customerTracePartition(companyId, link.customerId), sk: `SHIP#${source}`, ...attrs },
      ];
    }
    case 'receipt': {
      const attrs = {
        ...common,
        material_id: link.lot.materialId,
        lot_id: link.lot.lotId,
        supplier_id: link.supplierId,
        po_number: link.poNumber,
        supplier_lot_code: link.supplierLotCode ?? undefined,
        quantity: link.quantity,
      };
      return [
        { pk: lotTracePartition(companyId, link.lot.lotId), sk: `RCV#${source}`, ...attrs },
        {
          pk: supplierTracePartition(companyId, link.supplierId),
          sk: `RCV#${source}`,
          ...attrs,
          // In the code's gsi1 partition beside our codes' claims (sorted after them): a trace by
          // the supplier's own lot code finds our lot when none of ours has that code (issue 21).
          ...(link.supplierLotCode
            ? indexKeys(
                'gsi1',
                lotCodeIndexPartition(companyId, lotCodeKey(link.supplierLotCode)),
                `R#S#${padId(link.supplierId)}#${source}`,
              )
            : {}),
        },
      ];
    }
  }
};

/** A link item read back from a lot's partition (a trace reads only those). */
export const toStoredLink = (item: Record<string, unknown>): StoredLink | null => {
  const common = {
    submissionId: Number(item.submission_id),
    rowId: Number(item.row_id),
    date: String(item.date ?? ''),
  };
  const sk = String(item.sk);
  const qty = (v: unknown) => fromThousandths(Number(v ?? 0));
  if (item.link === 'production')
    return {
      type: 'production',
      direction: sk.startsWith('IN#') ? 'in' : 'out',
      ...common,
      inputMaterialId: Number(item.input_material_id),
      inputLotId: Number(item.input_lot_id),
      outputMaterialId: Number(item.output_material_id),
      outputLotId: Number(item.output_lot_id),
      quantityUsed: qty(item.quantity_used),
      quantityProduced: qty(item.quantity_produced),
    };
  if (item.link === 'shipment')
    return {
      type: 'shipment',
      ...common,
      materialId: Number(item.material_id),
      lotId: Number(item.lot_id),
      customerId: Number(item.customer_id),
      quantity: qty(item.quantity),
    };
  if (item.link === 'receipt')
    return {
      type: 'receipt',
      ...common,
      materialId: Number(item.material_id),
      lotId: Number(item.lot_id),
      supplierId: Number(item.supplier_id),
      poNumber: (item.po_number as string | null | undefined) ?? null,
      supplierLotCode: (item.supplier_lot_code as string | undefined) ?? null,
      quantity: qty(item.quantity),
    };
  return null;
};
