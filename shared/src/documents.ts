/** Layout of the documents bucket. Uploads land under UPLOADS_PREFIX; only they start the pipeline. */
export const UPLOADS_PREFIX = 'uploads/';

/** `uploads/<companyId>/<area>/<submissionId>/<file name>` */
export const uploadKey = (companyId: number, area: string, submissionId: number, filename: string): string =>
  `${UPLOADS_PREFIX}${companyId}/${area}/${submissionId}/${filename.replace(/[^\w.-]+/g, '_')}`;

/**
 * What the pipeline keeps between its steps (a document's layout and draft: too large for Step
 * Functions' 256 KB state), one folder per execution; a lifecycle rule expires them.
 */
export const PIPELINE_WORK_PREFIX = 'pipeline-work/';

/** `pipeline-work/<companyId>/<submissionId>/<execution name>/<what>.json` */
export const pipelineWorkKey = (companyId: number, submissionId: number, execution: string, what: string) =>
  `${PIPELINE_WORK_PREFIX}${companyId}/${submissionId}/${execution
    .split(':')
    .pop()
    ?.replace(/[^\w.-]+/g, '_')}/${what}.json`;

/**
 * Generated files (FSMA 204 exports) land under EXPORTS_PREFIX and are downloaded by presigned
 * GET; the bucket's lifecycle rule deletes them after EXPORT_RETENTION_DAYS.
 */
export const EXPORTS_PREFIX = 'exports/';
export const EXPORT_RETENTION_DAYS = 1;

/** `exports/<companyId>/<unguessable id>/<file name>` */
export const exportKey = (companyId: number, id: string, filename: string): string =>
  `${EXPORTS_PREFIX}${companyId}/${id}/${filename.replace(/[^\w.-]+/g, '_')}`;
