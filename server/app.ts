import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import * as companionRoutes from '../generated/companion/routes.js';
import {
  bodyValidators as companionBodyValidators,
  parameterValidators as companionParameterValidators,
} from '../generated/companion/validators.js';
import * as orderbookRoutes from '../generated/orderbook/routes.js';
import {
  bodyValidators as orderbookBodyValidators,
  parameterValidators as orderbookParameterValidators,
} from '../generated/orderbook/validators.js';
import * as simulatorRoutes from '../generated/simulator/routes.js';
import * as solverRoutes from '../generated/solver/routes.js';
import {
  bodyValidators as solverBodyValidators,
  parameterValidators as solverParameterValidators,
} from '../generated/solver/validators.js';
import {
  bodyValidators as simulatorBodyValidators,
  parameterValidators as simulatorParameterValidators,
} from '../generated/simulator/validators.js';
import { companionHandlers } from './api/companion/index.js';
import { analyticsProviderMiddleware } from './companion/mountAnalyticsProvider.js';
import { orderbookHandlers } from './api/orderbook/index.js';
import { simulatorHandlers } from './api/simulator/index.js';
import { solverHandlers } from './api/solver/index.js';
import type { AppContext } from './context.js';
import { requireBearerToken } from './http/bearerToken.js';
import { cors } from './http/cors.js';
import type { Surface } from './http/errorBody.js';
import { errorHandler } from './http/errorHandler.js';
import { explorerPage } from './http/explorerPage.js';
import { hostAllowList } from './http/hostAllowList.js';
import { mountOperations, type MountableOperation } from './http/mountOperations.js';
import { createRateLimiter, rateLimit, rateLimitCategory } from './http/rateLimit.js';
import { routesByPathDepth, segmentAt } from './http/routesByPathDepth.js';

/** JSON bodies above this size get 413 (docs/protocol.md#errors). */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** Body limit of the built-in solvers' engine API: an auction of thousands of orders and pools (openapi/solver.yaml). */
export const SOLVE_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const orderbookNetworks: readonly string[] = orderbookRoutes.networks;

/** Where `explorer/build.mjs` writes the explorer's files (`npm start`, `npm run build:explorer`). */
export const EXPLORER_BUILD_DIRECTORY = fileURLToPath(new URL('../.build/explorer/', import.meta.url));

/**
 * The companion's sections under a chain (`tokens`, `markets`, `yield`, ...: the segment after
 * `{chainId}` of its paths). `{chainId}` may be an order-book network name (openapi/companion.yaml),
 * so these name the surface where the first segment cannot.
 */
const companionChainSections: ReadonlySet<string> = new Set(
  companionRoutes.operations.flatMap(({ path }) => {
    const [first, second] = firstTwoSegments(path);
    return first === '{chainId}' ? [second] : [];
  }),
);

/**
 * Which surface a path belongs to, for requests that match no operation and for CORS: order-book
 * paths are `/{network}/api/...` and `/{network}/restricted/...`; a companion section under a
 * chain is companion even when the chain is an order-book name (`/mainnet/tokens/-/usdPrice`,
 * `/mainnet/yield/pools`); other paths under a network (the control and solver APIs, unknown
 * ones) are order book; everything else is companion.
 */
export function surfaceOf(path: string): Surface {
  // Runs on every request (CORS): the first two segments, without splitting the whole path.
  const [first, second] = firstTwoSegments(path);
  if (second === 'api' || second === 'restricted') return 'orderbook';
  if (companionChainSections.has(second)) return 'companion';
  return orderbookNetworks.includes(first) ? 'orderbook' : 'companion';
}

/**
 * Whether a path is in the simulator control API (`/{network}/sim/...`): paths that change the
 * world, so no other origin may read their answers (CORS) and `SIM_CONTROL_TOKEN` guards them.
 */
export function isControlPath(path: string): boolean {
  return firstTwoSegments(path)[1] === 'sim';
}

/** `path.split('/')[1]` and `[2]`, `''` for those missing. */
export function firstTwoSegments(path: string): [string, string] {
  return [segmentAt(path, 1), segmentAt(path, 2)];
}

/** Koa's per-app prototypes of `ctx`, `ctx.request` and `ctx.response`, from the process's first app. */
let sharedPrototypes: Pick<Koa, 'context' | 'request' | 'response'> | undefined;

/** The Koa application: middleware order in one place (docs/architecture.md#an-order-from-http-to-sqlite-and-back). */
export function createApp(context: AppContext): Koa {
  const app = new Koa();
  // Every app of the process builds its requests' contexts from one set of prototypes: objects
  // made from other prototypes have other hidden classes, so a process's second app (another
  // simulation, a test's server) would throw away the code V8 optimised for the first.
  sharedPrototypes ??= { context: app.context, request: app.request, response: app.response };
  Object.assign(app, sharedPrototypes);
  app.proxy = false;
  app.silent = context.config.logLevel === 'silent';

  app.use(errorHandler(surfaceOf));
  // Before anything else answers: a rebound name must learn nothing, not even CORS headers.
  // The name the server binds to (`HOST=batchbook.internal`) is one its clients use.
  app.use(hostAllowList([...context.config.allowedHosts, context.config.host.toLowerCase()]));
  // Same-origin static files: before CORS, so no other origin is invited to read them.
  if (context.config.explorer) app.use(explorerPage(EXPLORER_BUILD_DIRECTORY));
  app.use(cors(surfaceOf, isControlPath));
  // A write (an order, a cancellation, a control call) may add order events or change balances:
  // the event streams read them once the response is ready, which is after its transaction committed.
  // Reads pass `next()`'s promise on as it is: no async frame of their own.
  app.use(function pokeEventStreams(ctx, next) {
    const method = ctx.request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    return next().then(() => context.streams.poke());
  });

  // Rate limits use real monotonic time, never the simulated clock (a paused world must not block clients).
  const limiter = createRateLimiter(context.config.rateLimits, () => performance.now());
  const guard = context.config.rateLimit
    ? (operation: MountableOperation) => rateLimit(limiter, rateLimitCategory(operation.operationId, operation.method))
    : undefined;

  // The built-in analytics provider (`/analytics/v1/...`), the default upstream of `GET /hooks`:
  // Dune's protocol, outside the OpenAPI documents, with its own `{error}` bodies.
  app.use(analyticsProviderMiddleware(context.companion.analyticsProvider));

  // Order-book routes are specific (`/{network}/api/...`); they go first so a network name
  // never collides with a companion `{chainId}`.
  app.use(
    routesByPathDepth(orderbookRoutes.operations, (router, operations) =>
      mountOperations(router, {
        ...(guard ? { guard } : {}),
        surface: 'orderbook',
        operations,
        networks: orderbookNetworks,
        handlers: orderbookHandlers,
        parameterValidators: orderbookParameterValidators,
        bodyValidators: orderbookBodyValidators,
        context,
        bodyLimitBytes: BODY_LIMIT_BYTES,
      }),
    ),
  );
  // The simulator control API (`/{network}/sim/v1/...`) exists only with SIM_CONTROL=on; when off
  // its paths match no route and answer 404 NotFound like any unknown path.
  if (context.config.simControl) {
    const token = context.config.simControlToken;
    const checkToken = token === undefined ? undefined : requireBearerToken(token);
    app.use(
      routesByPathDepth(simulatorRoutes.operations, (router, operations) =>
        mountOperations(router, {
          ...(checkToken ? { guard: () => checkToken } : {}),
          surface: 'orderbook',
          operations,
          networks: simulatorRoutes.networks,
          handlers: simulatorHandlers,
          parameterValidators: simulatorParameterValidators,
          bodyValidators: simulatorBodyValidators,
          context,
          bodyLimitBytes: BODY_LIMIT_BYTES,
        }),
      ),
    );
  }
  // The built-in solvers behind the solver-engine API (`/{network}/solvers/{solver}/...`).
  app.use(
    routesByPathDepth(solverRoutes.operations, (router, operations) =>
      mountOperations(router, {
        surface: 'orderbook',
        operations,
        networks: solverRoutes.networks,
        handlers: solverHandlers,
        parameterValidators: solverParameterValidators,
        bodyValidators: solverBodyValidators,
        context,
        bodyLimitBytes: SOLVE_BODY_LIMIT_BYTES,
      }),
    ),
  );
  app.use(
    routesByPathDepth(companionRoutes.operations, (router, operations) =>
      mountOperations(router, {
        surface: 'companion',
        operations,
        networks: [],
        handlers: companionHandlers,
        parameterValidators: companionParameterValidators,
        bodyValidators: companionBodyValidators,
        context,
        bodyLimitBytes: BODY_LIMIT_BYTES,
      }),
    ),
  );
  return app;
}
