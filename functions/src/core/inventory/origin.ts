import type { LedgerType, LotOrigin } from './posting.ts';

/**
 * The origin a lot gets when a posting first names it: a receipt or a production output makes
 * the lot; a usage, a shipment or an adjustment of a code never received or produced means the
 * paperwork and the stock disagree, and the lot is marked inconsistent so the screens show it.
 */
export const originOf = (type: LedgerType): LotOrigin =>
  type === 'goods_receipt'
    ? 'goods_receipt'
    : type === 'production_output'
      ? 'production_output'
      : 'inconsistent';
