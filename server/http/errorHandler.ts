import type { Middleware } from 'koa';
import type { LogLevel } from '../config.js';
import { ApiError, CompanionError, InvalidParameterError, NotFoundError } from '../domain/errors.js';
import {
  internalErrorResponse,
  toCompanionErrorResponse,
  toOrderbookErrorResponse,
  type ErrorResponse,
  type Surface,
} from './errorBody.js';
import type { OperationState } from './mountOperations.js';

/** An error Koa or its middleware raised with an HTTP status meant for the client. */
type HttpError = Error & { status?: number; statusCode?: number; expose?: boolean; type?: string };

/**
 * Runs first: every error becomes the documented body of the request's surface, with
 * `Content-Type: application/json`. Unknown routes are 404, a known path with another method
 * is 405, unparsable JSON is 400 `InvalidParameter`, a large body is 413. Anything unexpected
 * is a generic 500 whose details are logged once through `app.on('error')`.
 */
export function errorHandler(surfaceOf: (path: string) => Surface): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      if (ctx.response.status === 404 && ctx.response.body == null) {
        throw new NotFoundError(`no route for ${ctx.method} ${ctx.path}`);
      }
    } catch (caught) {
      const state = ctx.state as OperationState;
      const surface = state.surface ?? surfaceOf(ctx.path);
      const known = toKnownError(caught as HttpError);
      let response: ErrorResponse;
      if (known === undefined) {
        ctx.app.emit('error', caught, ctx);
        response = internalErrorResponse(surface, state.operationId);
      } else if (surface === 'orderbook' || !(known instanceof CompanionError || known instanceof ApiError)) {
        response = known instanceof ApiError ? toOrderbookErrorResponse(known) : internalErrorResponse(surface);
      } else {
        response = toCompanionErrorResponse(known, state.operationId);
      }
      ctx.status = response.status;
      for (const [name, value] of Object.entries(response.headers)) ctx.set(name, value);
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(response.body);
    }
  };
}

/** The documented error an error raised while serving stands for; undefined for an unexpected one (a 500). */
export function toKnownError(error: HttpError): ApiError | CompanionError | undefined {
  if (error instanceof ApiError || error instanceof CompanionError) return error;
  const status = error?.status ?? error?.statusCode;
  // The router answers a method it does not know at all (TRACE, PROPFIND) with 501: for a client
  // that is a method this path does not allow.
  if (status === 501 && error.name === 'NotImplementedError') return new ApiError('MethodNotAllowed', error.message);
  if (typeof status !== 'number' || status >= 500) return undefined;
  if (error instanceof SyntaxError || error.type === 'entity.parse.failed') {
    return new InvalidParameterError(`body: is not valid JSON (${error.message})`);
  }
  if (status === 413) return new ApiError('PayloadTooLarge', 'request body is too large');
  if (status === 405) return new ApiError('MethodNotAllowed', error.message);
  if (status === 404) return new NotFoundError(error.message);
  if (status === 415) return new InvalidParameterError(`body: ${error.message}`);
  return new InvalidParameterError(error.message);
}

/** Codes of a client connection that failed: an HTTP parse error (`HPE_…`) or a reset. */
const CLIENT_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * The listener of Koa's `error` event: logs an unexpected error once, with its stack. Koa also
 * reports a connection that fails after its response went out (`headerSent`: the client closed
 * mid-body, sent bytes after `Connection: close`, reset): that is the client's doing, one stack
 * trace per such request, so it is logged at debug level only.
 */
export function logUnexpectedError(
  logLevel: LogLevel,
  log: Pick<Console, 'error' | 'debug'> = console,
): (error: unknown) => void {
  return (error) => {
    if (logLevel === 'silent') return;
    const { code, headerSent } = (error ?? {}) as { code?: unknown; headerSent?: unknown };
    const isClientConnection =
      headerSent === true && typeof code === 'string' && (code.startsWith('HPE_') || CLIENT_CONNECTION_CODES.has(code));
    if (!isClientConnection) {
      log.error('unexpected error', error);
    } else if (logLevel === 'debug') {
      log.debug('client connection error', `${code}: ${(error as Error).message}`);
    }
  };
}
