import type { MaterialType } from '../materials.ts';
import { z } from 'zod';
import type {
  HeaderInputOf,
  RowInputOf,
  RowOf,
  SubmissionOf,
  SubmissionPageOf,
  SubmitBodyOf,
} from './kind-types.ts';
import type { Area } from '../../api/route-def.ts';
import { listOf, positiveId } from '../common.ts';
import type { REF_DOC_TYPES } from '../ledger.ts';
import { answerFields, type FieldSet, inputShape } from './fields.ts';
import { submissionSummary } from './summary.ts';
import { MAX_SUBMISSION_ROWS, rowBaseShape, submissionBaseShape, submissionMessages } from './common.ts';

/**
 * The contract half of a submission kind (goods receipt, production, shipment): its paths, its
 * header and row fields and the names the spec gives them. Routes (api/routes/submissions.ts),
 * request and answer schemas and the OpenAPI document all come from it; the server's rules are
 * the core half (functions/src/core/submissions/kinds).
 */
export interface SubmissionKindSpec {
  kind: 'goods_receipt' | 'production' | 'shipment';
  area: Area;
  /** `/api/goods-receipts`: the spec's paths hang off it. */
  basePath: string;
  /** In messages: "goods receipt", "production", "shipment". */
  label: string;
  /** Operation name stem: `goodsReceipt` gives `getGoodsReceipt`, `submitGoodsReceipt`... */
  opName: string;
  refDocType: (typeof REF_DOC_TYPES)[number];
  header: FieldSet;
  row: FieldSet;
  /** Other names clients send for header fields (production `date`, shipment `date`). */
  headerAliases?: Record<string, string>;
  rowAliases?: Record<string, string>;
  /** The rows' key in the submit body and (production) in the submission answer. */
  rowsKey: 'rows' | 'materials';
  /**
   * Which declared row fields play the parts spec 001 sections 4-5 speak of: the material, its
   * quantity and lot code, the unit the material fills, the material's type, a receipt's supplier
   * and date. The screens' checks and editors read them.
   */
  rowRoles: {
    material: string;
    quantity: string;
    lot: string;
    unit?: string;
    materialType?: string;
    supplier?: string;
    date?: string;
  };
  /**
   * The header fields the list's summary reads (docs/submissions.md, List summary): the
   * document's date, a party (ref) and a lot the header itself names.
   */
  headerRoles?: { date?: string; party?: string; lot?: string };
  /** The material types a row may name (the pickers offer these; the server refuses others). */
  rowMaterialTypes: readonly MaterialType[];
  rowsInAnswer?: boolean;
  /**
   * What the list answers without `page` or `page_size` (spec 001 section 7): goods receipts page 1
   * of the default size; production and shipments "all, or paged".
   */
  unpagedList: 'first-page' | 'all';
}

/** Checks a declaration and keeps its literal types: the web types a kind's rows from them (kind-types.ts). */
export const defineKind = <const S extends SubmissionKindSpec>(spec: S): S => spec;

/** `{supplier: {id, value, recognised}}` (the upload flow's rows) as `supplier_id`, `supplier_name`... */
const flattenRefs =
  (fields: FieldSet, aliases: Record<string, string> = {}) =>
  (input: unknown) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [alias, name] of Object.entries(aliases)) {
      if (out[name] === undefined && out[alias] !== undefined) out[name] = out[alias];
      delete out[alias];
    }
    for (const [name, kind] of Object.entries(fields)) {
      if (kind.type !== 'ref') continue;
      const objectKey = name.replace(/_id$/, '');
      const nested = out[objectKey];
      if (nested && typeof nested === 'object' && !Array.isArray(nested) && objectKey !== name) {
        const ref = nested as { id?: unknown; value?: unknown; recognised?: unknown };
        if (out[name] === undefined) out[name] = ref.id ?? null;
        if (out[kind.name] === undefined && ref.value !== undefined) out[kind.name] = ref.value;
        delete out[objectKey];
      }
    }
    return out;
  };

const objectOf = (
  fields: FieldSet,
  aliases: Record<string, string> | undefined,
  extra: Record<string, z.ZodType> = {},
) =>
  z.preprocess(
    flattenRefs(fields, aliases),
    z.object({ ...inputShape(fields), ...extra }, { message: 'The body must be a JSON object' }),
  );

export const kindSchemas = (spec: SubmissionKindSpec) => {
  const id = spec.opName.charAt(0).toUpperCase() + spec.opName.slice(1);
  const rowInput = objectOf(spec.row, spec.rowAliases, {
    row_index: z.number({ message: 'row_index must be a whole number' }).int().min(0).optional(),
    submission_id: z.unknown().optional(),
  });
  const row = z
    .object({ ...rowBaseShape, ...answerFields(spec.row), ...aliasAnswers(spec.row, spec.rowAliases) })
    .meta({ id: `${id}Row` });
  const headerShape = { ...answerFields(spec.header), ...aliasAnswers(spec.header, spec.headerAliases) };
  const listItem = z
    .object({ ...submissionBaseShape, ...headerShape, summary: submissionSummary })
    .meta({ id: `${id}SubmissionListItem` });
  const submission = z
    .object({
      ...submissionBaseShape,
      ...headerShape,
      summary: submissionSummary,
      ...(spec.rowsInAnswer ? { [spec.rowsKey]: z.array(row) } : {}),
    })
    .meta({ id: `${id}Submission` });
  return {
    headerPatch: objectOf(spec.header, spec.headerAliases).meta({ id: `${id}HeaderPatch` }),
    rowCreate: rowInput.meta({ id: `${id}RowCreate` }),
    rowPatch: rowInput.meta({ id: `${id}RowPatch` }),
    // The spec names the upload flow's submit fields both ways (submissionId, submission_id).
    submitBody: objectOf(
      spec.header,
      { ...spec.headerAliases, submissionId: 'submission_id', documentFilename: 'document_filename' },
      {
        submission_id: z.preprocess((v) => v ?? '', positiveId(submissionMessages.submissionIdRequired)),
        document_filename: z.string().max(500).nullable().optional(),
        /** Post it even though an earlier verified submission posted the same (issue 20). */
        confirm_duplicate: z.boolean({ message: 'confirm_duplicate must be true or false' }).optional(),
        [spec.rowsKey]: z
          .array(rowInput, { message: `${spec.rowsKey} must be a list` })
          .max(MAX_SUBMISSION_ROWS, { message: submissionMessages.tooManyRows })
          .optional(),
      },
    ).meta({ id: `${id}SubmitBody` }),
    row,
    rowList: z.array(row).meta({ id: `${id}RowList` }),
    submission,
    list: listOf(listItem).meta({ id: `${id}SubmissionList` }),
  };
};

/** Aliases appear in answers too (the spec shows production_date "also shown as date"). */
const aliasAnswers = (fields: FieldSet, aliases: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(aliases)
      .filter(([, name]) => fields[name])
      .map(([alias, name]) => [
        alias,
        answerFields({ [name]: fields[name] as FieldSet[string] })[name] as z.ZodType,
      ]),
  );

/**
 * The same schemas seen with the types `kind-types.ts` reads off the declaration. zod cannot
 * infer a shape built from a declaration at run time, so this is the one place the two meet; the
 * route table types the web's calls with them (api/routes/submissions.ts), and
 * kind-types.test.ts checks that what the schemas accept and answer fits these types.
 */
export const typedKindSchemas = <const S extends SubmissionKindSpec>(spec: S) => {
  const s = kindSchemas(spec);
  return {
    headerPatch: seenAs<HeaderInputOf<S>, HeaderInputOf<S>>(s.headerPatch),
    rowCreate: seenAs<RowInputOf<S>, RowInputOf<S>>(s.rowCreate),
    rowPatch: seenAs<RowInputOf<S>, RowInputOf<S>>(s.rowPatch),
    submitBody: seenAs<SubmitBodyOf<S>, SubmitBodyOf<S>>(s.submitBody),
    row: seenAs<RowOf<S>>(s.row),
    rowList: seenAs<RowOf<S>[]>(s.rowList),
    submission: seenAs<SubmissionOf<S>>(s.submission),
    list: seenAs<SubmissionPageOf<S>>(s.list),
  };
};

/** A schema built at run time, given the static type its declaration says it has. */
const seenAs = <Output, Input = unknown>(schema: z.ZodType): z.ZodType<Output, Input> =>
  schema as z.ZodType<Output, Input>;
