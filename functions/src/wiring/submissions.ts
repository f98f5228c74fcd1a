import { expiryPorts } from './expiry.ts';
import { holdReadPorts } from './holds.ts';
import { learnAlias } from '../adapters/dynamodb/documents/aliases-repo.ts';
import { postingCommitPort } from '../adapters/dynamodb/inventory/write-posting.ts';
import { flipToVerified } from '../adapters/dynamodb/submissions/complete-submit.ts';
import {
  freezeSubmission,
  keepSubmitAnswer,
  submitKeyOf,
} from '../adapters/dynamodb/submissions/submit-key-items.ts';
import { unfreezeSubmission } from '../adapters/dynamodb/submissions/unfreeze-submit.ts';
import {
  getRow,
  newRowIds,
  rowsOf,
  syncFrozenRows,
  writeRows,
} from '../adapters/dynamodb/submissions/row-items.ts';
import {
  createSubmission,
  createdFor,
  frozenSubmissions,
  getSubmission,
  getSubmissionWithEpoch,
  listSubmissions,
  sameContentSubmissions,
  saveSubmission,
  waitingUploads,
} from '../adapters/dynamodb/submissions/submission-items.ts';
import {
  classCounts,
  classPage,
  sameFileSubmissions,
} from '../adapters/dynamodb/submissions/submission-lists.ts';
import { customerSpec, getCustomer } from '../adapters/dynamodb/master-data/customers-repo.ts';
import { getRecordGroups, type RecordGroup } from '../adapters/dynamodb/master-data/entity-store.ts';
import { getMaterials, materialSpec } from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getSupplier, supplierSpec } from '../adapters/dynamodb/master-data/suppliers-repo.ts';
import { originalLink } from '../adapters/s3/original-link.ts';
export { uploadStore } from '../adapters/s3/upload-store.ts';
import { commitPosting } from '../core/inventory/commit-posting.ts';
import type { Masters, MasterIds, SubmissionPorts } from '../core/submissions/ports.ts';
import type { MaterialInfo } from '../core/submissions/records.ts';
import type { MaterialRecord } from '../core/master-data/records.ts';
import { inventoryPorts } from './inventory.ts';

const materialInfo = (m: MaterialRecord): MaterialInfo => ({
  id: m.id,
  name: m.name,
  traceable: m.traceable,
  materialType: m.material_type,
  unit: m.unit_of_measure,
  shelfLifeDays: m.shelf_life_days ?? null,
});

/** A request's master ids as the three groups of one batched read. */
const masterGroups = (ids: MasterIds): RecordGroup[] => [
  { spec: materialSpec, ids: [...new Set(ids.materials)] },
  { spec: supplierSpec, ids: [...new Set(ids.suppliers)] },
  { spec: customerSpec, ids: [...new Set(ids.customers)] },
];

/** The three groups' records as the engine takes them. */
const mastersOf = ([materials = [], suppliers = [], customers = []]: readonly {
  id: number;
  name: string;
}[][]): Masters => {
  const named = (records: readonly { id: number; name: string }[]) =>
    new Map(records.map((r) => [r.id, r.name]));
  return {
    materials: new Map(materials.map((m) => [m.id, materialInfo(m as MaterialRecord)])),
    suppliers: named(suppliers),
    customers: named(customers),
  };
};

/** The submission engine's use cases (all three kinds) run over these repositories. */
export const submissionPorts: SubmissionPorts = {
  create: createSubmission,
  createdFor,
  get: getSubmission,
  getWithEpoch: async (companyId, kind, id, ids) => {
    if (!ids) return getSubmissionWithEpoch(companyId, kind, id);
    const read = await getSubmissionWithEpoch(companyId, kind, id, masterGroups(ids));
    return { ...read, masters: mastersOf(read.records) };
  },
  list: listSubmissions,
  classCounts: (companyId, kind) => classCounts(companyId, kind, inventoryPorts.now()),
  classPage,
  sameFile: (companyId, kind, sha256) => sameFileSubmissions(companyId, kind, sha256, inventoryPorts.now()),
  sameContent: sameContentSubmissions,
  save: saveSubmission,
  freeze: freezeSubmission,
  submitKeyOf,
  keepSubmitAnswer,
  rows: rowsOf,
  row: getRow,
  newRowIds,
  writeRows,
  syncFrozenRows,
  // A submit decides on these (a material or party made a moment ago, a unit to convert into):
  // read consistently, as AWS's default read may answer from before that write.
  materials: async (companyId, ids) =>
    new Map((await getMaterials(companyId, [...new Set(ids)], true)).map((m) => [m.id, materialInfo(m)])),
  masters: async (companyId, ids) => mastersOf(await getRecordGroups(companyId, masterGroups(ids))),
  supplierName: async (companyId, id) => (await getSupplier(companyId, id, true))?.name ?? null,
  customerName: async (companyId, id) => (await getCustomer(companyId, id, true))?.name ?? null,
  // Custom units carry no definition yet (spec 000 gives them none): only the same unit converts.
  customUnits: async () => [],
  learnAlias: (companyId, alias) => learnAlias(companyId, alias, inventoryPorts.now()),
  postFrozen: async (companyId, submission, refusal, guard, fresh, claimed) => {
    const { posting } = submission.frozen;
    const port = postingCommitPort(flipToVerified(companyId, submission, posting.submittedAt, refusal));
    return (await commitPosting(port, companyId, posting, guard, fresh, claimed)).lots;
  },
  unfreeze: unfreezeSubmission,
  frozenSince: frozenSubmissions,
  waitingUploads,
  original: originalLink,
  inventory: inventoryPorts,
  holds: holdReadPorts,
  expiry: expiryPorts,
};
