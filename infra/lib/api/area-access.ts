import type { Area } from '@bp/shared/api/route-def.ts';
import type { TableAccess, UploadsAccess } from '../grants.ts';

/**
 * What each area's Lambda may touch, beyond writing its own logs. A Record over `Area`, so a
 * new area does not compile until someone decides its permissions here.
 */
export interface AreaAccess {
  /** Table items. Tenant keys start with the caller's company, so isolation is in the keys. */
  table: TableAccess | 'none';
  /** DescribeTable + HeadBucket for the health check. */
  healthChecks?: boolean;
  /** Reads the JWT signing key (issues tokens). */
  jwtSecret?: boolean;
  /** Objects under the uploads prefix (presigned uploads, downloads). */
  uploads?: UploadsAccess;
  /**
   * Writes objects under the exports prefix and presigns their download (PutObject,
   * AbortMultipartUpload, GetObject there; infra/lib/constructs/exports-access.ts).
   */
  exports?: boolean;
  /** MB; default 512. */
  memorySize?: number;
  /** Seconds; default 10. API Gateway gives an integration at most 30. */
  timeoutSeconds?: number;
}

/** The function's timeout: CDK sets it, the local gateway enforces it. */
export const functionTimeoutSeconds = (access: AreaAccess): number => access.timeoutSeconds ?? 10;

export const areaAccess: Record<Area, AreaAccess> = {
  // health and the OpenAPI document: no item access at all.
  platform: { table: 'none', healthChecks: true },
  // Login hashes passwords with scrypt, which is CPU-bound: more memory buys more CPU.
  auth: { table: 'readWrite', jwtSecret: true, memorySize: 1024 },
  admin: { table: 'readWrite', memorySize: 1024 },
  // CSV imports of up to 5,000 rows write in batches of transactions: seconds, not milliseconds.
  materials: { table: 'readWrite', timeoutSeconds: 29 },
  suppliers: { table: 'readWrite', timeoutSeconds: 29 },
  customers: { table: 'readWrite', timeoutSeconds: 29 },
  settings: { table: 'readWrite' },
  // Large postings write several transactions in a row.
  inventory: { table: 'readWrite', timeoutSeconds: 29 },
  // Submits post through the posting service (several transactions for long documents). Uploads
  // write originals (multipart PutObject, and presigned PUTs, which carry the signer's rights);
  // downloads read them.
  'goods-receipts': { table: 'readWrite', timeoutSeconds: 29, uploads: 'readWrite' },
  production: { table: 'readWrite', timeoutSeconds: 29, uploads: 'readWrite' },
  shipments: { table: 'readWrite', timeoutSeconds: 29, uploads: 'readWrite' },
  // Reads the table, and puts one item: an asynchronous export, stored pending. FSMA 204 exports
  // are streamed to the exports prefix and downloaded by presigned GET; an asynchronous export's
  // trigger is an object there too (its worker is constructs/trace-exporter.ts), so the same
  // exports policy covers it.
  trace: { table: 'readPut', exports: true, timeoutSeconds: 29, memorySize: 1024 },
  // Recall drills: their own records (read-write), and the trace's reads (a whole graph: as long and as big as trace).
  drills: { table: 'readWrite', timeoutSeconds: 29, memorySize: 1024 },
};
