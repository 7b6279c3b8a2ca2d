import type { Context, Middleware } from 'koa';
import { CompanionError } from '../domain/errors.js';
import { companionStatus, statusOfApiError } from '../http/errorBody.js';
import { toKnownError } from '../http/errorHandler.js';
import { jsonBodyReader } from '../http/jsonBody.js';
import { ANALYTICS_API_KEY_HEADER } from './analyticsClient.js';
import { BUILTIN_ANALYTICS_PATH, type AnalyticsProvider } from './analyticsProvider.js';

/** Provider request bodies are tiny (`{query_parameters}`). */
const BODY_LIMIT_BYTES = 16 * 1024;

/** The methods the provider serves; any other gets 405 here (the fetch `Request` refuses TRACE, CONNECT). */
const PROVIDER_METHODS = ['GET', 'POST'];

/**
 * Serves the built-in analytics provider under `/analytics/v1` (outside the companion document:
 * it is the Dune-compatible upstream of `GET /hooks`, not part of the companion API). Koa's
 * request becomes a fetch `Request`, and the provider's `Response` is written back as is.
 *
 * Its body is read as every documented route's is (`jsonBodyReader`: JSON only, 413 at once by
 * Content-Length, gzip/deflate/br inflated); every refusal is a Dune-style `{error}` body.
 */
export function analyticsProviderMiddleware(provider: AnalyticsProvider): Middleware {
  const prefix = `${BUILTIN_ANALYTICS_PATH}/`;
  const readJsonBody = jsonBodyReader(BODY_LIMIT_BYTES);
  // Not async: every other request only passes through, and `next()`'s promise is returned as it is.
  return function serveAnalyticsProvider(ctx, next) {
    return ctx.request.path.startsWith(prefix) ? serve(ctx, provider, readJsonBody) : next();
  };
}

/** One request to the provider: Koa's request as a fetch `Request`, its `Response` written back. */
async function serve(ctx: Context, provider: AnalyticsProvider, readJsonBody: Middleware): Promise<void> {
  try {
    if (!PROVIDER_METHODS.includes(ctx.method)) {
      ctx.set('Allow', PROVIDER_METHODS.join(', '));
      answer(ctx, 405, `Method ${ctx.method} not allowed`);
      return;
    }
    const headers = new Headers();
    for (const name of [ANALYTICS_API_KEY_HEADER, 'content-type', 'accept']) {
      const value = ctx.get(name);
      if (value !== '') headers.set(name, value);
    }
    const init: RequestInit = { method: ctx.method, headers };
    if (ctx.method === 'POST') {
      await readJsonBody(ctx, async () => undefined);
      init.body = (ctx.request as { rawBody?: string }).rawBody ?? '';
    }
    const response = await provider.handle(new Request(new URL(ctx.originalUrl, 'http://batchbook.internal'), init));
    ctx.status = response.status;
    ctx.type = response.headers.get('content-type') ?? 'application/json';
    ctx.body = await response.text();
  } catch (error) {
    const known = toKnownError(error as Error);
    // Unexpected failures go to the error handler: one log line, a generic 500.
    if (known === undefined) throw error;
    const status = known instanceof CompanionError ? companionStatus[known.kind] : statusOfApiError(known);
    answer(ctx, status, known instanceof CompanionError ? known.shortMessage : known.description);
  }
}

function answer(ctx: Context, status: number, error: string): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ error });
}
