import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { simulateBundle as runBundle } from '../../domain/companion/simulateBundle.js';

export const simulateBundle: Handlers<AppContext>['simulateBundle'] = async ({ params, body }, context) => ({
  status: 200,
  body: await runBundle(context.companion.services, { chainId: params.chainId, calls: body }),
});
