import { paginate } from '@bp/shared/contracts/common.ts';
import { notFound } from '../errors.ts';
import { type NamedEntry, selectNamed } from './search-entries.ts';

/** A named master-data record with timestamps (a supplier, a customer). */
export interface NamedRecord {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

/**
 * What the suppliers' and customers' use cases need: they are the same collection with other
 * fields, so one set of use cases serves both.
 */
export interface NamedRecordPorts<R extends NamedRecord> {
  entries(companyId: number): Promise<readonly NamedEntry[]>;
  getMany(companyId: number, ids: readonly number[]): Promise<R[]>;
  get(companyId: number, id: number): Promise<R | null>;
  newId(companyId: number): Promise<number>;
  /** 409 when the name is taken. */
  insert(companyId: number, record: R): Promise<R>;
  /** 404 when absent, 409 when the new name is taken. */
  update(companyId: number, id: number, change: (current: R) => R): Promise<R>;
  now(): string;
  notFoundMessage: string;
}

type Values<R extends NamedRecord> = Omit<R, 'id' | 'created_at' | 'updated_at'>;

/** Searches the digest, then fetches only the page's records. */
export const listNamed = async <R extends NamedRecord>(
  ports: NamedRecordPorts<R>,
  companyId: number,
  query: { search?: string; page?: number; page_size?: number },
): Promise<{ items: R[]; total: number }> => {
  const page = paginate(
    selectNamed(await ports.entries(companyId), query.search),
    query.page,
    query.page_size,
  );
  const items = await ports.getMany(
    companyId,
    page.items.map((e) => e.id),
  );
  return { items, total: page.total };
};

/** Every record the search matches, in list order (the CSV export). */
export const exportNamed = async <R extends NamedRecord>(
  ports: NamedRecordPorts<R>,
  companyId: number,
  search?: string,
): Promise<R[]> =>
  ports.getMany(
    companyId,
    selectNamed(await ports.entries(companyId), search).map((e) => e.id),
  );

export const getNamed = async <R extends NamedRecord>(
  ports: NamedRecordPorts<R>,
  companyId: number,
  id: number,
): Promise<R> => {
  const record = await ports.get(companyId, id);
  if (!record) throw notFound(ports.notFoundMessage);
  return record;
};

export const createNamed = async <R extends NamedRecord>(
  ports: NamedRecordPorts<R>,
  companyId: number,
  values: Values<R>,
): Promise<R> => {
  const now = ports.now();
  const id = await ports.newId(companyId);
  return ports.insert(companyId, { ...values, id, created_at: now, updated_at: now } as R);
};

export const updateNamed = <R extends NamedRecord>(
  ports: NamedRecordPorts<R>,
  companyId: number,
  id: number,
  values: Partial<Values<R>>,
): Promise<R> => {
  const now = ports.now();
  return ports.update(companyId, id, (current) => ({ ...current, ...values, updated_at: now }));
};
