import type { LotClaims } from '../../../core/inventory/commit-posting-port.ts';
import { cleanLotCode, lotCodeKey } from '../../../core/inventory/lot-code.ts';
import { lotRefKey, postingId } from '../../../core/inventory/plan-posting.ts';
import type { MaterialRecord } from '../../../core/master-data/records.ts';
import { batchGetGroups } from '../kit/index.ts';
import { materialSpec } from '../master-data/materials-repo.ts';
import { entityKey } from '../master-data/records/collections.ts';
import { lotAliasKey } from './records/lot-alias.ts';
import { postingHeaderKey } from './records/posting.ts';

/**
 * An adjustment's first read, one consistent BatchGetItem: the material, whether its posting
 * (`postingKey`) has a header already (a replay) and the code's lot claim. The posting then
 * reads neither again (core/inventory/commit-posting.ts: `fresh` when no header was found, the
 * claim as `claimed`); a header found after all refuses the posting's first transaction, which
 * then replays as before.
 */
export const adjustReads = async (
  companyId: number,
  materialId: number,
  postingKey: string,
  lotCode: string | null,
): Promise<{ material: MaterialRecord | null; posted: boolean; claimed: LotClaims }> => {
  const code = lotCode === null ? '' : cleanLotCode(lotCode);
  const [material = [], header = [], claim = []] = await batchGetGroups([
    [entityKey(companyId, materialSpec.entity, materialId)],
    [postingHeaderKey(companyId, postingId(postingKey))],
    code === '' ? [] : [lotAliasKey(companyId, materialId, lotCodeKey(code))],
  ]);
  const found = material[0] ? materialSpec.parse(material[0]).record : null;
  const claimed: LotClaims =
    code === ''
      ? new Map()
      : new Map([[lotRefKey(materialId, code), claim[0] ? { lotId: Number(claim[0].lot_id) } : null]]);
  return { material: found, posted: header.length > 0, claimed };
};
