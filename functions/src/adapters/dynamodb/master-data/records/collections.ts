import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import { indexKeys, tenantCounter } from '../../kit/index.ts';

/**
 * The named master-data collections (materials, suppliers, customers): one partition per
 * collection, `C#<company>#<ENTITY>` / `<ENTITY>#<padded id>`, ids from the company's counter of
 * the same name, and for materials and customers a "recently changed" list in gsi2.
 */
export const ENTITY = {
  material: 'MATERIAL',
  supplier: 'SUPPLIER',
  customer: 'CUSTOMER',
} as const;
export type EntityName = (typeof ENTITY)[keyof typeof ENTITY];

export const collectionPartition = (companyId: number, entity: EntityName): string =>
  `${tenantPrefix(companyId)}${entity}`;

export const entityKey = (companyId: number, entity: EntityName, id: number): ItemKey => ({
  pk: collectionPartition(companyId, entity),
  sk: `${entity}#${padId(id)}`,
});

export const entityCounter = (companyId: number, entity: EntityName): ItemKey =>
  tenantCounter(companyId, entity);

/** Most recently created or updated first (gsi2, sort key `<updated_at>#<padded id>`). */
export const recentList = (companyId: number, entity: EntityName) =>
  ({ index: 'gsi2', partition: `${tenantPrefix(companyId)}${entity}#RECENT` }) as const;

export const recentKeys = (companyId: number, entity: EntityName, id: number, updatedAt: string) =>
  indexKeys('gsi2', recentList(companyId, entity).partition, `${updatedAt}#${padId(id)}`);

/** A stored record with its revision (`rev`, bumped by every write: the optimistic lock of updates). */
export interface Stored<T> {
  record: T;
  rev: number;
}

export const revOf = (item: Record<string, unknown>): number => (typeof item.rev === 'number' ? item.rev : 0);
