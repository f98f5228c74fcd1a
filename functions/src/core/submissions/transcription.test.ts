import { describe, expect, it } from 'vitest';
import type { DraftSubmission } from '../documents/draft-submission.ts';
import { goodsReceiptKind } from './kinds/goods-receipt.ts';
import type { MasterIds, SubmissionPorts } from './ports.ts';
import type { MaterialInfo, RowRecord, SubmissionRecord } from './records.ts';
import { saveTranscription, type TranscriptionPorts } from './transcription.ts';

const material = (id: number, name: string): MaterialInfo => ({
  id,
  name,
  traceable: true,
  materialType: 'ingredient',
  unit: 'kg',
  shelfLifeDays: null,
});
const MATERIALS = new Map([
  [11, material(11, 'Wheat Flour')],
  [12, material(12, 'Cane Sugar')],
]);
const SUPPLIERS = new Map([[21, 'Valley Mills']]);

/** A pending upload's submission and ports that keep what is written and count each read. */
const pipelineStore = (options: { claim?: boolean; mastersFail?: boolean } = {}) => {
  const reads: string[] = [];
  const written: RowRecord[][] = [];
  let submission: SubmissionRecord = {
    id: 7,
    kind: 'goods_receipt',
    submissionType: 'transcription',
    status: 'pending',
    archived: false,
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    submittedAt: null,
    fileKey: 'uploads/3/goods_receipt/7/page.jpg',
    filename: 'page.jpg',
    failureReason: null,
    header: {},
    revision: 1,
    frozen: null,
  };
  const ports = {
    get: async () => submission,
    rows: async () => [],
    newRowIds: async (_c: number, count: number) => {
      reads.push(`row ids ${count}`);
      return 100;
    },
    writeRows: async (_c: number, _k: string, _id: number, change: { put: RowRecord[] }) => {
      written.push(change.put);
      submission = { ...submission, revision: submission.revision + 1 };
      return 'done';
    },
    save: async (_c: number, record: SubmissionRecord) => {
      submission = { ...record, revision: record.revision + 1 };
      return 'done';
    },
    materials: async (_c: number, ids: readonly number[]) => {
      reads.push(`materials ${ids.join(',')}`);
      return new Map(ids.flatMap((id) => (MATERIALS.has(id) ? [[id, MATERIALS.get(id)!] as const] : [])));
    },
    supplierName: async (_c: number, id: number) => {
      reads.push(`supplier ${id}`);
      return SUPPLIERS.get(id) ?? null;
    },
    customerName: async () => null,
    masters: async (_c: number, ids: MasterIds) => {
      reads.push(`masters ${ids.materials.join(',')} / ${ids.suppliers.join(',')}`);
      if (options.mastersFail)
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
          name: 'ProvisionedThroughputExceededException',
        });
      return {
        materials: new Map(ids.materials.map((id) => [id, MATERIALS.get(id)!])),
        suppliers: new Map(ids.suppliers.map((id) => [id, SUPPLIERS.get(id)!])),
        customers: new Map(),
      };
    },
    inventory: { now: () => '2026-11-29T10:00:02.000Z' },
  } as unknown as SubmissionPorts;
  const transcription: TranscriptionPorts = {
    claim: async () => {
      reads.push('claim');
      return options.claim ?? true;
    },
    markFailed: async () => true,
    pin: async () => null,
  };
  const ctx = { ports, transcription, kind: goodsReceiptKind, companyId: 3 };
  return { ctx, reads, written, current: () => submission };
};

/** A receiving log's matched draft: three rows of two materials from one supplier. */
const draft: DraftSubmission = {
  kind: 'goods_receipt',
  header: { receipt_date: '2026-11-20', confidence: { receipt_date: 0.7 } },
  rows: [
    {
      material_id: 11,
      material_name: 'Wheat Flour',
      supplier_id: 21,
      lot_code: 'RM-24355',
      quantity: 40,
      unit: 'kg',
    },
    {
      material_id: 12,
      material_name: 'Cane Sugr',
      supplier_id: 21,
      lot_code: 'RM-24356',
      quantity: 25,
      unit: 'kg',
    },
    {
      material_id: 11,
      material_name: 'Wheat Flour',
      supplier_id: 21,
      lot_code: 'RM-24357',
      quantity: 10,
      unit: 'kg',
    },
  ],
};

describe('saveTranscription', () => {
  it("reads the draft's materials and supplier once, beside the claim, and saves every row by name", async () => {
    const store = pipelineStore();
    expect(await saveTranscription(store.ctx, 7, draft, 'exec-1')).toBe('saved');
    // One BatchGet for every row's refs; no read a row, no read before the claim.
    expect(store.reads.filter((r) => !r.startsWith('claim') && !r.startsWith('row ids'))).toEqual([
      'masters 11,12 / 21',
    ]);
    const [rows] = store.written;
    expect(rows!.map((r) => [r.id, r.rowIndex, r.fields.material_name, r.fields.supplier_name])).toEqual([
      [100, 1, 'Wheat Flour', 'Valley Mills'],
      [101, 2, 'Cane Sugar', 'Valley Mills'],
      [102, 3, 'Wheat Flour', 'Valley Mills'],
    ]);
    expect(store.current().status).toBe('transcribed');
    expect(store.current().headerConfidence).toEqual({ receipt_date: 0.7 });
  });

  it('saves nothing when another execution holds the claim', async () => {
    const store = pipelineStore({ claim: false });
    expect(await saveTranscription(store.ctx, 7, draft, 'exec-2')).toBe('skipped');
    expect(store.written).toEqual([]);
    expect(store.current().status).toBe('pending');
  });

  it('fails the step, rows unwritten, when the read of the names is throttled (the state machine tries again)', async () => {
    const store = pipelineStore({ mastersFail: true });
    await expect(saveTranscription(store.ctx, 7, draft, 'exec-3')).rejects.toThrow(/throughput/);
    expect(store.written).toEqual([]);
    expect(store.current().status).toBe('pending');
  });

  it('saves a draft with no rows and no names without reading any', async () => {
    const store = pipelineStore();
    const empty: DraftSubmission = {
      kind: 'goods_receipt',
      header: { receipt_date: '2026-11-20' },
      rows: [],
    };
    expect(await saveTranscription(store.ctx, 7, empty, 'exec-4')).toBe('saved');
    expect(store.reads).toEqual(['claim']);
    expect(store.current().header.receipt_date).toBe('2026-11-20');
  });
});
