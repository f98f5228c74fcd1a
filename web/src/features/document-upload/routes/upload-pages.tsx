import { UPLOAD_KINDS } from '../model/upload-kinds.ts';
import { UploadDocumentPage } from './upload-document-page.tsx';

/** /receive/upload */
export const GoodsReceiptUploadPage = () => <UploadDocumentPage kind={UPLOAD_KINDS.goodsReceipt} />;
/** /production/upload */
export const ProductionUploadPage = () => <UploadDocumentPage kind={UPLOAD_KINDS.production} />;
/** /shipments/upload */
export const ShipmentUploadPage = () => <UploadDocumentPage kind={UPLOAD_KINDS.shipment} />;
