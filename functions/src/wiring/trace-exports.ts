import { storeExport } from '../adapters/s3/export-store.ts';

/**
 * Where exports are written and how they are handed out (a presigned GET of the stored file).
 * Apart from the trace's ports, so a function that traces without exporting (recall drills)
 * does not carry S3 calls its role is not granted.
 */
export const exportStore = { save: storeExport };
