import type { Context, Middleware } from 'koa';
import { ANALYTICS_API_KEY_HEADER } from './analyticsClient.js';
import { BUILTIN_ANALYTICS_PATH, type AnalyticsProvider } from './analyticsProvider.js';

/** Provider request bodies are tiny (`{query_parameters}`). */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Serves the built-in analytics provider under `/analytics/v1` (outside the companion document:
 * it is the Dune-compatible upstream of `GET /hooks`, not part of the companion API). Koa's
 * request becomes a fetch `Request`, and the provider's `Response` is written back as is.
 */
export function analyticsProviderMiddleware(provider: AnalyticsProvider): Middleware {
  const prefix = `${BUILTIN_ANALYTICS_PATH}/`;
  // Not async: every other request only passes through, and `next()`'s promise is returned as it is.
  return function serveAnalyticsProvider(ctx, next) {
    return ctx.request.path.startsWith(prefix) ? serve(ctx, provider) : next();
  };
}

/** One request to the provider: Koa's request as a fetch `Request`, its `Response` written back. */
async function serve(ctx: Context, provider: AnalyticsProvider): Promise<void> {
  const headers = new Headers();
  for (const name of [ANALYTICS_API_KEY_HEADER, 'content-type', 'accept']) {
    const value = ctx.get(name);
    if (value !== '') headers.set(name, value);
  }
  const init: RequestInit = { method: ctx.method, headers };
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    const body = await readBody(ctx.req);
    if (body === undefined) {
      ctx.status = 413;
      ctx.type = 'application/json';
      ctx.body = JSON.stringify({ error: 'Request body is too large' });
      return;
    }
    init.body = body;
  }
  const response = await provider.handle(new Request(new URL(ctx.originalUrl, 'http://batchbook.internal'), init));
  ctx.status = response.status;
  ctx.type = response.headers.get('content-type') ?? 'application/json';
  ctx.body = await response.text();
}

async function readBody(stream: AsyncIterable<Buffer | string>): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > BODY_LIMIT_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
