import { readSecret } from '../../adapters/secrets/read-secret.ts';
import { env } from '../env.ts';

let cached: Promise<string> | undefined;

/** The signing secret: from the environment locally, from Secrets Manager in AWS (cached per container). */
export const jwtSecret = (): Promise<string> => {
  cached ??= (async () => {
    const direct = env.jwtSecret();
    if (direct) return direct;
    const arn = env.jwtSecretArn();
    if (!arn) throw new Error('Neither JWT_SECRET nor JWT_SECRET_ARN is set');
    return readSecret(arn);
  })();
  return cached;
};
