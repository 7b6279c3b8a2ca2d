import { bodyParser } from '@koa/bodyparser';
import type { Context as KoaContext, Middleware } from 'koa';
import { ApiError, InvalidParameterError } from '../domain/errors.js';

/**
 * Reads a JSON request body into `ctx.request.body` (and its text into `rawBody`) before `next`:
 * 415 `UnsupportedMediaType` unless it says it is JSON, 413 (at once, by its Content-Length, or
 * once it grows) above `limitBytes`, gzip, deflate and br bodies inflated, 400 for an unknown
 * Content-Encoding, a body that does not inflate or text that is not JSON.
 */
export function jsonBodyReader(limitBytes: number): Middleware {
  const parseJsonBody = bodyParser({
    enableTypes: ['json'],
    // `rejectNonJsonBody` has checked the Content-Type (`+json` types included) already.
    detectJSON: () => true,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: limitBytes,
    jsonStrict: true,
  });
  return async function readJsonBody(ctx, next) {
    rejectNonJsonBody(ctx);
    let read = false;
    try {
      await parseJsonBody(ctx, () => {
        read = true;
        return next();
      });
    } catch (error) {
      // The parser's own errors carry a status (400, 413, 415); an error without one while reading
      // is the body's fault too: a gzip, deflate or br body that does not inflate (zlib's errors).
      const status = (error as { status?: unknown } | undefined)?.status;
      if (read || typeof status === 'number') throw error;
      throw new InvalidParameterError(`body: could not be decoded (${(error as Error)?.message ?? String(error)})`);
    }
  };
}

/**
 * A body must say it is JSON: a browser sends `text/plain`, form and multipart bodies cross-origin
 * without a preflight, so parsing those as JSON would let any web page post to this server. As the
 * reference's JSON extractor: 415 unless `application/json` or `application/*+json`; a charset, if
 * given, must be UTF-8 (the only one the body is decoded as). A request without a body passes (a
 * DELETE whose body is optional).
 */
export function rejectNonJsonBody(ctx: KoaContext): void {
  const headers = ctx.request.headers;
  const hasBody =
    (headers['content-length'] !== undefined && headers['content-length'] !== '0') || 'transfer-encoding' in headers;
  if (!hasBody) return;
  const contentType = headers['content-type'];
  if (contentType !== undefined && isJsonMediaType(contentType)) return;
  throw new ApiError(
    'UnsupportedMediaType',
    contentType === undefined
      ? 'body: Content-Type must be application/json (none was given)'
      : `body: Content-Type must be application/json, not ${JSON.stringify(contentType)}`,
  );
}

/** `application/json` or `application/<x>+json`, with no charset or UTF-8. */
export function isJsonMediaType(contentType: string): boolean {
  const [essence = '', ...parameters] = contentType.split(';');
  const [type, subtype = ''] = essence.trim().toLowerCase().split('/');
  if (type !== 'application' || !(subtype === 'json' || subtype.endsWith('+json'))) return false;
  return parameters.every((parameter) => {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    return ['utf-8', 'utf8'].includes(
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase(),
    );
  });
}
