import { MAX_PAGE_SIZE } from '@bp/shared/contracts/common.ts';
import type { Page } from '@bp/shared/contracts/common.ts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { useEffect } from 'react';
import { api } from '../api-client/api.ts';
import { filterOffline, type Named } from './offline-filter.ts';

/**
 * Master data kept on the device for the pickers (issue 23): the company's materials, suppliers
 * and customers, read when the app starts or the network returns, stored in IndexedDB with when
 * they were read. Without a network a picker searches this copy and says its age. Kept per
 * company: another company's sign-in on the same phone never sees them.
 */
export type SnapshotArea = 'materials' | 'suppliers' | 'customers';

interface Snapshot {
  key: string;
  items: unknown[];
  fetchedAt: number;
}

interface ReferenceDb extends DBSchema {
  snapshots: { key: string; value: Snapshot };
}

let opened: Promise<IDBPDatabase<ReferenceDb>> | null = null;
const db = () =>
  (opened ??= openDB<ReferenceDb>('batchpath-reference', 1, {
    upgrade(database) {
      database.createObjectStore('snapshots', { keyPath: 'key' });
    },
  }));

let company: number | null = null;
const keyOf = (companyId: number, area: SnapshotArea) => `${companyId}:${area}`;

const pages: Record<SnapshotArea, (page: number) => Promise<Page<Named>>> = {
  materials: (page) => api.call('listMaterials', { query: { page, page_size: MAX_PAGE_SIZE } }),
  suppliers: (page) => api.call('listSuppliers', { query: { page, page_size: MAX_PAGE_SIZE } }),
  customers: (page) => api.call('listCustomers', { query: { page, page_size: MAX_PAGE_SIZE } }),
};

const readAll = async (area: SnapshotArea): Promise<Named[]> => {
  const items: Named[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await pages[area](page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
};

const lotsKey = (companyId: number, materialId: number) => `${companyId}:lots:${materialId}`;

/** Keeps a material's open lots as the server just answered them (the lot pickers' offline copy). */
export const keepLots = async (materialId: number, items: readonly unknown[]): Promise<void> => {
  if (company === null) return;
  await (
    await db()
  ).put('snapshots', { key: lotsKey(company, materialId), items: [...items], fetchedAt: Date.now() });
};

/** A material's open lots as last kept, with their age; null when never read on this device. */
export const keptLots = async <T>(
  materialId: number,
): Promise<{ items: T[]; total: number; asOf: number } | null> => {
  if (company === null) return null;
  const snapshot = await (await db()).get('snapshots', lotsKey(company, materialId));
  return snapshot
    ? { items: snapshot.items as T[], total: snapshot.items.length, asOf: snapshot.fetchedAt }
    : null;
};

/** Past this many materials in stock the open lots are kept only as they are looked at. */
const LOTS_PREFETCH_MAX = 100;

/** The open lots of the materials in stock, read a few at a time (a failure keeps the last copy). */
const refreshLots = async () => {
  const stock = await api.call('listInventory', { query: {} });
  const inStock = stock.items.filter((i) => i.quantity_on_hand > 0).slice(0, LOTS_PREFETCH_MAX);
  for (let i = 0; i < inStock.length; i += 4) {
    await Promise.all(
      inStock.slice(i, i + 4).map(async ({ material_id: materialId }) => {
        const lots = await api.call('listFefoLots', { params: { materialId } });
        await keepLots(materialId, lots.items);
      }),
    );
  }
};

/** Reads the company's master data and open lots again and keeps them; a failure keeps the last copy. */
export const refreshSnapshots = async (companyId: number): Promise<void> => {
  company = companyId;
  void refreshLots().catch(() => undefined);
  await Promise.all(
    (Object.keys(pages) as SnapshotArea[]).map(async (area) => {
      try {
        const items = await readAll(area);
        await (await db()).put('snapshots', { key: keyOf(companyId, area), items, fetchedAt: Date.now() });
      } catch {
        // Offline or refused: the picker goes on with the copy it has.
      }
    }),
  );
};

/** The pickers' answer from the kept copy, with its age; null when there is none. */
export const searchSnapshot = async <T>(
  area: SnapshotArea,
  search: string,
  limit: number,
  keep?: (item: T) => boolean,
  /** The company's copy, when the caller knows it before the layout's first refresh has run. */
  companyId: number | null = company,
): Promise<{ items: T[]; total: number; asOf: number } | null> => {
  if (companyId === null) return null;
  const snapshot = await (await db()).get('snapshots', keyOf(companyId, area));
  if (!snapshot) return null;
  // The copy holds what the list route answered for this area: T's records.
  const found = filterOffline(
    snapshot.items as Named[],
    search,
    limit,
    keep as ((item: Named) => boolean) | undefined,
  );
  return { items: found.items as T[], total: found.total, asOf: snapshot.fetchedAt };
};

/**
 * A picker's search: the server's answer when there is a network, the kept copy when there is
 * none (the browser says offline, or the call failed without an answer).
 */
export const withOfflineCopy = async <R extends { items: readonly unknown[]; total: number }>(
  online: () => Promise<R>,
  offline: () => Promise<(Pick<R, 'items' | 'total'> & { asOf: number }) | null>,
): Promise<Pick<R, 'items' | 'total'> & { asOf?: number }> => {
  if (!navigator.onLine) return (await offline()) ?? online();
  try {
    return await online();
  } catch (error) {
    if (error instanceof TypeError) {
      const copy = await offline();
      if (copy) return copy;
    }
    throw error;
  }
};

/**
 * Keeps the copy fresh: read when the signed-in layout mounts (app start, a sign-in) and when
 * the network returns. The pickers answer from the server while online, so nothing else waits on it.
 */
export const useReferenceSnapshots = (companyId: number | null) => {
  useEffect(() => {
    if (companyId === null) return undefined;
    void refreshSnapshots(companyId);
    const online = () => void refreshSnapshots(companyId);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [companyId]);
};
