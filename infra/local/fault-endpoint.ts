import type { IncomingMessage, ServerResponse } from 'node:http';
import { armPipelineFault } from './pipeline-faults.ts';
import { STALE_READS_PATH, staleReads } from './stale-reads.ts';

/**
 * `POST /__local/faults/dynamodb` (local cloud only, and only with LOCAL_FAULTS=1): arms a fault
 * in the functions' DynamoDB client (functions/src/adapters/dynamodb/kit/fault-injection.ts), so an
 * integration test can crash a posting between its transactions and check the retry.
 * Body: `{command, contains, nth, after?, pause?, error?}` (`error`: fail with DynamoDB's error of
 * that name). `DELETE ...?contains=X` disarms the faults with that `contains` (letting calls a `pause` fault holds go on) and answers `{seen}`, the
 * matching calls they counted (a probe: a fault with a large `nth` counts the transactions of a
 * change without failing any). `GET ...?contains=X` answers `{paused}`: calls held now.
 */
export const FAULT_PATH = '/__local/faults/dynamodb';
/** `POST /__local/faults/pipeline` (same conditions): `{contains, executions?, timeoutSeconds?, hangState?, functionTimeoutSeconds?}`, see pipeline-faults.ts. */
export const PIPELINE_FAULT_PATH = '/__local/faults/pipeline';

export const handleFaultRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const send = (status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (process.env.LOCAL_FAULTS !== '1') return send(404, { message: 'Not Found' });
  // `POST {lagMs}` makes eventually consistent reads lag writes as AWS may (stale-reads.ts); `DELETE` ends it.
  if (req.url?.startsWith(STALE_READS_PATH)) {
    if (req.method === 'DELETE') staleReads.setLag(0);
    else {
      let lagMs: unknown;
      try {
        ({ lagMs } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { lagMs?: unknown });
      } catch {
        return send(400, { message: 'Invalid JSON' });
      }
      if (typeof lagMs !== 'number' || !(lagMs > 0))
        return send(400, { message: 'lagMs (a positive number) is required' });
      staleReads.setLag(lagMs);
    }
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'DELETE' || req.method === 'GET') {
    const contains = new URL(req.url ?? '/', 'http://local').searchParams.get('contains');
    if (!contains) return send(400, { message: 'contains is required' });
    const faults = await import('@bp/functions/adapters/dynamodb/kit/fault-injection.ts');
    return req.method === 'GET'
      ? send(200, { paused: faults.pausedCalls(contains) })
      : send(200, { seen: faults.countAndDisarm(contains) });
  }
  if (req.method !== 'POST') return send(404, { message: 'Not Found' });
  try {
    const plan = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    if (req.url?.startsWith(PIPELINE_FAULT_PATH)) {
      if (typeof plan.contains !== 'string' || !plan.contains)
        return send(400, { message: 'contains is required' });
      const number = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
      armPipelineFault({
        contains: plan.contains,
        executions: number(plan.executions),
        timeoutSeconds: number(plan.timeoutSeconds),
        hangState: typeof plan.hangState === 'string' ? plan.hangState : undefined,
        functionTimeoutSeconds: number(plan.functionTimeoutSeconds),
      });
      res.writeHead(204).end();
      return;
    }
    if (
      typeof plan.command !== 'string' ||
      typeof plan.contains !== 'string' ||
      typeof plan.nth !== 'number'
    ) {
      return send(400, { message: 'command, contains and nth are required' });
    }
    const { armFault } = await import('@bp/functions/adapters/dynamodb/kit/fault-injection.ts');
    armFault({
      command: plan.command,
      contains: plan.contains,
      nth: plan.nth,
      after: plan.after === true,
      pause: plan.pause === true,
      error: typeof plan.error === 'string' && plan.error ? plan.error : undefined,
    });
    res.writeHead(204).end();
  } catch {
    send(400, { message: 'Invalid JSON' });
  }
};
