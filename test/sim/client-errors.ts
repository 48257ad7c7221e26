// Answers that Node's HTTP server would otherwise write by itself, before fastify sees a
// request (a header block or URL over the size limit, a request it cannot parse, a timeout,
// an `Expect` it does not know): the same `{message, code}` body as every other error.
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const BY_NODE_CODE: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request line and headers are larger than the server accepts (16 KiB)' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request was not received in time' },
};
const MALFORMED = { status: 400, code: 'malformed_request', message: 'The HTTP request could not be parsed' };

function raw(status: number, body: string): string {
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** For fastify's `clientErrorHandler`: the socket has no request object, so the answer is written raw. */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const e = BY_NODE_CODE[err.code ?? ''] ?? MALFORMED;
  if (socket.writable) socket.write(raw(e.status, JSON.stringify({ message: e.message, code: e.code })));
  socket.destroy();
}

/** Node answers an unknown `Expect` header with a bare 417 unless someone listens. */
export function answerUnknownExpectations(server: Server): void {
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify({ message: `Expectation not supported: ${String(req.headers.expect)}`, code: 'expectation_failed' });
    res.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
}
