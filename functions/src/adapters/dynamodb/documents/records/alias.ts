import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { AliasEntity, LearnedAlias } from '../../../../core/documents/match/catalog.ts';
import { nameKey } from '../../../../core/documents/match/name-key.ts';

/**
 * A learned alias: a spelling read off a company's paperwork that a user fixed to one of its
 * suppliers, materials or customers. One partition per company; one item per entity and
 * normalised spelling, so learning the same fix again rewrites the same item (idempotent) and
 * a later fix of the same spelling to another record replaces the earlier one.
 */
export const aliasesPartition = (companyId: number): string => `${tenantPrefix(companyId)}NAME_ALIAS`;

export const aliasKey = (companyId: number, entity: AliasEntity, text: string): ItemKey => ({
  pk: aliasesPartition(companyId),
  sk: `ALIAS#${entity}#${nameKey(text)}`,
});

export const aliasItem = (companyId: number, alias: LearnedAlias, learnedAt: string) => ({
  ...aliasKey(companyId, alias.entity, alias.text),
  type: 'name-alias',
  entity: alias.entity,
  text: alias.text,
  record_id: alias.id,
  learned_at: learnedAt,
});

export const toAlias = (item: Record<string, unknown>): LearnedAlias => ({
  entity: item.entity as AliasEntity,
  text: String(item.text),
  id: Number(item.record_id),
});
