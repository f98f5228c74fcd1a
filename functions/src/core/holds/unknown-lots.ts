import { unknownLotMessage } from '@bp/shared/contracts/unknown-lots.ts';
import { conflict } from '../errors.ts';
import type { HoldReadPorts } from './ports.ts';

export interface UnknownLotUse {
  materialId: number;
  lotCode: string;
  /** The row said yes to "use it anyway". */
  confirmed: boolean;
}

/**
 * Issue 21 item 6: a lot a production or shipment takes stock from that was never received or
 * produced (no lot has the code, or only a lot of unverified origin) is refused with 409 naming
 * it, unless its row confirms it. The first unconfirmed one is answered, with every unknown lot
 * in `unknown_lots` so a screen can ask once for all of them.
 */
export const refuseUnknownLots = async (
  ports: Pick<HoldReadPorts, 'lotByCode' | 'materialNames'>,
  companyId: number,
  uses: readonly UnknownLotUse[],
): Promise<void> => {
  const unknown: UnknownLotUse[] = [];
  for (const use of uses) {
    const lot = await ports.lotByCode(companyId, use.materialId, use.lotCode);
    if (!lot || lot.origin === 'inconsistent') unknown.push(use);
  }
  const refused = unknown.filter((u) => !u.confirmed);
  if (!refused.length) return;
  const names = await ports.materialNames(companyId, [...new Set(refused.map((u) => u.materialId))]);
  const nameOf = (id: number) => names.get(id) ?? `material ${id}`;
  const first = refused[0] as UnknownLotUse;
  throw conflict(unknownLotMessage(first.lotCode, nameOf(first.materialId)), {
    unknown_lots: refused.map((u) => ({
      material_id: u.materialId,
      material_name: nameOf(u.materialId),
      lot_code: u.lotCode,
    })),
  });
};
