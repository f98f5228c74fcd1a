import type { SubmissionStatus, SubmissionType } from './common.ts';
import type { FieldKind, FieldSet } from './fields.ts';
import type { SubmissionKindSpec } from './kind.ts';
import type { SubmissionSummary } from './summary.ts';

/**
 * A kind's rows, header and bodies as TypeScript types, read off its declaration (kinds.ts) the
 * way `kindSchemas` builds the zod schemas from it at run time: the web's per-kind client is
 * typed with these and parses with those, so the two cannot drift apart field by field.
 */

type Simplify<T> = { [K in keyof T]: T[K] } & Record<never, never>;

/** A field as answers show it (quantities as exact decimals, refs as ids). */
type AnswerValue<K> = K extends { type: 'quantity' }
  ? number | null
  : K extends { type: 'boolean' }
    ? boolean | null
    : K extends { type: 'ref' }
      ? number | null
      : string | null;

/** A field as requests may send it: null or '' clears it; quantities as numbers or text. */
type InputValue<K> = K extends { type: 'quantity' }
  ? number | string | null
  : K extends { type: 'boolean' }
    ? boolean | null
    : K extends { type: 'ref' }
      ? number | null
      : string | null;

type RefNames<F> = {
  [K in keyof F as F[K] extends { type: 'ref'; name: infer N extends string } ? N : never]: string | null;
};
type RecognisedFlags<F> = {
  [K in keyof F as F[K] extends { type: 'ref'; recognised: infer R extends string } ? R : never]: boolean;
};

/** Every field of a set, the names of its refs and their "recognised" flags. */
export type AnswerFieldsOf<F> = Simplify<
  { [K in keyof F]: AnswerValue<F[K]> } & RefNames<F> & RecognisedFlags<F>
>;

/** A partial update: any field, and a ref's name alone (raw paperwork text). */
export type InputFieldsOf<F> = Simplify<
  { [K in keyof F]?: InputValue<F[K]> } & { [K in keyof RefNames<F>]?: string | null }
>;

export interface SubmissionBase {
  id: number;
  submission_type: SubmissionType;
  submission_status: SubmissionStatus;
  is_archived: boolean;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  file_url: string | null;
  filename: string | null;
  failure_reason: string | null;
}

export interface RowBase {
  id: number;
  row_id: number;
  row_index: number;
  submission_id: number;
}

export type RowOf<S extends SubmissionKindSpec> = Simplify<RowBase & AnswerFieldsOf<S['row']>>;
export type RowInputOf<S extends SubmissionKindSpec> = Simplify<
  InputFieldsOf<S['row']> & { row_index?: number }
>;
export type HeaderOf<S extends SubmissionKindSpec> = AnswerFieldsOf<S['header']>;
export type HeaderInputOf<S extends SubmissionKindSpec> = InputFieldsOf<S['header']>;

/** A list item: the base, the header and the summary. */
export type SubmissionListItemOf<S extends SubmissionKindSpec> = Simplify<
  SubmissionBase & HeaderOf<S> & { summary: SubmissionSummary }
>;

/** One submission; production's answer also carries its rows (`materials`). */
export type SubmissionOf<S extends SubmissionKindSpec> = Simplify<
  SubmissionListItemOf<S> &
    (S extends { rowsInAnswer: true } ? { [K in S['rowsKey']]: RowOf<S>[] } : Record<never, never>)
>;

/** The manual submit body (docs/submissions.md): the id, header fields, and the rows if sent. */
export type SubmitBodyOf<S extends SubmissionKindSpec> = Simplify<
  {
    submission_id: number;
    document_filename?: string | null;
    confirm_duplicate?: boolean;
  } & HeaderInputOf<S> & {
      [K in S['rowsKey']]?: RowInputOf<S>[];
    }
>;

/** A list answer of a kind. */
export interface SubmissionPageOf<S extends SubmissionKindSpec> {
  items: SubmissionListItemOf<S>[];
  total: number;
}

/** The field names of a set, for screens that walk a declaration. */
export type FieldName<F extends FieldSet> = Extract<keyof F, string>;
export type { FieldKind };
