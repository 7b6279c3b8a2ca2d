import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { ApiError } from '../domain/errors.js';

/**
 * Admits a request only with `Authorization: Bearer <token>`; otherwise 401 `Unauthorized` with
 * `WWW-Authenticate: Bearer`. Digests are compared in constant time, so the answer's timing
 * tells nothing about how much of a guess was right.
 */
export function requireBearerToken(token: string): Middleware {
  const expected = digest(token);
  return function checkBearerToken(ctx, next) {
    const presented = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(ctx.request.headers.authorization ?? '')?.[1];
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return next();
    ctx.response.set('WWW-Authenticate', 'Bearer realm="batchbook simulator control"');
    throw new ApiError(
      'Unauthorized',
      presented === undefined
        ? 'this control call needs Authorization: Bearer <SIM_CONTROL_TOKEN>'
        : 'the bearer token is not SIM_CONTROL_TOKEN',
    );
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
