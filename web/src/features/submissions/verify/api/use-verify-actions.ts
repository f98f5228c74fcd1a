import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { intendedChanges } from '../../../../lib/intended-change.ts';
import { useOutboxOwner } from '../../../../lib/outbox/outbox-owner.ts';
import { outbox } from '../../../../lib/outbox/outbox-service.ts';
import { useNavigate } from 'react-router-dom';
import { STOCK_QUERY_ROOT, submissionKeys } from '../../api/submission-keys.ts';
import { manualPath, screenKind, type ScreenKindName } from '../../model/screen-kinds.ts';
import type { FieldBody } from '../model/row-checks.ts';
import { CONFIRM_UNKNOWN_LOT, type UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import { rowNamesLot } from '../../../../lib/unknown-lots.ts';
import { rowIsRepeat, SPLIT_SUPPLIER_LOT } from '../../../../lib/supplier-lot-repeat.ts';
import type { SupplierLotRepeat } from '@bp/shared/contracts/supplier-lot-repeat.ts';

/** What the user confirmed before a resubmit: the same document again, lots not in stock. */
export interface VerifyConfirm {
  duplicate?: boolean;
  lots?: readonly UnknownLot[];
  /** Supplier lots that arrived before as other lots, kept as new lots (split_supplier_lot). */
  splits?: readonly SupplierLotRepeat[];
}

type SubmitBody = { submission_id: number; confirm_duplicate?: true };

/** The submission-wide actions of the verification screen: header edits, archive, submit, manual entry. */
export const useVerifyActions = (kindName: ScreenKindName, id: number) => {
  const kind = screenKind(kindName);
  const client = useQueryClient();
  const navigate = useNavigate();
  const owner = useOutboxOwner();
  const refreshKind = () => client.invalidateQueries({ queryKey: submissionKeys.kind(kindName) });
  // One Idempotency-Key per submit meant: a lost answer's retry (online or queued) reuses it.
  const [submitKeys] = useState(() => intendedChanges<SubmitBody>());
  const submitBodyOf = (confirm: VerifyConfirm): SubmitBody => ({
    submission_id: id,
    ...(confirm.duplicate ? { confirm_duplicate: true } : {}),
  });

  const patchHeader = useMutation({
    mutationFn: (body: FieldBody) => kind.api.patchHeader(id, body),
    onSuccess: (submission) => client.setQueryData(submissionKeys.one(kindName, id), submission),
  });

  const archive = useMutation({
    mutationFn: (isArchived: boolean) => kind.api.archive(id, isArchived),
    onSuccess: async (submission, isArchived) => {
      client.setQueryData(submissionKeys.one(kindName, id), submission);
      await refreshKind();
      // Spec 001 section 2: archiving a production or shipment submission returns to its list.
      if (isArchived && kindName !== 'goods_receipt') await navigate(kind.base);
    },
    meta: { silent: true },
  });

  const submit = useMutation({
    // `duplicate`: the user was asked about an earlier submission that posted the same (409);
    // `lots`: about lots not in stock, confirmed on the stored rows naming them (the rows are
    // what this screen submits), so nothing changes when the user cancels instead.
    mutationFn: async (confirm: VerifyConfirm = {}) => {
      if (confirm.lots?.length) {
        const stored = await kind.api.listRows(id);
        const naming = stored.filter((r) => rowNamesLot(r, kind.spec.rowRoles, confirm.lots ?? []));
        for (const row of naming) await kind.api.patchRow(row.id, { [CONFIRM_UNKNOWN_LOT]: true });
        if (naming.length) await client.invalidateQueries({ queryKey: submissionKeys.rows(kindName, id) });
      }
      if (confirm.splits?.length) {
        const stored = await kind.api.listRows(id);
        const refused = stored.filter((r) => rowIsRepeat(r, confirm.splits ?? []));
        for (const row of refused) await kind.api.patchRow(row.id, { [SPLIT_SUPPLIER_LOT]: true });
        if (refused.length) await client.invalidateQueries({ queryKey: submissionKeys.rows(kindName, id) });
      }
      const body = submitBodyOf(confirm);
      return kind.api.submit(body, { headers: { 'Idempotency-Key': submitKeys.keyFor(body) } });
    },
    onSuccess: async () => {
      submitKeys.succeeded();
      // A queued submit of it that was refused ("Open to fix" led here) is fulfilled now.
      if (owner) void outbox.submittedOnScreen(id, owner.userId);
      // A submit changes stock: the inventory, lots and ledger views refresh (section 4).
      await Promise.all([refreshKind(), client.invalidateQueries({ queryKey: STOCK_QUERY_ROOT })]);
    },
    meta: { silent: true },
  });

  const manualEntry = useMutation({
    mutationFn: () => kind.api.manualNew(),
    onSuccess: async ({ id: newId }) => {
      await refreshKind();
      await navigate(manualPath(kind, newId));
    },
  });

  /** The body and key of a submit, for the outbox when its answer is lost or there is no network. */
  const submitFor = (confirm: VerifyConfirm) => {
    const body = submitBodyOf(confirm);
    return { body, key: submitKeys.keyFor(body) };
  };

  return { patchHeader, archive, submit, manualEntry, submitFor };
};
