import type { SubmissionKind } from '../kind.ts';
import { goodsReceiptKind } from './goods-receipt.ts';
import { productionKind } from './production.ts';
import { shipmentKind } from './shipment.ts';

/** Every submission kind; a fourth is one more declaration here (and its contract spec). */
export const submissionKinds: readonly SubmissionKind[] = [goodsReceiptKind, productionKind, shipmentKind];

export { goodsReceiptKind, productionKind, shipmentKind };
