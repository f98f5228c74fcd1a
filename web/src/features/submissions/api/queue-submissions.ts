import { useCallback } from 'react';
import { useOutboxOwner } from '../../../lib/outbox/outbox-owner.ts';
import type { ManualPayload, SubmitPayload } from '../../../lib/outbox/outbox-payloads.ts';
import { outbox } from '../../../lib/outbox/outbox-service.ts';
import type { Draft } from '../model/manual-draft.ts';
import { manualSummary } from '../model/manual-summary.ts';
import { manualPath, type ScreenKind } from '../model/screen-kinds.ts';

const NO_OWNER = 'Sign in again to keep this on the device: the session names no user';

/**
 * The submit of a stored submission, kept in the outbox when the network is gone (issue 23):
 * sent later with its own Idempotency-Key; a refusal is fixed on this submission's screen.
 */
export const useQueueSubmit = (
  kind: ScreenKind,
  submissionId: number,
  openPath = manualPath(kind, submissionId),
) => {
  const owner = useOutboxOwner();
  return useCallback(
    /**
     * `lost`: the submit was sent and no answer came (it may have landed). `key`: the
     * Idempotency-Key that try carried, kept as the entry's client id, so the replay is the same
     * request and the server answers it with the first answer.
     */
    async (body: Record<string, unknown>, summary: string, lost = false, key?: string) => {
      if (!owner) throw new Error(NO_OWNER);
      const payload: SubmitPayload = {
        kind: kind.name,
        body: { ...body, submission_id: submissionId },
        summary: [`#${submissionId}`, summary].filter(Boolean).join(' · '),
        openPath,
        unknownLotsCheck: true,
      };
      await outbox.queue({
        kind: 'submit',
        ...owner,
        payload,
        attempts: lost ? 1 : 0,
        ...(key === undefined ? {} : { clientId: key, lostTryKeyed: true }),
      });
    },
    [owner, kind, submissionId, openPath],
  );
};

/**
 * A manual entry typed without a network: manual-new and its submit, sent together later. When
 * it fixes a refused entry (`fixing`), that entry is replaced in its place in the order.
 * `clientId`: the key of an online manual-new whose answer was lost (the entry goes into the
 * submission it may have made).
 */
export const useQueueManual = (kind: ScreenKind, fixing: number | null, clientId?: string) => {
  const owner = useOutboxOwner();
  return useCallback(
    async (body: Record<string, unknown>, draft: Draft) => {
      if (!owner) throw new Error(NO_OWNER);
      const { submission_id: _none, ...rest } = body;
      const payload: ManualPayload = {
        kind: kind.name,
        body: rest,
        summary: manualSummary(kind.manual, draft),
        draft,
        base: kind.base,
        // Asked as the online form asks: a lot never received is a conflict whose fix confirms it.
        unknownLotsCheck: true,
      };
      if (fixing === null)
        await outbox.queue({ kind: 'manual', ...owner, payload, ...(clientId ? { clientId } : {}) });
      else await outbox.retryAfterEdit(fixing, payload, owner.userId);
    },
    [owner, kind, fixing, clientId],
  );
};
