/**
 * The auction explorer (`/explorer/`): static files that `explorer/build.mjs` writes (never
 * committed), served same-origin so the page reads the public APIs with no CORS and no token of
 * ours. Paths that are not a built file answer the page itself, so deep links and reloads of the
 * page's own routes (`/explorer/mainnet/order/0x…`) keep their view.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Middleware } from 'koa';
import { CompanionError } from '../domain/errors.js';

export const EXPLORER_PATH = '/explorer';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/**
 * Only this origin's files and APIs: a script injected through data the page shows (a solver
 * name, app data) could neither load code nor send anything elsewhere.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the explorer built in `directory`: a path with an extension is a built file (404 when
 * there is none), any other path is the page; 503 naming the build command when it is not built.
 */
export function explorerPage(directory: string): Middleware {
  const serve = serveExplorer(directory);
  const prefix = `${EXPLORER_PATH}/`;
  // Not async: every other request only passes through, and `next()`'s promise is returned as it is.
  return function explorerPaths(ctx, next) {
    const path = ctx.request.path;
    if (path !== EXPLORER_PATH && !path.startsWith(prefix)) return next();
    return serve(ctx, next);
  };
}

/** The explorer's answer to a request under its path. */
function serveExplorer(directory: string): Middleware {
  return async function serveExplorerPath(ctx, next) {
    const path = ctx.path;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (path === EXPLORER_PATH) {
      ctx.status = 308;
      ctx.redirect(`${EXPLORER_PATH}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
      return;
    }
    const relative = decodeSafely(path.slice(EXPLORER_PATH.length + 1));
    const file = relative === undefined ? undefined : insideDirectory(directory, relative);
    if (relative === undefined || file === undefined) return next();
    const isAsset = extname(relative) !== '';
    const body = await readOptional(isAsset ? file : join(directory, 'index.html'));
    if (body === undefined) {
      if (isAsset) return next();
      throw new CompanionError(
        'unavailable',
        'the explorer is not built: run `npm run build:explorer` (npm start builds it)',
      );
    }
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    // Rebuilt at every start: revalidate instead of caching a stale bundle.
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = contentTypes[isAsset ? extname(file) : '.html'] ?? 'application/octet-stream';
    ctx.body = body;
  };
}

function decodeSafely(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The file `relative` names inside `directory` (the folder itself for ''), or undefined when it would leave it. */
function insideDirectory(directory: string, relative: string): string | undefined {
  const root = resolve(directory);
  const resolved = resolve(root, relative);
  return resolved === root || resolved.startsWith(root + sep) ? resolved : undefined;
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
