import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { OrderbookErrorType } from '../domain/errors.js';
import type { Surface } from './errorBody.js';

type ParserError = Error & { code?: string; rawPacket?: Buffer };

/**
 * The HTTP server's `clientError` listener: a request Node cannot parse (a request line or
 * headers over its 16 KiB limit, a malformed request line, a timeout) never reaches Koa, and
 * Node's own answer has no body, no `Content-Type` and no CORS header (a browser reports a
 * network failure). This one answers in the documented shape of the request's surface (from the
 * request line when Node kept it; the order book's otherwise), with
 * `Access-Control-Allow-Origin: *`, and closes the connection as Node does.
 */
export function answerClientError(surfaceOf: (path: string) => Surface) {
  return function onClientError(error: ParserError, socket: Duplex): void {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const description =
      status === 431
        ? 'request line or headers are too large (16 KiB at most)'
        : status === 408
          ? 'request timed out'
          : `malformed HTTP request (${error.code ?? error.message})`;
    const path = /^[A-Z]+ (\/[^ ?#\r\n]*)/.exec(error.rawPacket?.toString('latin1', 0, 4096) ?? '')?.[1];
    const surface = path === undefined ? 'orderbook' : surfaceOf(path);
    const body = errorBodyText(surface, status === 408 ? 'RequestTimeout' : 'InvalidParameter', description);
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Access-Control-Allow-Origin: *',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  };
}

/**
 * The HTTP server's `checkExpectation` listener: Node answers an `Expect` other than
 * `100-continue` with an empty 417 of its own; this one says why, in the documented shape.
 */
export function answerUnmetExpectation(surfaceOf: (path: string) => Surface) {
  return function onCheckExpectation(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const description = `Expect ${JSON.stringify(request.headers.expect ?? '')} is not supported (only 100-continue is)`;
    const body = errorBodyText(surfaceOf(path), 'ExpectationFailed', description);
    response.writeHead(417, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Access-Control-Allow-Origin': '*',
      Connection: 'close',
    });
    response.end(body);
  };
}

/** Both listeners on `server`: requests Node answers itself get a JSON answer too. */
export function answerProtocolErrors(server: Server, surfaceOf: (path: string) => Surface): void {
  server.on('clientError', answerClientError(surfaceOf));
  server.on('checkExpectation', answerUnmetExpectation(surfaceOf));
}

function errorBodyText(surface: Surface, errorType: OrderbookErrorType, description: string): string {
  return JSON.stringify(surface === 'orderbook' ? { errorType, description } : { message: description });
}
