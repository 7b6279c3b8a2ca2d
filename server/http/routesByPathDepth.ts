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
 * Routes `operations` through one router per path depth and, within a depth, per value of the
 * first segment that is a literal in every route of that depth and tells them apart (the resource:
 * `orders` in `/:network/api/v1/orders/:UID`), each router with its `allowedMethods` (405).
 * @koa/router tests every registered route's pattern on each request, a visible share of a
 * request with 60 routes (docs/performance.md#http); a route only matches paths of
 * its own depth, trailing slashes aside (parameters never span a `/`), and only paths whose
 * segment is its literal (in any case: the router matches without case), so dispatching on both
 * first leaves one to three.
 * `mount` registers its share of the operations on the router it is given.
 */
export function routesByPathDepth<Operation extends { readonly routerPath: string }>(
  operations: readonly Operation[],
  mount: (router: Router, operations: readonly Operation[]) => void,
): Middleware {
  const byDepth = new Map<number, Middleware>();
  for (const [depth, group] of groupBy(operations, (operation) => pathDepth(operation.routerPath)))
    byDepth.set(depth, routesBySegment(group, mount));
  return (ctx, next) => {
    const route = byDepth.get(pathDepth(ctx.request.path));
    return route ? route(ctx, next) : next();
  };
}

/** Routes `operations` (of one depth) by the segment that tells them apart, if one does. */
function routesBySegment<Operation extends { readonly routerPath: string }>(
  operations: readonly Operation[],
  mount: (router: Router, operations: readonly Operation[]) => void,
): Middleware {
  const index = distinguishingSegment(operations.map(({ routerPath }) => routerPath));
  if (index === undefined) return routed(operations, mount);
  const byLiteral = new Map<string, Middleware>();
  for (const [literal, group] of groupBy(operations, ({ routerPath }) => segmentAt(routerPath, index).toLowerCase()))
    byLiteral.set(literal, routed(group, mount));
  // A path whose segment is no route's literal matches none of them: as after a router that found nothing.
  return (ctx, next) => {
    const route = byLiteral.get(segmentAt(ctx.request.path, index).toLowerCase());
    return route ? route(ctx, next) : next();
  };
}

/** One router for `operations`, its `allowedMethods` and `rejectMethod` after it. */
function routed<Operation>(
  operations: readonly Operation[],
  mount: (router: Router, operations: readonly Operation[]) => void,
): Middleware {
  const router = new Router({ exclusive: 'specificity' });
  mount(router, operations);
  // Router middleware types expect the router's own context; they run on Koa's like any other.
  const routes = router.routes() as unknown as Middleware;
  const allowedMethods = router.allowedMethods() as unknown as Middleware;
  return (ctx, next) => routes(ctx, () => allowedMethods(ctx, next).then(() => rejectMethod(ctx)));
}

/**
 * The index (in `path.split('/')`) of the first segment that is a literal in every one of `paths`
 * (of one depth) and not the same in all; undefined when none is.
 */
function distinguishingSegment(paths: readonly string[]): number | undefined {
  const depth = pathDepth(paths[0] ?? '/');
  for (let index = 1; index <= depth; index += 1) {
    const segments = paths.map((path) => segmentAt(path, index));
    if (segments.some((segment) => !/^[A-Za-z0-9_.~-]+$/.test(segment))) continue;
    if (new Set(segments.map((segment) => segment.toLowerCase())).size > 1) return index;
  }
  return undefined;
}

/** `path.split('/')[index]`, `''` when missing, without splitting the whole path. */
export function segmentAt(path: string, index: number): string {
  let start = 0;
  for (let passed = 0; passed < index; passed += 1) {
    start = path.indexOf('/', start) + 1;
    if (start === 0) return '';
  }
  const end = path.indexOf('/', start);
  return path.slice(start, end < 0 ? path.length : end);
}

function groupBy<Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
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
