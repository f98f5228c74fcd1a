import type { FieldSet } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { Extraction, ExtractedField } from './extract/types.ts';

export type DraftValue = string | number | boolean | null;

/**
 * A header or a row as the pipeline passes it between states: the kind's own field names
 * (shared/src/contracts/submissions/kinds.ts, e.g. a goods receipt row's supplier_name and
 * supplier_id) with API-level values (quantities as decimals, dates YYYY-MM-DD), plus the
 * reader's confidence (0..1) per field. A ref's id stays null until matching finds the record;
 * its name field holds the text as read.
 */
export interface DraftRecord {
  confidence?: Record<string, number>;
  /** Values review may offer instead of the one chosen (a doubtful lot's nearest lots in stock). */
  candidates?: Record<string, string[]>;
  [field: string]: DraftValue | Record<string, number> | Record<string, string[]> | undefined;
}

/** What Extract answers and Match (then Save) take: one document's header and rows. */
export interface DraftSubmission {
  kind: SubmissionKindSpec['kind'];
  header: DraftRecord;
  rows: DraftRecord[];
}

type Loose = Record<string, ExtractedField<string | number> | undefined>;

/** One extracted record in the declared fields' names; fields the kind does not declare are dropped. */
const draftRecord = (fields: FieldSet, extracted: Loose): DraftRecord => {
  const confidence: Record<string, number> = {};
  const out: DraftRecord = { confidence };
  const take = (name: string) => {
    const f = extracted[name];
    if (!f) return;
    // A text field keeps what was read even when it did not parse; numbers and dates do not.
    out[name] = f.value ?? null;
    confidence[name] = Math.round(f.confidence * 1000) / 1000;
  };
  for (const [name, kind] of Object.entries(fields)) {
    if (kind.type === 'ref') {
      out[name] = null;
      out[kind.name] = null;
      take(kind.name);
    } else {
      out[name] = null;
      take(name);
    }
  }
  return out;
};

/** Extraction (core/documents/extract) to the draft of the kind's submission. */
export const draftFromExtraction = (spec: SubmissionKindSpec, extraction: Extraction): DraftSubmission => ({
  kind: spec.kind,
  header: draftRecord(spec.header, extraction.header as unknown as Loose),
  rows: extraction.rows.map((row) => draftRecord(spec.row, row as unknown as Loose)),
});

/** The values of a draft record without its confidences: what a row create or header patch takes. */
export const draftValues = (record: DraftRecord): Record<string, DraftValue> => {
  const { confidence, candidates, ...values } = record;
  void confidence;
  void candidates;
  return values as Record<string, DraftValue>;
};

/** A draft with nothing read: no rows and no header value. */
export const isEmptyDraft = (draft: DraftSubmission): boolean =>
  draft.rows.length === 0 && Object.values(draftValues(draft.header)).every((v) => v === null || v === '');
