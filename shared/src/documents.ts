/** Layout of the documents bucket. Uploads land under UPLOADS_PREFIX; only they start the pipeline. */
export const UPLOADS_PREFIX = 'uploads/';

/**
 * A file name as a key's last segment: only word characters, dots and dashes, and never `.` or
 * `..` alone (a dot segment, which the S3 client and every URL resolve away, so the signed path
 * is not the one sent and the store refuses it).
 */
const keySegment = (filename: string): string => {
  const safe = filename.replace(/[^\w.-]+/g, '_');
  return safe === '.' || safe === '..' ? '_' : safe;
};

/** `uploads/<companyId>/<area>/<submissionId>/<file name>` */
export const uploadKey = (companyId: number, area: string, submissionId: number, filename: string): string =>
  `${UPLOADS_PREFIX}${companyId}/${area}/${submissionId}/${keySegment(filename)}`;

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
  `${EXPORTS_PREFIX}${companyId}/${id}/${keySegment(filename)}`;

/**
 * An asynchronous export's request (`exports/<companyId>/<export id>/request.json`): writing it is
 * what starts the export worker (an S3 "Object Created" rule in AWS, s3rver's event locally), so
 * the request and its trigger are one write. EXPORT_REQUEST_WILDCARD is the rule's key filter.
 */
export const EXPORT_REQUEST_FILE = 'request.json';
export const EXPORT_REQUEST_WILDCARD = `${EXPORTS_PREFIX}*/${EXPORT_REQUEST_FILE}`;
export const exportRequestKey = (companyId: number, id: string): string =>
  `${EXPORTS_PREFIX}${companyId}/${id}/${EXPORT_REQUEST_FILE}`;
const EXPORT_REQUEST_KEY = /^exports\/(\d+)\/([0-9a-f-]{36})\/request\.json$/;
/** The company and export id a request key names, or null for any other key. */
export const parseExportRequestKey = (key: string): { companyId: number; exportId: string } | null => {
  const m = EXPORT_REQUEST_KEY.exec(key);
  return m ? { companyId: Number(m[1]), exportId: m[2] as string } : null;
};
