import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import { lotCodeKey } from '../../../../core/inventory/lot-code.ts';
import { type Condition, indexKeys } from '../../kit/index.ts';
import { materialLotsPartition } from './lot.ts';

/** Claims a lower-cased lot code for one lot of a material (also the codes merged into it). */
export const lotAliasKey = (companyId: number, materialId: number, codeKey: string): ItemKey => ({
  pk: materialLotsPartition(companyId, materialId),
  sk: `CODE#${codeKey}`,
});

/** gsi1 of a code claim: every material's lot with this code (tracing by code alone). */
export const lotCodeIndexPartition = (companyId: number, codeKey: string): string =>
  `${tenantPrefix(companyId)}LOTCODE#${codeKey}`;

/**
 * A code a lot had before a rename (issue 21 item 6). Not a claim: a later posting of the code
 * creates a new lot as before; but while no lot claims it, a trace by it finds the renamed lot.
 * Its gsi1 sort key sorts after the claims' (`M#...`) in the code's partition.
 */
export const formerCodeItem = (companyId: number, materialId: number, code: string, lotId: number) => ({
  pk: lotAliasKey(companyId, materialId, lotCodeKey(code)).pk,
  sk: `FORMER#${lotCodeKey(code)}#L#${padId(lotId)}`,
  kind: 'lot-former-code',
  lot_id: lotId,
  material_id: materialId,
  code,
  ...indexKeys(
    'gsi1',
    lotCodeIndexPartition(companyId, lotCodeKey(code)),
    `F#M#${padId(materialId)}#L#${padId(lotId)}`,
  ),
});

/** The code is free, or already claimed by this very lot. */
export const aliasFreeOrOwn = (lotId: number): Condition => ({
  expression: 'attribute_not_exists(pk) OR lot_id = :lot',
  values: { ':lot': lotId },
});

/** Claims a code for a lot: codes are unique per material, and a code leads to its lot. */
export const claimItem = (companyId: number, materialId: number, code: string, lotId: number) => ({
  ...lotAliasKey(companyId, materialId, lotCodeKey(code)),
  kind: 'lot-code',
  lot_id: lotId,
  material_id: materialId,
  code,
  ...indexKeys('gsi1', lotCodeIndexPartition(companyId, lotCodeKey(code)), `M#${padId(materialId)}`),
});
