import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';

/** A material's stock balance: one item per material, all in the company's stock partition. */
export const stockPartition = (companyId: number): string => `${tenantPrefix(companyId)}STOCK`;

export const balanceKey = (companyId: number, materialId: number): ItemKey => ({
  pk: stockPartition(companyId),
  sk: `M#${padId(materialId)}`,
});
