/** Layout of the documents bucket. Uploads land under UPLOADS_PREFIX; only they start the pipeline. */
export const UPLOADS_PREFIX = 'uploads/';

/** `uploads/<companyId>/<area>/<submissionId>/<file name>` */
export const uploadKey = (companyId: number, area: string, submissionId: number, filename: string): string =>
  `${UPLOADS_PREFIX}${companyId}/${area}/${submissionId}/${filename.replace(/[^\w.-]+/g, '_')}`;
