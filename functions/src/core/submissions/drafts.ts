import { paginate } from '@bp/shared/contracts/common.ts';
import {
  MAX_SUBMISSION_ROWS,
  type SubmissionListQuery,
  submissionMessages,
} from '@bp/shared/contracts/submissions/common.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { applyFields } from './apply-fields.ts';
import { aliasesLearned } from './learn-aliases.ts';
import type { SubmissionKind } from './kind.ts';
import type { SubmissionPorts } from './ports.ts';
import type { RowRecord, SubmissionRecord } from './records.ts';
import { byRowIndex, rowView, submissionView } from './views.ts';

/**
 * The draft side of the engine, the same for every kind: create, read, list, edit the header
 * and rows, archive. A verified submission is read-only (409).
 */

type Ctx = { ports: SubmissionPorts; kind: SubmissionKind; companyId: number };

const label = (kind: SubmissionKind) => kind.spec.label;
export const verifiedError = (kind: SubmissionKind) => conflict(submissionMessages.verified(label(kind)));
export const submittingError = (kind: SubmissionKind) => conflict(submissionMessages.submitting(label(kind)));

export const loadSubmission = async ({ ports, kind, companyId }: Ctx, id: number) => {
  const found = await ports.get(companyId, kind.spec.kind, id);
  if (!found) throw notFound(submissionMessages.notFound(label(kind)));
  return found;
};

/** A submission that may still change: verified is final, a frozen submit must finish first. */
const mayChange = (ctx: Ctx, s: SubmissionRecord) => {
  if (s.status === 'verified') throw verifiedError(ctx.kind);
  if (s.status === 'submitting') throw submittingError(ctx.kind);
  return s;
};

const editable = async (ctx: Ctx, id: number) => mayChange(ctx, await loadSubmission(ctx, id));

/** Tries of a change that keeps losing races to other changes of the same submission. */
const CHANGE_ATTEMPTS = 6;

/**
 * Reads the submission, computes its next state and writes it on condition nothing changed
 * since the read; a lost race computes again from fresh data, so two concurrent changes (two
 * header fields, an edit and an archive, the pipeline and a person) both land or the later one
 * is answered 409 (verified, being submitted), never silently lost. `compute` may throw (a
 * domain error) or answer null (nothing to do).
 */
export const changeSubmission = async (
  ctx: Ctx,
  id: number,
  compute: (current: SubmissionRecord) => Promise<SubmissionRecord | null>,
  check: (ctx: Ctx, s: SubmissionRecord) => SubmissionRecord = mayChange,
): Promise<{ before: SubmissionRecord; after: SubmissionRecord } | null> => {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const before = check(ctx, await loadSubmission(ctx, id));
    const next = await compute(before);
    if (!next) return null;
    if ((await ctx.ports.save(ctx.companyId, next)) === 'done')
      return { before, after: { ...next, revision: next.revision + 1 } };
  }
  throw conflict(submissionMessages.busy);
};

/**
 * Row writes refused by the submission's guard answer why, read fresh. 'stale': a put row
 * changed since it was read; the caller reads it again.
 */
export const writeRowsOf = async (
  ctx: Ctx,
  submissionId: number,
  change: { put: RowRecord[]; remove: RowRecord[] },
): Promise<'done' | 'stale'> => {
  const outcome = await ctx.ports.writeRows(ctx.companyId, ctx.kind.spec.kind, submissionId, change);
  if (outcome === 'refused') {
    mayChange(ctx, await loadSubmission(ctx, submissionId));
    throw conflict(submissionMessages.busy);
  }
  return outcome;
};

const loadRow = async ({ ports, kind, companyId }: Ctx, rowId: number) => {
  const row = await ports.row(companyId, kind.spec.kind, rowId);
  if (!row) throw notFound(submissionMessages.rowNotFound);
  return row;
};

const view = async (ctx: Ctx, s: SubmissionRecord) =>
  submissionView(
    ctx.kind.spec,
    s,
    ctx.kind.spec.rowsInAnswer
      ? (await ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, s.id)).sort(byRowIndex)
      : [],
  );

/** A manual entry; a replay with the same client key answers the one it created. */
export const createManual = async (ctx: Ctx, clientKey?: string) => {
  const now = ctx.ports.inventory.now();
  const s = await ctx.ports.create(
    ctx.companyId,
    {
      kind: ctx.kind.spec.kind,
      submissionType: 'manual_entry',
      status: 'created',
      archived: false,
      createdAt: now,
      updatedAt: now,
      submittedAt: null,
      fileKey: null,
      filename: null,
      failureReason: null,
      header: {},
      revision: 0,
      frozen: null,
    },
    clientKey,
  );
  return { id: s.id, submission_id: s.id };
};

export const getSubmission = async (ctx: Ctx, id: number) => view(ctx, await loadSubmission(ctx, id));

export const listSubmissions = async (ctx: Ctx, query: SubmissionListQuery) => {
  const all = (await ctx.ports.list(ctx.companyId, ctx.kind.spec.kind))
    .filter((s) => query.include_archived || !s.archived)
    .filter((s) =>
      query.filter_type === 'verified'
        ? s.status === 'verified'
        : query.filter_type === 'review'
          ? s.status !== 'verified'
          : true,
    )
    .sort((a, b) => b.id - a.id);
  const unpaged = query.page === undefined && query.page_size === undefined;
  const page =
    unpaged && ctx.kind.spec.unpagedList === 'all'
      ? paginate(all)
      : paginate(all, query.page ?? 1, query.page_size);
  return { items: page.items.map((s) => submissionView(ctx.kind.spec, s)), total: page.total };
};

/** The header with `patch` applied (refs checked), not yet saved. */
export const patchedHeader = async (ctx: Ctx, s: SubmissionRecord, patch: Record<string, unknown>) => ({
  ...s,
  header: await applyFields(ctx.ports, ctx.companyId, ctx.kind.spec.header, s.header, patch, null),
  updatedAt: ctx.ports.inventory.now(),
});

export const patchHeader = async (ctx: Ctx, id: number, patch: Record<string, unknown>) => {
  const changed = await changeSubmission(ctx, id, (current) => patchedHeader(ctx, current, patch));
  const { before, after } = changed as NonNullable<typeof changed>;
  await learnFrom(ctx, ctx.kind.spec.header, before.header, after.header, patch);
  return view(ctx, after);
};

/** A fixed unrecognised name is remembered for the next documents (after the fix is saved). */
const learnFrom = async (
  ctx: Ctx,
  fields: Parameters<typeof aliasesLearned>[0],
  before: RowRecord['fields'],
  after: RowRecord['fields'],
  patch: Record<string, unknown>,
) => {
  for (const alias of aliasesLearned(fields, before, after, patch))
    await ctx.ports.learnAlias(ctx.companyId, alias);
};

export const archiveSubmission = async (ctx: Ctx, id: number, archived: boolean) => {
  const changed = await changeSubmission(ctx, id, async (s) => ({
    ...s,
    archived,
    updatedAt: ctx.ports.inventory.now(),
  }));
  return view(ctx, (changed as NonNullable<typeof changed>).after);
};

export const listRows = async (ctx: Ctx, id: number) => {
  await loadSubmission(ctx, id);
  const rows = await ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, id);
  return rows.sort(byRowIndex).map((r) => rowView(ctx.kind.spec, r));
};

/** A row's fields with `patch` applied (refs checked against the kind's material types). */
export const patchedFields = (ctx: Ctx, current: RowRecord['fields'], patch: Record<string, unknown>) =>
  applyFields(ctx.ports, ctx.companyId, ctx.kind.spec.row, current, patch, ctx.kind.rowMaterials);

export const createRow = async (ctx: Ctx, id: number, body: Record<string, unknown>) => {
  await editable(ctx, id);
  const fields = await patchedFields(ctx, {}, body);
  const existing = await ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, id);
  if (existing.length >= MAX_SUBMISSION_ROWS) throw invalid(submissionMessages.tooManyRows);
  const rowIndex =
    typeof body.row_index === 'number' ? body.row_index : Math.max(0, ...existing.map((r) => r.rowIndex)) + 1;
  const row: RowRecord = {
    id: await ctx.ports.newRowIds(ctx.companyId, 1),
    submissionId: id,
    rowIndex,
    fields,
  };
  await writeRowsOf(ctx, id, { put: [row], remove: [] });
  return rowView(ctx.kind.spec, row);
};

/**
 * The reader's confidences (or candidates) minus the fields a person just set: a corrected value
 * is no longer a doubtful reading (a ref's id or name both confirm the ref's name).
 */
const confirmedBy = <T>(ctx: Ctx, byField: Record<string, T> | undefined, body: Record<string, unknown>) => {
  if (!byField) return undefined;
  const touched = new Set(Object.keys(body));
  for (const [name, kind] of Object.entries(ctx.kind.spec.row))
    if (kind.type === 'ref' && (touched.has(name) || touched.has(kind.name)))
      touched.add(kind.name).add(name);
  return Object.fromEntries(Object.entries(byField).filter(([field]) => !touched.has(field)));
};

/**
 * Sets the fields of `body` on the row as stored now: two saves of one row at once (two fields
 * left in quick succession) each apply to the other's result, never to a copy read before it.
 */
export const patchRow = async (ctx: Ctx, rowId: number, body: Record<string, unknown>) => {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    const row = await loadRow(ctx, rowId);
    await editable(ctx, row.submissionId);
    const next: RowRecord = {
      ...row,
      rowIndex: typeof body.row_index === 'number' ? body.row_index : row.rowIndex,
      fields: await patchedFields(ctx, row.fields, body),
      confidence: confirmedBy(ctx, row.confidence, body),
      candidates: confirmedBy(ctx, row.candidates, body),
    };
    if ((await writeRowsOf(ctx, row.submissionId, { put: [next], remove: [] })) === 'stale') continue;
    await learnFrom(ctx, ctx.kind.spec.row, row.fields, next.fields, body);
    return rowView(ctx.kind.spec, { ...next, revision: (row.revision ?? 0) + 1 });
  }
  throw conflict(submissionMessages.busy);
};

export const deleteRow = async (ctx: Ctx, rowId: number) => {
  const row = await loadRow(ctx, rowId);
  await editable(ctx, row.submissionId);
  await writeRowsOf(ctx, row.submissionId, { put: [], remove: [row] });
};

export const originalOf = async (ctx: Ctx, id: number) => {
  const s = await loadSubmission(ctx, id);
  const filename = s.filename ?? 'downloaded-file';
  const link = s.fileKey ? await ctx.ports.original(s.fileKey, s.filePin ?? null, filename) : null;
  if (!link) throw notFound(submissionMessages.noOriginal);
  if (link === 'replaced') throw conflict(submissionMessages.originalReplaced);
  return { ...link, filename };
};

export type { Ctx as SubmissionContext };
