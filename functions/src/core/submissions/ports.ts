import type { CustomUnitDefinition } from '@bp/shared/quantity/units.ts';
import type { LearnedAlias } from '../documents/match/catalog.ts';
import type { InventoryPorts } from '../inventory/ports.ts';
import type { FilePin, KindName, MaterialInfo, RowRecord, SubmissionRecord } from './records.ts';

/**
 * What the submission engine needs from storage (adapters/dynamodb/submissions). Every write of
 * a draft holds on condition that the submission is not verified (a Conflict otherwise), so a
 * submit racing an edit cannot leave a verified submission with changed rows.
 */
export interface SubmissionPorts {
  create(companyId: number, record: Omit<SubmissionRecord, 'id'>): Promise<SubmissionRecord>;
  get(companyId: number, kind: KindName, id: number): Promise<SubmissionRecord | null>;
  list(companyId: number, kind: KindName): Promise<SubmissionRecord[]>;
  /** Replaces the header and flags; refused (`verifiedError`) when the stored one is verified. */
  save(companyId: number, record: SubmissionRecord, verifiedError: Error): Promise<void>;
  rows(companyId: number, kind: KindName, submissionId: number): Promise<RowRecord[]>;
  row(companyId: number, kind: KindName, rowId: number): Promise<RowRecord | null>;
  newRowIds(companyId: number, count: number): Promise<number>;
  /** Writes rows (new or changed) and deletes others, with the submission's not-verified guard. */
  writeRows(
    companyId: number,
    kind: KindName,
    submissionId: number,
    change: { put: RowRecord[]; remove: RowRecord[] },
    verifiedError: Error,
  ): Promise<void>;
  materials(companyId: number, ids: readonly number[]): Promise<Map<number, MaterialInfo>>;
  supplierName(companyId: number, id: number): Promise<string | null>;
  customerName(companyId: number, id: number): Promise<string | null>;
  customUnits(companyId: number): Promise<CustomUnitDefinition[]>;
  /** Remembers a spelling fixed on review for the company's next documents (idempotent). */
  learnAlias(companyId: number, alias: LearnedAlias): Promise<void>;
  /**
   * Flips the submission to verified (condition: not verified yet); its posting wrote the stock
   * and the trace links. 'done', or 'already' when another submit flipped it first.
   */
  complete(companyId: number, submission: SubmissionRecord, submittedAt: string): Promise<'done' | 'already'>;
  /**
   * A short-lived link that downloads the original under its name: the pinned version when the
   * pipeline read it (null when missing; 'replaced' when the object is no longer that version
   * and the store keeps no versions to serve it from).
   */
  original(
    key: string,
    pin: FilePin | null,
    filename: string,
  ): Promise<{ url: string; expiresIn: number } | 'replaced' | null>;
  inventory: Pick<InventoryPorts, 'post' | 'postedBy' | 'lotByCode' | 'now'>;
}
