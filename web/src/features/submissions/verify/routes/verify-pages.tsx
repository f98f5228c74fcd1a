import { VerifyScreen } from '../components/verify-screen.tsx';

/** /receive/transcribed/:submissionId */
export function VerifyGoodsReceiptPage() {
  return <VerifyScreen key="goods_receipt" kindName="goods_receipt" />;
}

/** /production/transcribed/:submissionId */
export function VerifyProductionPage() {
  return <VerifyScreen key="production" kindName="production" />;
}

/** /shipments/transcribed/:submissionId */
export function VerifyShipmentPage() {
  return <VerifyScreen key="shipment" kindName="shipment" />;
}
