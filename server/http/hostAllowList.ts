import type { Middleware } from 'koa';
import { isIP } from 'node:net';
import { isLoopbackHost } from '../config.js';
import { ApiError } from '../domain/errors.js';

/**
 * DNS-rebinding protection: a page on `evil.example` whose name an attacker re-points at
 * 127.0.0.1 reaches this server with `Host: evil.example`. Only names the operator expects are
 * answered: loopback names, any IP address (a rebinding needs a name), and `allowedHosts`
 * (`name`, `.domain` for the domain and its subdomains, `*` for any). Others get 403 `Forbidden`
 * in the surface's shape. A request without `Host` (HTTP/1.0) comes from no browser and passes.
 */
export function hostAllowList(allowedHosts: readonly string[]): Middleware {
  if (allowedHosts.includes('*')) return (_ctx, next) => next();
  const isAllowed = hostAllowed(allowedHosts);
  // A client sends the same `Host` on every request: the last one allowed is compared, not parsed again.
  let lastAllowed: string | undefined;
  return function checkHost(ctx, next) {
    const host = ctx.request.headers.host;
    if (host === undefined || host === lastAllowed) return next();
    if (isAllowed(host)) {
      lastAllowed = host;
      return next();
    }
    throw new ApiError(
      'Forbidden',
      `Host ${JSON.stringify(host)} is not allowed; add it to ALLOWED_HOSTS to serve requests for it`,
    );
  };
}

/** Whether a `Host` header value (`name[:port]`, `[v6][:port]`) names an allowed host. */
export function hostAllowed(allowedHosts: readonly string[]): (host: string) => boolean {
  const exact = new Set(allowedHosts.filter((name) => !name.startsWith('.')).map(withoutTrailingDot));
  const domains = allowedHosts.filter((name) => name.startsWith('.')).map(withoutTrailingDot);
  return (host) => {
    const name = withoutTrailingDot(hostName(host).toLowerCase());
    if (name === '') return false;
    if (isLoopbackHost(name) || isIP(name) !== 0) return true;
    return exact.has(name) || domains.some((domain) => name.endsWith(domain) || name === domain.slice(1));
  };
}

/** The name of a `Host` header without its port; an IPv6 literal without its brackets. */
function hostName(host: string): string {
  const trimmed = host.trim();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end < 0 ? '' : trimmed.slice(1, end);
  }
  const colon = trimmed.indexOf(':');
  return colon < 0 ? trimmed : trimmed.slice(0, colon);
}

function withoutTrailingDot(name: string): string {
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
