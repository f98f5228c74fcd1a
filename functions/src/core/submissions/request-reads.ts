import type { LotRecord } from '../inventory/lot.ts';
import { lotRefKey } from '../inventory/plan-posting.ts';
import type { ResolvedLot } from '../inventory/posting.ts';
import type { Masters, MasterIds, SubmissionPorts } from './ports.ts';
import type { MaterialInfo } from './records.ts';

/**
 * The submission ports with the master data a submit reads (materials, supplier and customer
 * names) read once per submit: the rows' refs, the plan and the default dates used to read the
 * same materials three times, and each row its supplier again. Reads in flight are shared, so
 * rows resolved at once still read each record once; the materials the rows name are read in one
 * BatchGet first (`materials` with all their ids), and the hold check's material names come from
 * them too; the suppliers and customers the body names are read in that same BatchGet
 * (`masters`). Master data only: stock, lots, holds and the submission itself are read fresh
 * wherever a decision rests on them.
 */
export const submitReads = (ports: SubmissionPorts): SubmissionPorts => {
  const materials = new Map<string, Promise<MaterialInfo | undefined>>();
  const names = new Map<string, Promise<string | null>>();
  const named = (key: string, read: () => Promise<string | null>) => {
    let found = names.get(key);
    if (!found) names.set(key, (found = read()));
    return found;
  };
  const materialsOnce: SubmissionPorts['materials'] = async (companyId, ids) => {
    const keyOf = (id: number) => `${companyId}:${id}`;
    const missing = [...new Set(ids)].filter((id) => !materials.has(keyOf(id)));
    if (missing.length) {
      const batch = ports.materials(companyId, missing);
      for (const id of missing)
        materials.set(
          keyOf(id),
          batch.then((found) => found.get(id)),
        );
    }
    const found = await Promise.all(ids.map(async (id) => [id, await materials.get(keyOf(id))] as const));
    return new Map(found.filter((pair): pair is [number, MaterialInfo] => pair[1] !== undefined));
  };
  /**
   * Reads the ids not read yet with `read`, whose answer then answers each of them (missing ones
   * as missing). A failed read fails whoever asks for them, and no one else.
   */
  const readAhead = (
    companyId: number,
    ids: MasterIds,
    read: (wanted: MasterIds) => Promise<Masters | undefined>,
  ) => {
    const fresh = (list: readonly number[], seen: (id: number) => boolean) =>
      [...new Set(list)].filter((id) => !seen(id));
    const wanted = {
      materials: fresh(ids.materials, (id) => materials.has(`${companyId}:${id}`)),
      suppliers: fresh(ids.suppliers, (id) => names.has(`s:${companyId}:${id}`)),
      customers: fresh(ids.customers, (id) => names.has(`c:${companyId}:${id}`)),
    };
    if (wanted.materials.length + wanted.suppliers.length + wanted.customers.length === 0) return;
    const answer = read(wanted);
    const kept = <T>(map: Map<string, Promise<T>>, key: string, value: Promise<T>) => {
      value.catch(() => undefined);
      map.set(key, value);
    };
    for (const id of wanted.materials)
      kept(
        materials,
        `${companyId}:${id}`,
        answer.then((m) => m?.materials.get(id)),
      );
    for (const id of wanted.suppliers)
      kept(
        names,
        `s:${companyId}:${id}`,
        answer.then((m) => m?.suppliers.get(id) ?? null),
      );
    for (const id of wanted.customers)
      kept(
        names,
        `c:${companyId}:${id}`,
        answer.then((m) => m?.customers.get(id) ?? null),
      );
  };
  /** What the body names, in one read: each record then answers from it (missing: as missing). */
  const mastersOnce: SubmissionPorts['masters'] = async (companyId, ids) => {
    readAhead(companyId, ids, (wanted) => ports.masters(companyId, wanted));
    const [found, suppliers, customers] = await Promise.all([
      materialsOnce(companyId, ids.materials),
      Promise.all(ids.suppliers.map(async (id) => [id, await names.get(`s:${companyId}:${id}`)] as const)),
      Promise.all(ids.customers.map(async (id) => [id, await names.get(`c:${companyId}:${id}`)] as const)),
    ]);
    const known = (pairs: readonly (readonly [number, string | null | undefined])[]) =>
      new Map(pairs.filter((p): p is readonly [number, string] => typeof p[1] === 'string'));
    return { materials: found, suppliers: known(suppliers), customers: known(customers) };
  };
  /** The submit's first read, with the master records it names when not read yet. */
  const getWithEpochOnce: SubmissionPorts['getWithEpoch'] = (companyId, kind, id, ids) => {
    let first: ReturnType<SubmissionPorts['getWithEpoch']> | undefined;
    if (ids)
      readAhead(companyId, ids, (wanted) => {
        first = ports.getWithEpoch(companyId, kind, id, wanted);
        return first.then((read) => read.masters);
      });
    return first ?? ports.getWithEpoch(companyId, kind, id);
  };
  return {
    ...ports,
    materials: materialsOnce,
    masters: mastersOnce,
    getWithEpoch: getWithEpochOnce,
    holds: {
      ...ports.holds,
      materialNames: async (companyId, ids) =>
        new Map([...(await materialsOnce(companyId, ids))].map(([id, m]) => [id, m.name])),
    },
    supplierName: (companyId, id) => named(`s:${companyId}:${id}`, () => ports.supplierName(companyId, id)),
    customerName: (companyId, id) => named(`c:${companyId}:${id}`, () => ports.customerName(companyId, id)),
  };
};

/**
 * The lot-by-code read of what runs after a posting (the default dates, the answer's inconsistent
 * lots), which both ask for the lots the posting used: those this run resolved (`resolved`, read
 * consistently right before its transaction) answer from there, as the origin and the dates they
 * need are not the posting's to change (a date set meanwhile makes the default date's
 * conditional write refuse, as before); any other is read once. Not for quantities.
 */
export const postedLots = (
  lotByCode: (companyId: number, materialId: number, code: string) => Promise<LotRecord | null>,
  companyId: number,
  resolved: ReadonlyMap<string, ResolvedLot> | undefined,
) => {
  const lots = new Map<string, Promise<LotRecord | null>>();
  for (const [key, r] of resolved ?? []) if (r.lot) lots.set(`${companyId}:${key}`, Promise.resolve(r.lot));
  return (company: number, materialId: number, code: string) => {
    const key = `${company}:${lotRefKey(materialId, code)}`;
    let found = lots.get(key);
    if (!found) lots.set(key, (found = lotByCode(company, materialId, code)));
    return found;
  };
};
