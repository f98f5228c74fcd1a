import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import {
  type ClassCounts,
  type CountedClasses,
  classOf,
  noCounts,
  type RecentMove,
  SUBMISSION_CLASSES,
  type SubmissionClass,
} from '../../../../core/submissions/classes.ts';
import type { SubmissionRecord } from '../../../../core/submissions/records.ts';
import { type Condition, indexKeys, putIfAbsent, update, type Write } from '../../kit/index.ts';
import { submissionKinds } from '../../../../core/submissions/kinds/index.ts';

/**
 * The lists' storage (docs/submissions.md, Lists). A submission is in gsi1 under its class
 * (`C#c#SUB#<kind>#CLASS#<class>` / `SUB#<id>`: a tab's newest first is a Query of one or two
 * class partitions) and, when it is an upload with a known hash, in gsi3 under its file
 * (`C#c#SUB#<kind>#FILE#<sha256>` / `SUB#<id>`: the same-file check reads only its matches).
 * Both generic indexes already exist, so no new index (and no stack update adding one) is needed;
 * the key shapes are the submissions' own. One counts item per company and kind keeps the four
 * class counts, changed by ADD in the transaction of every write that moves a submission
 * between classes, and `writes`, the number of those writes (the one-off count's guard). The
 * same writes note each move (`move_<slot>`: the id, its new class, when) for the lists to lay
 * over an index that does not show it yet (core/submissions/recent-moves.ts): one slot per id
 * modulo MOVE_SLOTS, so a later move of the same submission replaces its own note, and a note
 * counts for MOVE_WINDOW_MS (AWS's index lag is usually under a second).
 */
const MOVE_SLOTS = 16;
const MOVE_WINDOW_MS = 30_000;
const moveAttribute = (id: number) => `move_${id % MOVE_SLOTS}`;

const classPrefix = (companyId: number, kind: string) => `${tenantPrefix(companyId)}SUB#${kind}#CLASS#`;
export const classPartition = (companyId: number, kind: string, c: SubmissionClass) =>
  `${classPrefix(companyId, kind)}${c}`;
export const filePartition = (companyId: number, kind: string, sha256: string) =>
  `${tenantPrefix(companyId)}SUB#${kind}#FILE#${sha256}`;
const orderKey = (id: number) => `SUB#${padId(id)}`;

/** The index keys a submission item carries (submissionItem spreads them). */
export const listIndexKeys = (companyId: number, s: SubmissionRecord) => ({
  ...indexKeys('gsi1', classPartition(companyId, s.kind, classOf(s)), orderKey(s.id)),
  ...(s.contentHash
    ? indexKeys('gsi3', filePartition(companyId, s.kind, s.contentHash), orderKey(s.id))
    : {}),
});

/** A submission item stored before the lists' keys existed (the one-off count gives it them). */
export const lacksListKeys = (item: Record<string, unknown>) =>
  typeof item.gsi1pk !== 'string' ||
  (typeof item.content_sha256 === 'string' && typeof item.gsi3pk !== 'string');

/**
 * The stored item is still of `c` (what the one-off count read), whatever else changed: its keys
 * are written on that alone, so an unrelated edit meanwhile does not make the count go round again.
 */
export const stillOfClass = (c: SubmissionClass): Condition => ({
  expression: `attribute_exists(pk) AND submission_status ${c.startsWith('verified') ? '=' : '<>'} :verified AND ${
    c.endsWith('archived')
      ? 'is_archived = :true'
      : '(attribute_not_exists(is_archived) OR is_archived <> :true)'
  }`,
  values: { ':verified': 'verified', ':true': true },
});

export const countsKey = (companyId: number, kind: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}SUBCOUNTS`,
  sk: `KIND#${kind}`,
});

/**
 * The counts change of one write of `after` (`delta` from core's classDelta), with its move
 * noted; none when it moves nothing.
 */
export const countsWrites = (
  companyId: number,
  after: Pick<SubmissionRecord, 'id' | 'kind' | 'status' | 'archived'>,
  delta: Partial<ClassCounts>,
): Write[] =>
  Object.keys(delta).length === 0
    ? []
    : [
        update(countsKey(companyId, after.kind), {
          add: { ...delta, writes: 1 },
          set: { [moveAttribute(after.id)]: { id: after.id, to: classOf(after), at: Date.now() } },
        }),
      ];

/** The moves noted on the counts item, as stored (a one-off count keeps them). */
const moveNotes = (item: Record<string, unknown> | null) =>
  Object.fromEntries(Object.entries(item ?? {}).filter(([name]) => name.startsWith('move_')));

/** The moves of the last MOVE_WINDOW_MS before `now`. */
const recentMoves = (item: Record<string, unknown> | null, now: string): RecentMove[] => {
  const since = Date.parse(now) - MOVE_WINDOW_MS;
  return Object.values(moveNotes(item)).flatMap((note) => {
    const { id, to, at } = note as { id?: unknown; to?: unknown; at?: unknown };
    return typeof id === 'number' && SUBMISSION_CLASSES.includes(to as SubmissionClass) && Number(at) >= since
      ? [{ id, to: to as SubmissionClass }]
      : [];
  });
};

/** The counts with the recent moves, once established: null while they are not. */
export const toCounted = (item: Record<string, unknown> | null, now: string): CountedClasses | null => {
  const counts = toCounts(item);
  return counts ? { counts, moves: recentMoves(item, now) } : null;
};

/** The counts once established: null while they are not (`counted_at` absent). */
export const toCounts = (item: Record<string, unknown> | null): ClassCounts | null => {
  if (!item || typeof item.counted_at !== 'string') return null;
  const counts = noCounts();
  for (const c of SUBMISSION_CLASSES) counts[c] = Number(item[c] ?? 0);
  return counts;
};

/** How many class-moving writes the item has seen (0 when there is none yet). */
export const writesOf = (item: Record<string, unknown> | null) => Number(item?.writes ?? 0);

/**
 * The one-off count's write: the counts of the partition as read, on condition no class-moving
 * write landed since `writes` was read (each bumps it) and nobody counted first.
 */
export const countedItem = (
  companyId: number,
  kind: string,
  counts: ClassCounts,
  read: Record<string, unknown> | null,
  at: string,
) => ({
  item: {
    ...moveNotes(read),
    ...countsKey(companyId, kind),
    ...counts,
    writes: writesOf(read),
    counted_at: at,
  },
  condition: {
    expression: `attribute_not_exists(counted_at) AND ${writesOf(read) === 0 ? 'attribute_not_exists(#w)' : '#w = :w'}`,
    names: { '#w': 'writes' },
    ...(writesOf(read) === 0 ? {} : { values: { ':w': writesOf(read) } }),
  } satisfies Condition,
});

/**
 * A new company's counts, all zero and counted from its birth: it has no submissions from before
 * the counts, so its first lists need no one-off count (which, while creates race it, fails and
 * reads the whole partition again each time: the load run's "other failed calls" of the lists).
 */
export const newCompanyCounts = (companyId: number, at: string): Write[] =>
  submissionKinds.map((k) =>
    putIfAbsent({ ...countsKey(companyId, k.spec.kind), ...noCounts(), writes: 0, counted_at: at }),
  );
