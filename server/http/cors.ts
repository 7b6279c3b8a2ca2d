import type { Middleware } from 'koa';
import type { Surface } from './errorBody.js';

/** Order book preflight answers as the reference's order book does (any origin). */
const ORDERBOOK_ALLOW_METHODS = 'GET, POST, DELETE, OPTIONS, PUT, PATCH, HEAD';
const ORDERBOOK_ALLOW_HEADERS = 'origin, content-type, x-auth-token, x-appid';
/** Companion responses always name `Cache-Control` (interface spec); preflights also allow the JSON content type. */
const COMPANION_ALLOW_HEADERS = 'Cache-Control';
const COMPANION_PREFLIGHT_ALLOW_HEADERS = 'Cache-Control, Content-Type';

/**
 * CORS for both surfaces: `Access-Control-Allow-Origin: *` on every response, the companion's
 * `Access-Control-Allow-Headers: Cache-Control` on every companion response (not only on
 * preflights, as the companion document requires), and 204 answers to preflight requests.
 *
 * Private paths (the simulator control API) get no CORS header at all: a browser then neither
 * lets another origin read their answers nor passes its preflight, so a web page can send them
 * only what needs no preflight, which the JSON-only bodies and the control token refuse.
 */
export function cors(surfaceOf: (path: string) => Surface, isPrivatePath: (path: string) => boolean): Middleware {
  // Not async: a middleware that only passes on returns `next()`'s promise as it is.
  return function corsHeaders(ctx, next) {
    // `ctx.request`/`ctx.response`, not Koa's delegates (one shared, megamorphic accessor).
    const path = ctx.request.path;
    const isPreflight = ctx.request.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (isPrivatePath(path)) {
      if (!isPreflight) return next();
      ctx.status = 204;
      return undefined;
    }
    const surface = surfaceOf(path);
    ctx.response.set('Access-Control-Allow-Origin', '*');
    if (surface === 'companion') ctx.response.set('Access-Control-Allow-Headers', COMPANION_ALLOW_HEADERS);
    if (isPreflight) {
      ctx.set('Access-Control-Allow-Methods', ORDERBOOK_ALLOW_METHODS);
      ctx.set(
        'Access-Control-Allow-Headers',
        surface === 'companion' ? COMPANION_PREFLIGHT_ALLOW_HEADERS : ORDERBOOK_ALLOW_HEADERS,
      );
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return undefined;
    }
    return next();
  };
}
