import type S3rver from 's3rver';

interface KoaContext {
  method: string;
  path: string;
  querystring: string;
  get(header: string): string;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const preconditionFailed = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>`;

/**
 * S3's conditional write, which s3rver 3.7 does not have: a PutObject with `If-None-Match: *` is
 * refused with 412 PreconditionFailed when the key exists. Presigned upload URLs sign that
 * header, so an original cannot be put again over itself, locally as on AWS. Path-style only
 * (the local cloud's clients use it). Must be added before `run()`.
 */
export const refuseOverwritesWhenAsked = (server: S3rver): void => {
  const koa = server as unknown as {
    middleware: Middleware[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  };
  const check: Middleware = async (ctx, next) => {
    if (
      ctx.method === 'PUT' &&
      ctx.get('if-none-match').trim() === '*' &&
      !ctx.querystring.includes('partNumber')
    ) {
      const [bucket, ...key] = ctx.path.slice(1).split('/');
      if (bucket && key.length && (await koa.store.existsObject(bucket, decodeURIComponent(key.join('/'))))) {
        ctx.status = 412;
        ctx.type = 'application/xml';
        ctx.body = preconditionFailed;
        return;
      }
    }
    await next();
  };
  // Before the router (the last middleware), after s3rver's logging and XML encoding.
  koa.middleware.splice(koa.middleware.length - 1, 0, check);
};
