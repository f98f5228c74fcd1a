import { MAX_SUBMISSION_ROWS, submissionMessages } from '@bp/shared/contracts/submissions/common.ts';
import type { FieldSet } from '@bp/shared/contracts/submissions/fields.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { applyFields } from './apply-fields.ts';
import { aliasesLearned } from './learn-aliases.ts';
import type { SubmissionKind } from './kind.ts';
import type { MasterIds, SubmissionPorts } from './ports.ts';
import type { RowRecord, SubmissionRecord } from './records.ts';
import { NO_ROWS, rowsAfterChange, summariseRows } from './summary.ts';
import { keyReused } from './submit-key.ts';
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

/**
 * The submission (404 if none) with the company's hold epoch, read with it in one wait (and the
 * master records `masters` names, which `ports.masters` then answers when it caches them).
 */
export const loadSubmissionWithEpoch = async (
  { ports, kind, companyId }: Ctx,
  id: number,
  masters?: MasterIds,
) => {
  const { submission, epoch } = await ports.getWithEpoch(companyId, kind.spec.kind, id, masters);
  if (!submission) throw notFound(submissionMessages.notFound(label(kind)));
  return { submission, epoch };
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
    if ((await ctx.ports.save(ctx.companyId, next, before)) === 'done')
      return { before, after: { ...next, revision: next.revision + 1 } };
  }
  throw conflict(submissionMessages.busy);
};

/** Tries of a row change; rows are written on the submission's revision, so edits of other rows race. */
const ROW_WRITE_ATTEMPTS = 10;

/** A short random pause before trying again, so racing writers spread out instead of colliding again. */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * (attempt + 1)));

/** Runs `attempt` until it answers other than 'stale'; 409 busy when it keeps losing races. */
export const untilWritten = async <T>(attempt: () => Promise<T | 'stale'>): Promise<T> => {
  for (let tries = 0; tries < ROW_WRITE_ATTEMPTS; tries++) {
    const result = await attempt();
    if (result !== 'stale') return result;
    await backOff(tries);
  }
  throw conflict(submissionMessages.busy);
};

/**
 * Writes a change of the rows of `s` (read just before) with the summary of the rows it leaves,
 * on condition the submission is still at the revision read: 'stale' when anything changed it
 * meanwhile (another row's edit too), or a put row changed since read; the caller reads again.
 * A submission that became verified or frozen is answered 409.
 */
export const writeRowsOf = async (
  ctx: Ctx,
  s: SubmissionRecord,
  change: { put: RowRecord[]; remove: RowRecord[] },
  current?: RowRecord[],
): Promise<'done' | 'stale'> => {
  const rows = current ?? (await ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, s.id));
  const summary = { revision: s.revision, rows: summariseRows(ctx.kind.spec, rowsAfterChange(rows, change)) };
  const outcome = await ctx.ports.writeRows(ctx.companyId, ctx.kind.spec.kind, s.id, change, summary);
  if (outcome !== 'refused') return outcome;
  mayChange(ctx, await loadSubmission(ctx, s.id));
  return 'stale';
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
      rowsSummary: NO_ROWS,
    },
    clientKey,
  );
  // The key named an upload's submission: another request, not a replay of this one.
  if (s.submissionType !== 'manual_entry') throw keyReused();
  return { id: s.id, submission_id: s.id };
};

export const getSubmission = async (ctx: Ctx, id: number) => view(ctx, await loadSubmission(ctx, id));

/** The header with `patch` applied (refs checked), not yet saved. */
export const patchedHeader = async (ctx: Ctx, s: SubmissionRecord, patch: Record<string, unknown>) => ({
  ...s,
  header: await applyFields(ctx.ports, ctx.companyId, ctx.kind.spec.header, s.header, patch, null),
  // A value a person set is no doubtful reading any more.
  headerConfidence: confirmedBy(ctx, s.headerConfidence, patch, ctx.kind.spec.header),
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
  const rowId = await ctx.ports.newRowIds(ctx.companyId, 1);
  return untilWritten(async () => {
    const s = await editable(ctx, id);
    const existing = await ctx.ports.rows(ctx.companyId, ctx.kind.spec.kind, id);
    if (existing.length >= MAX_SUBMISSION_ROWS) throw invalid(submissionMessages.tooManyRows);
    const rowIndex =
      typeof body.row_index === 'number'
        ? body.row_index
        : Math.max(0, ...existing.map((r) => r.rowIndex)) + 1;
    const row: RowRecord = { id: rowId, submissionId: id, rowIndex, fields };
    if ((await writeRowsOf(ctx, s, { put: [row], remove: [] }, existing)) === 'stale') return 'stale';
    return rowView(ctx.kind.spec, row);
  });
};

/**
 * The reader's confidences (or candidates) minus the fields a person just set: a corrected value
 * is no longer a doubtful reading (a ref's id or name both confirm the ref's name).
 */
const confirmedBy = <T>(
  ctx: Ctx,
  byField: Record<string, T> | undefined,
  body: Record<string, unknown>,
  fields: FieldSet = ctx.kind.spec.row,
) => {
  if (!byField) return undefined;
  const touched = new Set(Object.keys(body));
  for (const [name, kind] of Object.entries(fields))
    if (kind.type === 'ref' && (touched.has(name) || touched.has(kind.name)))
      touched.add(kind.name).add(name);
  return Object.fromEntries(Object.entries(byField).filter(([field]) => !touched.has(field)));
};

/**
 * Sets the fields of `body` on the row as stored now: two saves of one row at once (two fields
 * left in quick succession) each apply to the other's result, never to a copy read before it.
 */
export const patchRow = async (ctx: Ctx, rowId: number, body: Record<string, unknown>) =>
  untilWritten(async () => {
    const row = await loadRow(ctx, rowId);
    const s = await editable(ctx, row.submissionId);
    const next: RowRecord = {
      ...row,
      rowIndex: typeof body.row_index === 'number' ? body.row_index : row.rowIndex,
      fields: await patchedFields(ctx, row.fields, body),
      confidence: confirmedBy(ctx, row.confidence, body),
      candidates: confirmedBy(ctx, row.candidates, body),
    };
    if ((await writeRowsOf(ctx, s, { put: [next], remove: [] })) === 'stale') return 'stale';
    await learnFrom(ctx, ctx.kind.spec.row, row.fields, next.fields, body);
    return rowView(ctx.kind.spec, { ...next, revision: (row.revision ?? 0) + 1 });
  });

export const deleteRow = async (ctx: Ctx, rowId: number) =>
  untilWritten(async () => {
    const row = await loadRow(ctx, rowId);
    const s = await editable(ctx, row.submissionId);
    return (await writeRowsOf(ctx, s, { put: [], remove: [row] })) === 'stale' ? 'stale' : undefined;
  });

export const originalOf = async (ctx: Ctx, id: number) => {
  const s = await loadSubmission(ctx, id);
  const filename = s.filename ?? 'downloaded-file';
  const link = s.fileKey ? await ctx.ports.original(s.fileKey, s.filePin ?? null, filename) : null;
  if (!link) throw notFound(submissionMessages.noOriginal);
  if (link === 'replaced') throw conflict(submissionMessages.originalReplaced);
  return { ...link, filename };
};

export type { Ctx as SubmissionContext };
