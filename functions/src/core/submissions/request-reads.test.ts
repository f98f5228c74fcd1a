import { describe, expect, it } from 'vitest';
import type { LotRecord } from '../inventory/lot.ts';
import type { MasterIds, SubmissionPorts } from './ports.ts';
import type { MaterialInfo } from './records.ts';
import { postedLots, submitReads } from './request-reads.ts';

const material = (id: number): MaterialInfo => ({
  id,
  name: `M${id}`,
  traceable: true,
  materialType: 'ingredient',
  unit: 'kg',
  shelfLifeDays: null,
});

/** Ports that count their reads; material 9 does not exist. */
const counted = () => {
  const reads: string[] = [];
  const ports = {
    materials: async (_c: number, ids: readonly number[]) => {
      reads.push(`materials ${[...ids].join(',')}`);
      return new Map(ids.filter((id) => id !== 9).map((id) => [id, material(id)]));
    },
    supplierName: async (_c: number, id: number) => {
      reads.push(`supplier ${id}`);
      return id === 9 ? null : `S${id}`;
    },
    customerName: async () => null,
    masters: async (_c: number, ids: MasterIds) => {
      reads.push(
        `masters ${ids.materials.join(',')} / ${ids.suppliers.join(',')} / ${ids.customers.join(',')}`,
      );
      return {
        materials: new Map(ids.materials.filter((id) => id !== 9).map((id) => [id, material(id)])),
        suppliers: new Map(ids.suppliers.filter((id) => id !== 9).map((id) => [id, `S${id}`])),
        customers: new Map(ids.customers.filter((id) => id !== 9).map((id) => [id, `C${id}`])),
      };
    },
    holds: { materialNames: async () => new Map() },
  } as unknown as SubmissionPorts;
  return { reads, ports };
};

describe('submitReads', () => {
  it('reads each material and supplier once, reads in flight shared, missing ones still missing', async () => {
    const { reads, ports } = counted();
    const once = submitReads(ports);
    const [first, second] = await Promise.all([once.materials(1, [1, 2, 9]), once.materials(1, [2, 1])]);
    expect([...first.keys()]).toEqual([1, 2]);
    expect([...second.keys()]).toEqual([2, 1]);
    expect((await once.materials(1, [3, 1])).get(3)?.name).toBe('M3');
    expect(
      await Promise.all([once.supplierName(1, 4), once.supplierName(1, 4), once.supplierName(1, 9)]),
    ).toEqual(['S4', 'S4', null]);
    expect(await once.holds.materialNames(1, [1, 3])).toEqual(
      new Map([
        [1, 'M1'],
        [3, 'M3'],
      ]),
    );
    expect(reads).toEqual(['materials 1,2,9', 'materials 3', 'supplier 4', 'supplier 9']);
  });

  it('reads the materials, suppliers and customers a body names in one read, which the single reads then answer', async () => {
    const { reads, ports } = counted();
    const once = submitReads(ports);
    const first = await once.masters(1, { materials: [1, 9, 1], suppliers: [4, 9], customers: [6] });
    expect([...first.materials.keys()]).toEqual([1]);
    expect(first.suppliers).toEqual(new Map([[4, 'S4']]));
    expect(first.customers).toEqual(new Map([[6, 'C6']]));
    // The rows' refs resolve from that read: nothing read again, missing ones still missing.
    expect((await once.materials(1, [1, 9])).has(9)).toBe(false);
    expect(await Promise.all([once.supplierName(1, 4), once.supplierName(1, 9)])).toEqual(['S4', null]);
    expect(await once.customerName(1, 6)).toBe('C6');
    // Only what was not read before is read.
    await once.masters(1, { materials: [1, 2], suppliers: [4], customers: [] });
    expect(reads).toEqual(['masters 1,9 / 4,9 / 6', 'masters 2 /  / ']);
  });

  it("reads the body's master records with the submission the first time, then answers from that read", async () => {
    const { reads, ports } = counted();
    const withFirst = {
      ...ports,
      getWithEpoch: async (_c: number, _k: string, _id: number, ids?: MasterIds) => {
        reads.push(`first ${ids ? ids.materials.join(',') : 'alone'}`);
        return {
          submission: null,
          epoch: 3,
          ...(ids ? { masters: await ports.masters(1, ids) } : {}),
        };
      },
    } as unknown as SubmissionPorts;
    const once = submitReads(withFirst);
    const ids = { materials: [1, 9], suppliers: [4], customers: [] };
    expect((await once.getWithEpoch(1, 'goods_receipt', 5, ids)).epoch).toBe(3);
    expect([...(await once.masters(1, ids)).materials.keys()]).toEqual([1]);
    expect(await once.supplierName(1, 4)).toBe('S4');
    // A second read of the submission (a freeze that lost a race) reads no master record again.
    await once.getWithEpoch(1, 'goods_receipt', 5, ids);
    expect(reads).toEqual(['first 1,9', 'masters 1,9 / 4 / ', 'first alone']);
  });

  it('passes a failed read on to every request that shares it', async () => {
    const failing = {
      ...counted().ports,
      materials: async () => {
        throw new Error('table stalled');
      },
    } as SubmissionPorts;
    const once = submitReads(failing);
    await expect(Promise.all([once.materials(1, [1]), once.materials(1, [1])])).rejects.toThrow(
      'table stalled',
    );
  });
});

describe('postedLots', () => {
  const lot = (id: number, code: string) =>
    ({ id, materialId: 5, lotCode: code, origin: 'inconsistent' }) as LotRecord;

  it('answers the lots the posting resolved without a read (any spelling of the code), reads others once', async () => {
    const reads: string[] = [];
    const byCode = postedLots(
      async (_c, materialId, code) => {
        reads.push(`${materialId}/${code}`);
        return lot(99, code);
      },
      1,
      new Map([['5|fl-1', { lotId: 7, lotCode: 'FL-1', lot: lot(7, 'FL-1') }]]),
    );
    expect((await byCode(1, 5, 'fl-1'))?.id).toBe(7);
    expect((await byCode(1, 5, 'FL-1'))?.id).toBe(7);
    expect((await byCode(1, 5, 'OTHER'))?.id).toBe(99);
    expect((await byCode(1, 5, 'other'))?.id).toBe(99);
    expect(reads).toEqual(['5/OTHER']);
  });
});
