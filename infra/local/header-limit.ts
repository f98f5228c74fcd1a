import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * HTTP API refuses a request whose request line and header values together exceed 10,240 bytes
 * (a quota that cannot be raised) with 431, before any route, authorizer or function runs. Node
 * would let up to 16 KB through and answer past it with a bare 431 and no body; the local
 * gateway refuses at AWS's size, with a message, so a client that grows its headers (a fat token,
 * cookies) fails here as it would deployed.
 */
export const MAX_REQUEST_HEADER_BYTES = 10_240;
export const HEADER_TOO_LARGE = { message: 'Request Header Fields Too Large' };

/** Node's own parser limit, set above AWS's so that the gateway's check, not Node, answers. */
export const NODE_MAX_HEADER_SIZE = 64 * 1024;

/** The request line and the header values, in bytes, as API Gateway counts them. */
export const requestHeaderBytes = (req: IncomingMessage): number => {
  const line = `${req.method ?? ''} ${req.url ?? ''} HTTP/${req.httpVersion}`;
  let bytes = Buffer.byteLength(line);
  for (let i = 1; i < req.rawHeaders.length; i += 2) bytes += Buffer.byteLength(req.rawHeaders[i] ?? '');
  return bytes;
};

/** Past even Node's limit the parser fails before any handler: answer the same 431, with its message. */
export const refuseOversizedHeaders = (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (!socket.writable) return socket.destroy();
  // Otherwise what Node answers without a listener: 408 for a request too slow, else 400.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
  if (error.code !== 'HPE_HEADER_OVERFLOW')
    return socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  const body = JSON.stringify(HEADER_TOO_LARGE);
  socket.end(
    'HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};
