import { createHash } from 'node:crypto';
import { type DuplicateOf, duplicateMessages } from '@bp/shared/contracts/submissions/duplicates.ts';
import type { FieldSet, FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { SUPPLIER_DATE_FIELDS } from '@bp/shared/contracts/submissions/kinds.ts';
import { conflict } from '../errors.ts';
import type { SubmissionContext } from './drafts.ts';
import type { RowRecord, SameContent } from './records.ts';

/**
 * The same document twice (issue 20). An upload whose bytes (SHA-256) match an earlier upload of
 * the kind, and a submit whose content matches what an earlier verified submission posted, are
 * refused (409 naming the earlier one) unless the request confirms. Archived submissions were
 * set aside on purpose and failed ones read nothing, so neither counts. The same file asks the
 * file index for its hash and the same content the content index for its fingerprint, so an
 * upload and a submit cost the same however long the company's history.
 */
const duplicateOf = (s: SameContent): DuplicateOf => ({
  id: s.id,
  submission_type: s.submissionType,
  submission_status: s.status,
  created_at: s.createdAt,
  submitted_at: s.submittedAt,
  filename: s.filename,
});

const newestFirst = (a: { id: number }, b: { id: number }) => b.id - a.id;

/** Refuses an upload of a file already uploaded as this kind, unless confirmed. */
export async function refuseSameFile(ctx: SubmissionContext, contentHash: string | null, confirm: boolean) {
  if (!contentHash || confirm) return;
  // The file index's few matches; the whole partition only while the kind is not yet indexed.
  const candidates =
    (await ctx.ports.sameFile(ctx.companyId, ctx.kind.spec.kind, contentHash)) ??
    (await ctx.ports.list(ctx.companyId, ctx.kind.spec.kind)).filter((s) => s.contentHash === contentHash);
  const earlier = candidates.filter((s) => !s.archived && s.status !== 'failed').sort(newestFirst)[0];
  if (earlier)
    throw conflict(duplicateMessages.sameFile(ctx.kind.spec.label, earlier.id), {
      reason: 'same_file',
      duplicate_of: duplicateOf(earlier),
    });
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface Posted {
  materialId: number;
  lotCode: string | null;
  qtyDelta: number;
}

/**
 * What makes two submissions the same document: who it was from or to, its dates, and what it
 * moved (material, lot without regard to case or spacing, quantity in the material's unit, so
 * `2 kg` and `2000 g` are the same). Row order and the file do not matter.
 */
export function contentFingerprint(
  spec: { kind: string; header: FieldSet; row: FieldSet },
  header: FieldValues,
  rows: readonly RowRecord[],
  movements: readonly Posted[],
): string {
  const parts = [header, ...rows.map((r) => r.fields)];
  const valuesOf = (fields: FieldSet, want: (f: FieldSet[string]) => boolean) =>
    Object.entries(fields)
      .filter(([, f]) => want(f))
      .map(([name]) => name);
  const partyFields = [
    ...valuesOf(spec.header, (f) => f.type === 'ref' && f.entity !== 'material'),
    ...valuesOf(spec.row, (f) => f.type === 'ref' && f.entity !== 'material'),
  ];
  const dateFields = [
    ...valuesOf(spec.header, (f) => f.type === 'date'),
    ...valuesOf(spec.row, (f) => f.type === 'date'),
  ].filter((name) => !SUPPLIER_DATE_FIELDS.includes(name));
  const setOf = (fields: string[]) =>
    [...new Set(parts.flatMap((p) => fields.map((f) => p[f])).filter((v) => v !== null && v !== undefined))]
      .map((v) => String(v).slice(0, 10))
      .sort();
  const moved = movements
    .map((m) => `${m.materialId}|${(m.lotCode ?? '').toUpperCase().replace(/\s+/g, '')}|${m.qtyDelta}`)
    .sort();
  const canonical = JSON.stringify({
    kind: spec.kind,
    parties: setOf(partyFields),
    dates: setOf(dateFields),
    moved,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Refuses a submit that posts what an earlier verified submission of the kind posted, unless confirmed. */
export async function refuseSameContent(
  ctx: SubmissionContext,
  self: number,
  fingerprint: string,
  confirm: boolean,
) {
  if (confirm) return;
  const earlier = (await ctx.ports.sameContent(ctx.companyId, ctx.kind.spec.kind, fingerprint))
    .filter((s) => s.id !== self && s.status === 'verified' && !s.archived)
    .sort(newestFirst)[0];
  if (earlier)
    throw conflict(duplicateMessages.sameContent(ctx.kind.spec.label, earlier.id), {
      reason: 'same_content',
      duplicate_of: duplicateOf(earlier),
    });
}
