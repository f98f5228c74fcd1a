import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubmissionListParams } from './submission-calls.ts';
import { screenKind, type ScreenKindName } from '../model/screen-kinds.ts';
import { submissionKeys } from './submission-keys.ts';

/** A page of a kind's submissions; the list shows 'Error loading submissions: ...' itself. */
export const useSubmissionList = (kind: ScreenKindName, query: SubmissionListParams) =>
  useQuery({
    queryKey: submissionKeys.list(kind, query),
    queryFn: ({ signal }) => screenKind(kind).api.list(query, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** One submission (production's carries its materials); the screens show their own load error. */
export const useSubmission = (kind: ScreenKindName, id: number) =>
  useQuery({
    queryKey: submissionKeys.one(kind, id),
    queryFn: ({ signal }) => screenKind(kind).api.get(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });

export const useSubmissionRows = (kind: ScreenKindName, id: number) =>
  useQuery({
    queryKey: submissionKeys.rows(kind, id),
    queryFn: ({ signal }) => screenKind(kind).api.listRows(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    meta: { silent: true },
  });
