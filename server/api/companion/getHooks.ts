import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { HOOKS_CACHE_CONTROL, HOOKS_DEFAULTS, getHooks as fetchHooks } from '../../domain/companion/hooks.js';

/** Failures are rendered `{hooks: [], count: 0, error}` + `no-store` by `server/http/errorBody.ts`. */
export const getHooks: Handlers<AppContext>['getHooks'] = async ({ query }, context) => ({
  status: 200,
  body: await fetchHooks(context.companion.services, {
    blockchain: query.blockchain,
    period: query.period,
    maxWaitTimeMs: query.maxWaitTimeMs ?? HOOKS_DEFAULTS.maxWaitTimeMs,
    limit: query.limit ?? HOOKS_DEFAULTS.limit,
    offset: query.offset ?? HOOKS_DEFAULTS.offset,
  }),
  headers: { 'Cache-Control': HOOKS_CACHE_CONTROL },
});
