import { useSearchParams } from 'react-router-dom';
import type { AdjustPayload as AdjustEntryPayload } from '../../../lib/outbox/outbox-payloads.ts';
import type { OutboxEntry } from '../../../lib/outbox/outbox-rules.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import type { AdjustFormValues } from '../model/adjust-form.ts';
import type { AdjustPayload } from './adjust-inventory.ts';

/**
 * The refused adjustment the Outbox's "Open to fix" opened (`?entry={seq}`), when it is one of
 * the signed-in user's for this material: the form starts with its values and shows the
 * server's refusal, and Save puts the fixed change back in its place in the outbox (a new key),
 * so the refusal is resolved rather than left holding the entries behind it (issue 23).
 */
export const useAdjustFix = (materialId: number) => {
  const param = useSearchParams()[0].get('entry');
  const { entries, userId } = useOutbox();
  const seq = param === null ? null : Number(param);
  const entry: OutboxEntry | undefined =
    seq === null
      ? undefined
      : entries.find(
          (e) =>
            e.seq === seq &&
            e.kind === 'adjust' &&
            e.userId === userId &&
            (e.status === 'conflict' || e.status === 'failed') &&
            (e.payload as AdjustEntryPayload).materialId === materialId,
        );
  return { entry: entry ?? null };
};

/** The form's values for a stored adjustment. */
export const adjustFormValues = (entry: OutboxEntry): AdjustFormValues & { usage: boolean } => {
  const body = (entry.payload as AdjustEntryPayload).body as Partial<AdjustPayload>;
  return {
    qty: body.qty_delta === undefined ? '' : String(body.qty_delta),
    lotCode: body.lot_code ?? '',
    note: body.note ?? '',
    usage: body.txn_reason === 'usage',
  };
};
