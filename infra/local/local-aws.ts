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

/**
 * Points this process's DynamoDB clients (the functions' kit, read when first loaded) at a local
 * cloud's table: for tests, benchmarks and scripts that use the record modules directly.
 */
export const useLocalTable = (dynamoEndpoint: string, tableName: string = LOCAL_TABLE): void => {
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
};
