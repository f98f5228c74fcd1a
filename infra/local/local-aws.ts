/**
 * What the embedded local cloud looks like from outside, for tools that talk to it without
 * starting it (`npm run create-admin`). DynamoDB Local without -sharedDb keeps one database per
 * access key and region, so a client must use these credentials to see the cloud's table.
 */
export const LOCAL_TABLE = 'batchpath-local';
export const LOCAL_BUCKET = 'batchpath-documents-local';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_REGION = 'us-east-1';
/** `npm run dev` binds DynamoDB Local here unless DYNAMO_PORT says otherwise. */
export const DEFAULT_DYNAMO_PORT = 8000;
