import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { Thousandths } from '@bp/shared/quantity/quantity.ts';
import type { Movement } from '../inventory/posting.ts';
import type { MaterialInfo, RowRecord } from './records.ts';
import type { TraceLink } from '../inventory/trace-link.ts';

/** What a kind's submit rules see: the stored header and rows and the master data they name. */
export interface SubmitInput {
  submissionId: number;
  header: FieldValues;
  rows: readonly RowRecord[];
  materials: ReadonlyMap<number, MaterialInfo>;
  /** `value` in `unit` as the material's own unit; throws Invalid naming both units. */
  toMaterialUnit(value: Thousandths, unit: string | null, material: MaterialInfo): Thousandths;
}

/** A movement of the submit before the engine adds its source (the submission and row). */
export type PlannedMovement = Omit<Movement, 'source'> & {
  rowId: number | null;
  /** A shipment row's reason to ship a lot past its date (core/holds/check-holds.ts). */
  expiryOverride?: string | null;
};

/**
 * The server half of a kind: which materials its rows may name, and what a submit checks and
 * produces. Pure: it throws Invalid with the screen's message (spec 001 section 5) or answers
 * the movements and trace links (lots named by movement index). Everything else (routes, storage, states) is the engine's.
 */
export interface SubmissionKind {
  spec: SubmissionKindSpec;
  /** Material types a row's material may have, and the message when it has another. */
  rowMaterials: { types: readonly MaterialInfo['materialType'][]; message: string };
  /** Fields naming master data that must exist and belong to the company (404 otherwise). */
  plan(input: SubmitInput): { movements: PlannedMovement[]; links: TraceLink[] };
  /**
   * Its rows receive supplier lots (supplier_id, material_id, supplier_lot_code): a supplier lot
   * received before joins its lot unless the row splits it (supplier-lot-rows.ts, before plan).
   */
  receivesSupplierLots?: boolean;
}
