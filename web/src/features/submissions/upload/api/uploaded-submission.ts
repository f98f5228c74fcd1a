import { useQuery } from '@tanstack/react-query';
import { submissionKeys } from '../../api/submission-keys.ts';
import type { ScreenKind } from '../../model/screen-kinds.ts';
import { pollDelay } from '../model/poll-schedule.ts';

/**
 * `GET {base}/{id}`, polled while the pipeline reads the document, on the schedule of
 * poll-schedule.ts from `since` (when polling began), and not past its bound. The screen shows
 * its own failures.
 */
export const useUploadedSubmission = (kind: ScreenKind, id: number | null, since: number) =>
  useQuery({
    queryKey: submissionKeys.one(kind.name, id ?? 0),
    queryFn: ({ signal }) => kind.api.get(id ?? 0, { signal }),
    enabled: id !== null,
    // No answer yet counts as pending: a first poll lost with the network (just after the PUT)
    // must not end the polling, or the screen would show the animation until its bound.
    refetchInterval: (query) =>
      (query.state.data?.submission_status ?? 'pending') === 'pending'
        ? pollDelay(Date.now() - since)
        : false,
    meta: { silent: true },
  });
