import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_CREDENTIALS } from '../local-aws.ts';
import type { Authorizer, IamRequest } from './authorize.ts';
import { ADMIN, callerOfAccessKey, type LocalFunction } from './function-identity.ts';
import { dynamoDbRequests, s3Requests } from './request-actions.ts';
import {
  createTransactionHolds,
  plainWriteItem,
  TRANSACTION_CONFLICT_MESSAGE,
  transactionItems,
} from '../transaction-holds.ts';
import { type IncomingSigned, verifySigV4 } from './sigv4-verify.ts';
import { isEventualRead, staleReads, writtenKeys } from '../stale-reads.ts';
import { rememberImages, restale } from '../stale-read-answers.ts';
import { callArrived, callForwarded } from '../waits/endpoint-waits.ts';

/**
 * An endpoint in front of s3rver or DynamoDB Local that does what AWS does before a request
 * reaches the data: it verifies the SigV4 signature (header or presigned), finds the caller
 * from the access key, and authorizes each IAM action the request needs against the caller's
 * synthesized policy. Accepted requests go on to the emulator unchanged but for the access key,
 * which becomes the emulator's own (neither emulator checks v4 signatures).
 */
export type Service = 's3' | 'dynamodb';

export interface CheckedEndpointOptions {
  service: Service;
  upstream: string;
  port: number;
  region: string;
  authorizer: Authorizer;
  /** Origins whose browsers may read S3's error answers (as the bucket's CORS rules allow). */
  corsOrigins?: readonly string[];
}

/** S3's own limit for one PUT is 5 GB; the app's uploads are 20 MB at most. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

const parseQuery = (search: string): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    };
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decode(pair.slice(at + 1));
    const existing = query[key];
    query[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
};

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const startCheckedEndpoint = async (options: CheckedEndpointOptions) => {
  const { service, authorizer } = options;
  const upstream = new URL(options.upstream);
  const holds = createTransactionHolds();

  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !options.corsOrigins) return {};
    return options.corsOrigins.includes(origin) || options.corsOrigins.includes('*')
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {};
  };

  const sendError = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
  ) => {
    const requestId = randomUUID();
    if (service === 's3') {
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${requestId}</RequestId><HostId>local</HostId></Error>`;
      res
        .writeHead(status, {
          'content-type': 'application/xml',
          'x-amz-request-id': requestId,
          ...corsHeaders(req),
        })
        .end(req.method === 'HEAD' ? undefined : body);
    } else {
      // DynamoDB answers every client error with 400 and the exception's name in __type.
      const type = code === 'AccessDenied' ? 'AccessDeniedException' : code;
      res
        .writeHead(status >= 500 ? status : 400, {
          'content-type': 'application/x-amz-json-1.0',
          'x-amzn-requestid': requestId,
        })
        .end(JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message }));
    }
  };

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Buffer,
    onStatus?: (status: number) => Promise<boolean>,
    /** Rewrites a 200 answer's JSON (stale reads) instead of passing it through. */
    rewrite?: (answer: Record<string, unknown>) => Record<string, unknown>,
    /** Called once the emulator has answered in full, or failed: not when the caller gives up. */
    onUpstreamEnd?: () => void,
  ) => {
    const headers = { ...req.headers, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    const emulatorAnswered = callForwarded(req);
    if (headers.authorization)
      headers.authorization = headers.authorization.replace(
        /Credential=[^/]+\//,
        `Credential=${LOCAL_CREDENTIALS.accessKeyId}/`,
      );
    const upstreamReq = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path, headers },
      (upstreamRes) => {
        emulatorAnswered?.();
        const status = upstreamRes.statusCode ?? 502;
        if (onUpstreamEnd) upstreamRes.once('end', onUpstreamEnd).once('close', onUpstreamEnd);
        // A caller that gave up gets nothing; the answer is read to its end all the same.
        if (res.destroyed) return void upstreamRes.resume();
        res.once('close', () => upstreamRes.resume());
        void (async () => {
          if (onStatus && (await onStatus(status))) {
            upstreamRes.resume();
            return;
          }
          if (rewrite && status === 200) return restale(upstreamRes, res, rewrite);
          res.writeHead(status, upstreamRes.headers);
          upstreamRes.pipe(res);
        })();
      },
    );
    upstreamReq.on('error', (error) => {
      onUpstreamEnd?.();
      if (!res.headersSent)
        sendError(req, res, 503, 'ServiceUnavailable', `Local ${service} is not answering: ${error.message}`);
    });
    upstreamReq.end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    callArrived(req, res, service);
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    // The emulator takes its own key (the caller is verified below); it refuses keys it does not know.
    const upstreamPath = url.search.includes('X-Amz-Credential')
      ? `${url.pathname}${url.search.replace(/X-Amz-Credential=[^%&]+(%2F|\/)/, `X-Amz-Credential=${LOCAL_CREDENTIALS.accessKeyId}$1`)}`
      : (req.url ?? '/');
    // A CORS preflight carries no credentials; the emulator answers it from the bucket's CORS rules.
    if (service === 's3' && method === 'OPTIONS') return forward(req, res, upstreamPath, Buffer.alloc(0));

    const body = await readBody(req);
    if (body === null)
      return sendError(
        req,
        res,
        400,
        'EntityTooLarge',
        'Your proposed upload exceeds the maximum allowed size',
      );
    const query = parseQuery(url.search);
    const signed: IncomingSigned = { method, path: url.pathname, query, headers: req.headers, body };
    // The caller is found once, with the secret its signature is checked with.
    let signer = undefined as LocalFunction | undefined;
    const verification = verifySigV4(signed, (key) => {
      const known = callerOfAccessKey(key);
      signer = known?.fn;
      return known?.secretAccessKey;
    });
    if (!verification.ok)
      return sendError(req, res, verification.status, verification.code, verification.message);
    // The bucket is private and DynamoDB takes no anonymous calls.
    if (verification.anonymous) {
      return service === 's3'
        ? sendError(req, res, 403, 'AccessDenied', 'Access Denied')
        : sendError(
            req,
            res,
            400,
            'MissingAuthenticationTokenException',
            'Request is missing Authentication Token',
          );
    }
    const caller = signer;
    if (!caller)
      return sendError(
        req,
        res,
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );

    let requests: IamRequest[];
    let dynamoCall: { operation: string; input: Record<string, unknown> } | undefined;
    if (service === 's3') {
      requests = s3Requests(method, url.pathname, query, req.headers, body);
    } else {
      const target = String(req.headers['x-amz-target'] ?? '');
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return sendError(req, res, 400, 'SerializationException', 'Malformed JSON');
      }
      dynamoCall = { operation: target.split('.')[1] ?? '', input };
      requests = dynamoDbRequests(options.region, dynamoCall.operation, input);
    }
    const delay = authorizer.delayOf(caller);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    const denial = await authorizer.check(caller, requests);
    if (denial) {
      console.error(`local IAM: AccessDenied: ${denial.message}`);
      return sendError(req, res, 403, 'AccessDenied', denial.message);
    }

    // A transaction's items stay held until DynamoDB Local has answered it, as on AWS, where it
    // runs to its end when its caller gives up (the SDK's request timeout, then its retry).
    let release: (() => void) | undefined;
    if (dynamoCall) {
      // As AWS: a plain write to an item a transaction in flight includes is refused.
      const plain = plainWriteItem(dynamoCall.operation, dynamoCall.input);
      if (plain && holds.isHeld(plain))
        return sendError(req, res, 400, 'TransactionConflictException', TRANSACTION_CONFLICT_MESSAGE);
      if (dynamoCall.operation === 'TransactWriteItems')
        release = holds.hold(transactionItems(dynamoCall.input));
      if (staleReads.active) {
        const { operation, input } = dynamoCall;
        const written = writtenKeys(operation, input);
        if (written.length)
          await rememberImages(upstream, written).catch((error: unknown) => {
            release?.();
            throw error;
          });
        else if (isEventualRead(operation, input))
          return forward(req, res, upstreamPath, body, undefined, (answer) =>
            staleReads.age(operation, input, answer),
          );
      }
    }

    // S3 answers a missing key with 403, not 404, to a caller who may not list the bucket.
    const hidesMissingKeys =
      service === 's3' &&
      caller !== ADMIN &&
      (method === 'GET' || method === 'HEAD') &&
      url.pathname.split('/').length > 2;
    forward(
      req,
      res,
      upstreamPath,
      body,
      async (status) => {
        if (status !== 404 || !hidesMissingKeys) return false;
        const bucket = url.pathname.split('/')[1] ?? '';
        const mayList = await authorizer.allows(caller, {
          action: 's3:ListBucket',
          resource: `arn:aws:s3:::${decodeURIComponent(bucket)}`,
        });
        if (mayList) return false;
        sendError(req, res, 403, 'AccessDenied', 'Access Denied');
        return true;
      },
      undefined,
      release,
    );
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`local ${service} endpoint error`, error);
      if (!res.headersSent)
        sendError(req, res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
