import { DEFAULT_PAGE_SIZE, paginate } from '@bp/shared/contracts/common.ts';
import type { SubmissionListQuery } from '@bp/shared/contracts/submissions/common.ts';
import { pageWindow, windowEntries } from '../inventory/ledger-window.ts';
import { classesOf, classOf, type RecentMove, type SubmissionClass } from './classes.ts';
import type { SubmissionContext } from './drafts.ts';
import { disagreeingMoves, settleMoves } from './recent-moves.ts';
import { listSummary, matchesSearch } from './summary.ts';
import type { SubmissionRecord } from './records.ts';
import { submissionView } from './views.ts';

/**
 * A kind's list (spec 001 section 9: `{items, total}`, newest first, the tabs, Show archived,
 * the search). Without a search a page costs the same however long the history: its total is a
 * sum of the kind's class counts and its items come from the classes' own orders, read from the
 * nearer end (docs/submissions.md, Lists). A search looks into every submission's summary, so it
 * reads the kind's partition whole, as does any list while the counts are not yet there.
 */
export const listSubmissions = async (ctx: SubmissionContext, query: SubmissionListQuery) => {
  const { spec } = ctx.kind;
  const unpaged = query.page === undefined && query.page_size === undefined;
  const everything = unpaged && spec.unpagedList === 'all';
  const page = everything ? 1 : (query.page ?? 1);
  const size = query.page_size ?? DEFAULT_PAGE_SIZE;
  if (query.search) return wholeList(ctx, query, everything);
  const classes = classesOf(query);
  // The first page is read from the newest end whatever the total, so its read goes beside the
  // counts' rather than after it (one wait, not two); unused if the kind is not yet counted.
  const [counted, first] = await Promise.all([
    ctx.ports.classCounts(ctx.companyId, spec.kind),
    page === 1 && !everything ? ctx.ports.classPage(ctx.companyId, spec.kind, classes, 'newest', size) : null,
  ]);
  if (!counted) return wholeList(ctx, query, everything);
  const { counts, moves } = counted;
  const total = classes.reduce((sum, c) => sum + counts[c], 0);
  // Every submission is one page of them all (none: no page to read).
  const window = pageWindow(total, page, everything ? total : size);
  if (!window) return { items: [], total };
  const from = window.fromNewest ? 'newest' : 'oldest';
  const readPage = (upTo: number) => ctx.ports.classPage(ctx.companyId, spec.kind, classes, from, upTo);
  const read = await settled(
    ctx,
    { classes, from, upTo: window.take, moves, readPage },
    first && window.fromNewest ? first : await readPage(window.take),
  );
  return { items: windowEntries(window, read).map((s) => submissionView(spec, s)), total };
};

/**
 * The page as the counts tell it (recent-moves.ts): read again, with room for every recent move,
 * and each moved submission read as it is, only when the index's page disagrees with a move.
 */
const settled = async (
  ctx: SubmissionContext,
  tab: {
    classes: readonly SubmissionClass[];
    from: 'newest' | 'oldest';
    upTo: number;
    moves: readonly RecentMove[];
    readPage: (upTo: number) => Promise<SubmissionRecord[]>;
  },
  read: SubmissionRecord[],
) => {
  const { classes, from, upTo, moves } = tab;
  if (disagreeingMoves(read, moves, classes, from, upTo).length === 0) return read;
  const kind = ctx.kind.spec.kind;
  const [reread, current] = await Promise.all([
    tab.readPage(upTo + moves.length),
    Promise.all(moves.map((m) => ctx.ports.get(ctx.companyId, kind, m.id))),
  ]);
  const found = current.filter((s) => s !== null);
  return settleMoves(reread, found, classes, from, upTo);
};

/** The list from the kind's whole partition, filtered, searched and paged in memory. */
const wholeList = async (ctx: SubmissionContext, query: SubmissionListQuery, everything: boolean) => {
  const { spec } = ctx.kind;
  const classes = classesOf(query);
  // The search runs on every submission of the tabs before paging, so totals count matches.
  const all = (await ctx.ports.list(ctx.companyId, spec.kind))
    .filter((s) => classes.includes(classOf(s)))
    .filter((s) => matchesSearch(listSummary(spec, s.header, s.rowsSummary), s.rowsSummary, query.search))
    .sort((a, b) => b.id - a.id);
  const page = everything ? paginate(all) : paginate(all, query.page ?? 1, query.page_size);
  return { items: page.items.map((s) => submissionView(spec, s)), total: page.total };
};
