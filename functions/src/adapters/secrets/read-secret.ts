import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsClientConfig } from '../aws-client-config.ts';

const client = new SecretsManagerClient({ ...awsClientConfig });

export const readSecret = async (secretId: string): Promise<string> => {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!out.SecretString) throw new Error(`Secret ${secretId} has no string value`);
  return out.SecretString;
};
