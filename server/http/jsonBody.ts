import { bodyParser } from '@koa/bodyparser';
import type { IncomingMessage } from 'node:http';
import type { Context as KoaContext } from 'koa';

/**
 * JSON request bodies as `@koa/bodyparser` read them (co-body, raw-body and @hapi/bourne inside,
 * JSON whatever the Content-Type says, strict, UTF-8), with the common case read here directly: a
 * body sent without a Content-Encoding. That case went through a Content-Type parse, an async
 * resource, an option clone and a streaming text decoder per request, ~4 % of a signed submission.
 * An encoded body (gzip, deflate, br, or one it refuses) still goes through `@koa/bodyparser`.
 *
 * Sets `ctx.request.body` (the parsed value, `{}` for an empty body) and `ctx.request.rawBody` (the
 * text), or rejects with the error the error handler maps: 413 above the limit, 400 for invalid JSON
 * (a `SyntaxError`), for a body shorter or longer than its Content-Length, or an aborted request.
 */
export type JsonBodyReader = (ctx: KoaContext) => Promise<void>;

export function jsonBodyReader(limitBytes: number): JsonBodyReader {
  const viaBodyParser = bodyParser({
    enableTypes: ['json'],
    // Parse JSON whatever the Content-Type says, as clients often omit it on DELETE.
    detectJSON: () => true,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: limitBytes,
    jsonStrict: true,
  });
  const noNext = () => Promise.resolve();
  return async function readJsonBody(ctx) {
    const req = ctx.req;
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding !== 'identity') return viaBodyParser(ctx, noNext);
    const request = ctx.request as { body?: unknown; rawBody?: string };
    const header = req.headers['content-length'];
    // co-body: `~~len` when a length is given (Node's parser has already refused a malformed one).
    const text = await readText(req, header ? ~~header : null, limitBytes);
    request.body = parseStrictJson(text);
    request.rawBody = text;
  };
}

/** co-body's strict mode: after RFC 7159 whitespace, an object or an array. */
const STRICT_JSON_START = /^[\x20\x09\x0a\x0d]*(\[|\{)/;
/** @hapi/bourne's test for a `"__proto__":` key, escaped letters included. */
const SUSPECT_PROTO =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*\:/;

function parseStrictJson(text: string): unknown {
  if (text === '') return {};
  try {
    if (!STRICT_JSON_START.test(text)) throw new SyntaxError('invalid JSON, only supports object and array');
    const parsed: unknown = JSON.parse(text);
    if (SUSPECT_PROTO.test(text)) refuseProtoKeys(parsed);
    return parsed;
  } catch (error) {
    (error as { status?: number }).status = 400;
    throw error;
  }
}

/** @hapi/bourne's scan (protoAction `error`): no object anywhere in the value has an own `__proto__`. */
function refuseProtoKeys(value: unknown): void {
  let next = [value];
  while (next.length > 0) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, '__proto__'))
        throw new SyntaxError('Object contains forbidden prototype property');
      for (const key in node as object) {
        const child = (node as Record<string, unknown>)[key];
        if (child && typeof child === 'object') next.push(child);
      }
    }
  }
}

function httpError(status: number, message: string, type: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: status < 500, type });
}

/**
 * raw-body's reading, UTF-8 only: refuses a declared length above the limit before reading,
 * counts bytes as they come, checks the total against the declared length, drops a leading
 * byte-order mark (iconv-lite's decoder did). On an error the request is unpiped and paused.
 */
function readText(req: IncomingMessage, length: number | null, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      req.unpipe();
      req.pause();
      reject(error);
    };
    if (length !== null && length > limit) {
      process.nextTick(fail, httpError(413, 'request entity too large', 'entity.too.large'));
      return;
    }
    if (!req.readable) {
      process.nextTick(fail, httpError(500, 'stream is not readable', 'stream.not.readable'));
      return;
    }
    let received = 0;
    let first: Buffer | undefined;
    let more: Buffer[] | undefined;
    let complete = false;
    const cleanup = () => {
      first = undefined;
      more = undefined;
      req.removeListener('aborted', onAborted);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onEnd);
      req.removeListener('close', cleanup);
    };
    const finish = (error: Error | undefined, text?: string) => {
      complete = true;
      cleanup();
      if (error) fail(error);
      else resolve(text!);
    };
    function onAborted() {
      if (!complete) finish(httpError(400, 'request aborted', 'request.aborted'));
    }
    function onData(chunk: Buffer) {
      if (complete) return;
      received += chunk.length;
      if (received > limit) finish(httpError(413, 'request entity too large', 'entity.too.large'));
      else if (first === undefined) first = chunk;
      else (more ??= [first]).push(chunk);
    }
    function onEnd(error?: Error) {
      if (complete) return;
      if (error) return finish(error);
      if (length !== null && received !== length) {
        return finish(httpError(400, 'request size did not match content length', 'request.size.invalid'));
      }
      const bytes = more !== undefined ? Buffer.concat(more) : first;
      const text = bytes === undefined ? '' : bytes.toString('utf8');
      finish(undefined, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    req.on('aborted', onAborted);
    req.on('close', cleanup);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onEnd);
  });
}
