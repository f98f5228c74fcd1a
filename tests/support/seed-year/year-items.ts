/**
 * Turns a planned year into the table items the real submits and adjustments would write, by
 * the same code: each kind's `plan` (movements and trace links), the posting service's pure
 * `planPosting` (entries, chunks, balance deltas) and the record modules (entry, lot, code
 * claim, stock, posting header and markers, trace links, submission, rows). Only the writing
 * differs: balances are summed here and written once, in bulk. Import after the table env is set.
 */
import { fromThousandths, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { balanceKey } from '@bp/functions/adapters/dynamodb/inventory/records/balance.ts';
import { entryItem } from '@bp/functions/adapters/dynamodb/inventory/records/ledger-entry.ts';
import { claimItem } from '@bp/functions/adapters/dynamodb/inventory/records/lot-alias.ts';
import { lotItem } from '@bp/functions/adapters/dynamodb/inventory/records/lot.ts';
import { chunkMarkerItem, headerItem } from '@bp/functions/adapters/dynamodb/inventory/records/posting.ts';
import { traceLinkItems } from '@bp/functions/adapters/dynamodb/inventory/records/trace-link.ts';
import { rowItem, rowPointerItem } from '@bp/functions/adapters/dynamodb/submissions/records/row.ts';
import { submissionItem } from '@bp/functions/adapters/dynamodb/submissions/records/submission.ts';
import { COUNTER_VALUE, tenantCounter } from '@bp/functions/adapters/dynamodb/kit/index.ts';
import type { LotRecord } from '@bp/functions/core/inventory/lot.ts';
import {
  lotRefKey,
  lotsNeeded,
  planPosting,
  postingFingerprint,
  postingId,
} from '@bp/functions/core/inventory/plan-posting.ts';
import type { Movement, PostedBy, Posting, ResolvedLot } from '@bp/functions/core/inventory/posting.ts';
import { numberEntries } from '@bp/functions/core/inventory/sequence.ts';
import {
  goodsReceiptKind,
  productionKind,
  shipmentKind,
} from '@bp/functions/core/submissions/kinds/index.ts';
import type { MaterialInfo, RowRecord } from '@bp/functions/core/submissions/records.ts';
import { submissionPostingKey } from '@bp/functions/core/submissions/plan-submit.ts';
import type { YearPlan } from './plan-year.ts';

type Item = Record<string, unknown>;

const KINDS = { goods_receipt: goodsReceiptKind, production: productionKind, shipment: shipmentKind };

export const yearItems = (
  companyId: number,
  plan: YearPlan,
  materials: ReadonlyMap<number, MaterialInfo>,
  by: PostedBy,
): Item[] => {
  const items: Item[] = [];
  const lots = new Map<string, LotRecord & { entries: number }>();
  const lotsById = new Map<number, LotRecord & { entries: number }>();
  const stock = new Map<number, { qty: number; entries: number }>();
  let lastLot = 0;

  const post = (posting: Posting) => {
    const resolved = new Map<string, ResolvedLot>();
    for (const need of lotsNeeded(posting.movements)) {
      const key = lotRefKey(need.materialId, need.lotCode);
      let lot = lots.get(key);
      if (!lot) {
        lot = {
          id: ++lastLot,
          materialId: need.materialId,
          lotCode: need.lotCode,
          origin: need.origin,
          registeredAt: posting.recordedAt,
          notes: null,
          quantity: fromThousandths(0),
          mergedInto: null,
          aliases: [],
          mergedLotIds: [],
          entries: 0,
        };
        lots.set(key, lot);
        lotsById.set(lot.id, lot);
      }
      resolved.set(key, { lotId: lot.id, lotCode: lot.lotCode });
    }
    const chunks = planPosting(posting, resolved);
    const pid = postingId(posting.key);
    for (const chunk of chunks) {
      // Numbered in each material's ledger as the posting transaction numbers them.
      const seen = new Map([...stock].map(([materialId, s]) => [materialId, s.entries]));
      for (const e of numberEntries(chunk.entries, seen).entries) {
        items.push(entryItem(companyId, e));
        const s = stock.get(e.materialId) ?? { qty: 0, entries: 0 };
        stock.set(e.materialId, { qty: s.qty + e.qtyDelta, entries: s.entries + 1 });
        const lot = e.lotId === null ? undefined : lotsById.get(e.lotId);
        if (lot) {
          lot.quantity = fromThousandths(lot.quantity + e.qtyDelta);
          lot.entries++;
        }
      }
      for (const link of chunk.links) items.push(...traceLinkItems(companyId, link));
      if (chunks.length > 1) items.push(chunkMarkerItem(companyId, pid, chunk.index));
    }
    items.push(
      headerItem(companyId, pid, {
        key: posting.key,
        fingerprint: postingFingerprint(posting.movements, posting.links),
        chunks: chunks.length,
        entries: posting.movements.length,
        done: true,
        submittedAt: posting.submittedAt,
        recordedAt: posting.recordedAt,
        by,
      }),
    );
  };

  for (const doc of plan.docs) {
    const kind = KINDS[doc.kind];
    const at = `${doc.date}T12:00:00.000Z`;
    const rows: RowRecord[] = doc.rows.map((r, i) => ({
      id: r.id,
      submissionId: doc.id,
      rowIndex: i + 1,
      fields: r.fields,
    }));
    const { movements, links } = kind.plan({
      submissionId: doc.id,
      header: doc.header,
      rows,
      materials,
      toMaterialUnit: (value: Thousandths) => value,
    });
    post({
      key: submissionPostingKey(kind.spec.kind, doc.id),
      movements: movements.map(({ rowId, ...m }): Movement => ({
        ...m,
        source: {
          docType: kind.spec.refDocType,
          submissionId: doc.id,
          submissionType: 'manual_entry',
          photoId: null,
          rowId,
        },
      })),
      links,
      by,
      submittedAt: at,
      recordedAt: at,
    });
    items.push(
      submissionItem(companyId, {
        id: doc.id,
        kind: kind.spec.kind,
        submissionType: 'manual_entry',
        status: 'verified',
        archived: false,
        createdAt: at,
        updatedAt: at,
        submittedAt: at,
        fileKey: null,
        filename: null,
        failureReason: null,
        header: doc.header,
        revision: 1,
        frozen: null,
      }),
    );
    for (const row of rows)
      items.push(rowItem(companyId, kind.spec.kind, row), rowPointerItem(companyId, kind.spec.kind, row));
  }
  for (const a of plan.adjustments) {
    const at = `${a.date}T17:00:00.000Z`;
    post({
      key: `adjust:${a.materialId}:seed-${a.n}`,
      movements: [
        {
          materialId: a.materialId,
          lotCode: a.lotCode,
          qtyDelta: fromThousandths(a.qty),
          type: 'adjustment',
          source: null,
          note: 'Cycle count',
        },
      ],
      by,
      submittedAt: at,
      recordedAt: at,
    });
  }
  for (const lot of lots.values()) {
    items.push({ ...lotItem(companyId, lot), entries: lot.entries });
    items.push(claimItem(companyId, lot.materialId, lot.lotCode, lot.id));
  }
  for (const [materialId, s] of stock)
    items.push({
      ...balanceKey(companyId, materialId),
      material_id: materialId,
      kind: 'stock',
      qty: s.qty,
      entries: s.entries,
    });
  const maxDoc = Math.max(0, ...plan.docs.map((d) => d.id));
  const maxRow = Math.max(0, ...plan.docs.flatMap((d) => d.rows.map((r) => r.id)));
  items.push(
    { ...tenantCounter(companyId, 'LOT'), [COUNTER_VALUE]: lastLot },
    { ...tenantCounter(companyId, 'SUBMISSION'), [COUNTER_VALUE]: maxDoc },
    { ...tenantCounter(companyId, 'SUBMISSION_ROW'), [COUNTER_VALUE]: maxRow },
  );
  return items;
};
