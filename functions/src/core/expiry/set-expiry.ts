import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { conflict, notFound } from '../errors.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { lotView } from '../inventory/views.ts';
import { type Expiry, isExpired } from './expiry.ts';
import type { ExpiryPorts } from './ports.ts';

const ATTEMPTS = 4;

/** Sets the lot's date (or clears it with null), re-reading if another change landed first. */
export const setLotExpiry = async (
  ports: Pick<ExpiryPorts, 'lot' | 'setExpiry' | 'today'>,
  companyId: number,
  materialId: number,
  lotId: number,
  expiry: Expiry | null,
): Promise<MaterialLot> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const lot = await ports.lot(companyId, materialId, lotId);
    if (!lot) throw notFound(lotMessages.notFound);
    if (lot.mergedInto !== null) throw conflict(lotMessages.alreadyMerged);
    // A date already past refuses the lot to postings checked before it: they check again.
    if ((await ports.setExpiry(companyId, lot, expiry, isExpired(expiry, ports.today()))) === 'done') {
      const updated: LotRecord = { ...lot, expiry };
      return lotView(updated);
    }
  }
  throw conflict('The lot changed while its date was being set; try again');
};

/**
 * Gives a new lot its default date (receipt date + shelf life, or the earliest of a made lot's
 * inputs) unless it has one: a lot keeps a date set by hand or by an earlier document.
 */
export const defaultExpiry = async (
  ports: Pick<ExpiryPorts, 'setExpiry'>,
  companyId: number,
  lot: LotRecord,
  expiry: Expiry | null,
): Promise<void> => {
  if (!expiry || lot.expiry) return;
  await ports.setExpiry(companyId, lot, expiry);
};
