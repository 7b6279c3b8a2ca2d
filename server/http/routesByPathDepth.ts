import Router from '@koa/router';
import type { Context, Middleware } from 'koa';

/**
 * The number of `/` in `path`, trailing slashes ignored: `/:network/api/v1/orders/:UID` and
 * `/mainnet/api/v1/orders/0x…/` are both 5. A route may match one slash more than its pattern
 * (`/affiliate/:walletAddress/` matches `/affiliate/0x…//`), so a request never lands at a depth
 * where its route is missing; the router itself still rejects slashes its route does not allow.
 */
export function pathDepth(path: string): number {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  let depth = 0;
  for (let index = 0; index < end; index += 1) if (path.charCodeAt(index) === 47) depth += 1;
  return depth;
}

/**
 * Routes `operations` through one router per path depth, each with its `allowedMethods` (405).
 * @koa/router tests every registered route's pattern on each request, a visible share of a
 * request with 60 routes (docs/performance.md#http); a route only matches paths of
 * its own depth, trailing slashes aside (parameters never span a `/`), so dispatching on the depth
 * first leaves a few.
 * `mount` registers its share of the operations on the router it is given.
 */
export function routesByPathDepth<Operation extends { readonly routerPath: string }>(
  operations: readonly Operation[],
  mount: (router: Router, operations: readonly Operation[]) => void,
): Middleware {
  const groups = new Map<number, Operation[]>();
  for (const operation of operations) {
    const depth = pathDepth(operation.routerPath);
    groups.set(depth, [...(groups.get(depth) ?? []), operation]);
  }
  const byDepth = new Map<number, Middleware>();
  for (const [depth, group] of groups) {
    const router = new Router({ exclusive: 'specificity' });
    mount(router, group);
    // Router middleware types expect the router's own context; they run on Koa's like any other.
    const routes = router.routes() as unknown as Middleware;
    const allowedMethods = router.allowedMethods() as unknown as Middleware;
    byDepth.set(depth, (ctx, next) => routes(ctx, () => allowedMethods(ctx, next).then(() => rejectMethod(ctx))));
  }
  return (ctx, next) => {
    const route = byDepth.get(pathDepth(ctx.request.path));
    return route ? route(ctx, next) : next();
  };
}

/**
 * After the router's `allowedMethods`, which answers a path's other methods with 405 and methods
 * it does not know at all (PROPFIND) with 501, each with `Allow` (the only middleware that sets
 * it): both become a thrown 405 that the error handler renders in the surface's shape, `Allow`
 * kept (RFC 9110 requires it on a 405). An unknown method on a path no route matches (`Allow`
 * empty) stays a 404.
 */
function rejectMethod(ctx: Context): void {
  const response = ctx.response;
  if ((response.status !== 405 && response.status !== 501) || response.headers.allow === undefined) return;
  const allow = response.get('Allow');
  if (allow === '') {
    response.remove('Allow');
    response.status = 404;
    return;
  }
  throw Object.assign(new Error(`${ctx.request.method} is not allowed on ${ctx.request.path}; allowed: ${allow}`), {
    status: 405,
    expose: true,
  });
}
