import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Authorizer } from './authorize.ts';

/**
 * `/__local/iam` (local cloud only, and only with LOCAL_FAULTS=1), for tests:
 * - `POST {function, revoke: [actions]}` takes actions away from a function, as if CDK had not
 *   granted them, so a test can show the call is refused; `POST {function, delay_ms}` makes the
 *   function's S3 and DynamoDB calls that slow (a stalled dependency);
 * - `DELETE` gives them back;
 * - `GET` lists the (function, action) pairs that were allowed so far: what the code called.
 */
export const IAM_PATH = '/__local/iam';

export const handleIamRequest = async (
  req: IncomingMessage,
  res: ServerResponse,
  authorizer: Authorizer,
): Promise<void> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const send = (status: number, body?: unknown): void => {
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(body === undefined ? undefined : JSON.stringify(body));
  };
  if (process.env.LOCAL_FAULTS !== '1') return send(404, { message: 'Not Found' });
  if (req.method === 'GET') return send(200, { calls: authorizer.calls() });
  if (req.method === 'DELETE') {
    authorizer.restore();
    return send(204);
  }
  if (req.method !== 'POST') return send(405, { message: 'Method Not Allowed' });
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      function?: unknown;
      revoke?: unknown;
      delay_ms?: unknown;
    };
    const revoke = body.revoke ?? [];
    if (
      typeof body.function !== 'string' ||
      !Array.isArray(revoke) ||
      !revoke.every((a) => typeof a === 'string') ||
      (body.delay_ms !== undefined && typeof body.delay_ms !== 'number')
    )
      return send(400, {
        message:
          'function (a name such as api-goods-receipts) and revoke (IAM actions) or delay_ms are required',
      });
    authorizer.revoke(body.function, revoke as string[]);
    if (typeof body.delay_ms === 'number') authorizer.slowDown(body.function, body.delay_ms);
    send(204);
  } catch {
    send(400, { message: 'Invalid JSON' });
  }
};
