import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { SubmitBodyOf } from '@bp/shared/contracts/submissions/kind-types.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOutboxOwner } from '../../../lib/outbox/outbox-owner.ts';
import { outbox } from '../../../lib/outbox/outbox-service.ts';
import type { ScreenKind } from '../model/screen-kinds.ts';
import { STOCK_QUERY_ROOT, submissionKeys } from './submission-keys.ts';

/**
 * 'Manual Entry': a new manual submission (POST {base}/manual-new) under `key`, so that when its
 * answer is lost the entry typed offline goes under the same key and into the submission this
 * request may have made, not a second one.
 */
export const useStartManual = (kind: ScreenKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => kind.api.manualNew({ headers: { 'Idempotency-Key': key } }),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionKeys.kind(kind.name) }),
  });
};

const SUBMIT_KEY = ['submit-submission'] as const;

/**
 * The field saves still under way (a Submit click first blurs the field it leaves, which saves
 * it): the submit goes after them, so no save lands on a submitted entry.
 */
const savesSettled = async (client: QueryClient) => {
  const saving = () =>
    client.isMutating({ predicate: (m) => m.options.mutationKey?.[0] !== SUBMIT_KEY[0] }) > 0;
  while (saving()) await new Promise((resolve) => setTimeout(resolve, 50));
};

/**
 * Submit: stock changes, so the inventory views refresh with the submission views (spec 001
 * section 4). `key` is the submit's Idempotency-Key: a retry of the same body after a lost answer
 * (online, or from the outbox) is answered with the first answer, never posted twice.
 */
export const useSubmitSubmission = (kind: ScreenKind) => {
  const client = useQueryClient();
  const owner = useOutboxOwner();
  return useMutation({
    mutationKey: SUBMIT_KEY,
    mutationFn: async ({ body, key }: { body: SubmitBodyOf<SubmissionKindSpec>; key: string }) => {
      await savesSettled(client);
      return kind.api.submit(body, { headers: { 'Idempotency-Key': key } });
    },
    // The screen shows the refusal beside Submit (section 8: submit errors are not toasted).
    meta: { silent: true },
    onSuccess: async (_answer, { body }) => {
      // A queued submit of it that was refused ("Open to fix" led here) is fulfilled now.
      if (owner) void outbox.submittedOnScreen(body.submission_id, owner.userId);
      await Promise.all([
        client.invalidateQueries({ queryKey: submissionKeys.kind(kind.name) }),
        client.invalidateQueries({ queryKey: STOCK_QUERY_ROOT }),
      ]);
    },
  });
};

/** Archive / Unarchive after the confirmation. */
export const useArchiveSubmission = (kind: ScreenKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) => kind.api.archive(id, isArchived),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: submissionKeys.kind(kind.name) }),
  });
};
