import { once } from 'node:events';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A real network drop in the MIDDLE of a request body, which Playwright cannot fake: Chromium's
 * throttling does not slow the bytes really sent, `route.abort` fails a request before its body
 * and `context.setOffline` only between requests. The browser reaches the app and the local S3
 * through this HTTP proxy (Playwright's `proxy` context option), which forwards every request and,
 * when armed, passes the first `afterBytes` of a matching body on to the server and then cuts both
 * connections: the browser has sent part of its body and gets no answer, the server gets a body
 * that stops. From then on the proxy is down (every request is cut at once, as a dead Wi-Fi does,
 * so Chromium's resend of a request on a reused connection cannot slip through) until `restore`.
 */

export interface CutRule {
  /** Which request to cut: its method and absolute URL. */
  match: (method: string, url: URL) => boolean;
  /** Body bytes passed on to the server before the cut. */
  afterBytes: number;
  /** Held that long with the connection open (a stalling network) before it is cut. */
  stallMs?: number;
}

export interface Cut {
  url: string;
  /** Body bytes the server got. */
  forwarded: number;
  /** The body's declared length, when it declared one. */
  declared: number | null;
}

export interface CutProxy {
  /** For `browser.newContext({ proxy: { server } })`. */
  server: string;
  /** Arms a cut; resolves when it has happened. */
  cutNext(rule: CutRule): Promise<Cut>;
  /** The network is back. */
  restore(): void;
  /** Requests seen (method and path), cut or not. */
  seen: string[];
  /** Requests passed on whole to the server (method and path). */
  relayed: string[];
  close(): Promise<void>;
}

const killBoth = (client: Socket, upstream: ReturnType<typeof forward>) => {
  upstream.destroy();
  client.destroy();
};

export const startCutProxy = async (): Promise<CutProxy> => {
  let armed: { rule: CutRule; done: (cut: Cut) => void } | null = null;
  let down = false;
  const seen: string[] = [];
  const relayed: string[] = [];

  const relay = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/');
    seen.push(`${req.method} ${url.pathname}`);
    if (down) return req.socket.destroy();
    const upstream = forward(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    const cutting = armed && armed.rule.match(req.method ?? '', url) ? armed : null;
    if (!cutting) {
      relayed.push(`${req.method} ${url.pathname}`);
      req.pipe(upstream);
      return;
    }
    armed = null;
    const { afterBytes, stallMs = 0 } = cutting.rule;
    const declared = req.headers['content-length'] ? Number(req.headers['content-length']) : null;
    let forwarded = 0;
    req.on('data', (chunk: Buffer) => {
      if (down) return;
      const room = afterBytes - forwarded;
      if (chunk.length < room) {
        forwarded += chunk.length;
        upstream.write(chunk);
        return;
      }
      upstream.write(chunk.subarray(0, room));
      forwarded += room;
      down = true;
      req.pause();
      setTimeout(() => {
        killBoth(req.socket, upstream);
        cutting.done({ url: url.toString(), forwarded, declared });
      }, stallMs);
    });
    req.on('end', () => {
      if (!down) upstream.end();
    });
  };

  const server = createServer(relay);
  // Keep-alive sockets the browser holds would keep close() waiting.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    seen,
    relayed,
    cutNext: (rule) =>
      new Promise<Cut>((done) => {
        armed = { rule, done };
      }),
    restore: () => {
      down = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
};
