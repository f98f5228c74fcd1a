import type { SubmissionSummary } from '@bp/shared/contracts/submissions/summary.ts';
import { useQuery } from '@tanstack/react-query';
import { screenKind, type ScreenKindName } from '../../model/screen-kinds.ts';
import { submissionKeys } from '../../api/submission-keys.ts';
import { summaryOf } from '../../model/list-summary.ts';
import { lookAlike } from '../model/look-alike.ts';

/**
 * Another submission of the kind that looks like the same paperwork (model/look-alike.ts),
 * found among the kind's submissions of the document's date (the list's search matches the
 * summaries' dates): one list read when the screen opens, none when the page has no date.
 */
export function useLookAlike(kind: ScreenKindName, id: number, summary: SubmissionSummary | undefined) {
  const date = summary?.date?.slice(0, 10) ?? null;
  const query = { search: date ?? '', page: 1, page_size: 25 };
  const list = useQuery({
    queryKey: submissionKeys.list(kind, query),
    queryFn: ({ signal }) => screenKind(kind).api.list(query, { signal }),
    enabled: date !== null,
    // A warning, not the screen's content: a failed read shows nothing rather than a toast.
    meta: { silent: true },
  });
  if (!summary || !list.data) return null;
  const listed = list.data.items.flatMap((item) => {
    const found = summaryOf(item);
    return found ? [{ ...item, summary: found }] : [];
  });
  return lookAlike({ id, summary }, listed);
}
