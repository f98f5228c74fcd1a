import type { ItemKey } from '@bp/shared/table/schema.ts';

/** How many administrators exist, kept in the same transaction as every grant, revoke and delete. */
export const adminCountKey: ItemKey = { pk: 'COUNTER', sk: 'ADMINS' };
export const ADMIN_COUNT = 'admin_count';

export const adminCountItem = (count: number) => ({
  ...adminCountKey,
  type: 'counter',
  [ADMIN_COUNT]: count,
});

export const adminCountOf = (item: Record<string, unknown> | null): number | null => {
  const value = item?.[ADMIN_COUNT];
  return typeof value === 'number' ? value : null;
};
