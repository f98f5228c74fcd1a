import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { Condition } from '../../kit/index.ts';
import { materialLotsPartition } from './lot.ts';

/** Claims a lower-cased lot code for one lot of a material (also the codes merged into it). */
export const lotAliasKey = (companyId: number, materialId: number, codeKey: string): ItemKey => ({
  pk: materialLotsPartition(companyId, materialId),
  sk: `CODE#${codeKey}`,
});

/** gsi1 of a code claim: every material's lot with this code (tracing by code alone). */
export const lotCodeIndexPartition = (companyId: number, codeKey: string): string =>
  `${tenantPrefix(companyId)}LOTCODE#${codeKey}`;

/** The code is free, or already claimed by this very lot. */
export const aliasFreeOrOwn = (lotId: number): Condition => ({
  expression: 'attribute_not_exists(pk) OR lot_id = :lot',
  values: { ':lot': lotId },
});
