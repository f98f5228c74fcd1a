import type { LearnedAlias } from '../../../core/documents/match/catalog.ts';
import { nameKey } from '../../../core/documents/match/name-key.ts';
import { put, queryPartition, writeOne } from '../kit/index.ts';
import { aliasesPartition, aliasItem, toAlias } from './records/alias.ts';

/** Remembers a fixed spelling for the company (a plain put: the same fix twice is one item). */
export const learnAlias = async (companyId: number, alias: LearnedAlias, now: string): Promise<void> => {
  if (!nameKey(alias.text)) return;
  await writeOne(put(aliasItem(companyId, alias, now)));
};

export const aliasesOf = async (companyId: number): Promise<LearnedAlias[]> =>
  (await queryPartition({ partition: aliasesPartition(companyId) })).map(toAlias);
