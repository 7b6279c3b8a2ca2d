import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { registerAffiliate } from '../../domain/companion/affiliates.js';

export const createAffiliate: Handlers<AppContext>['createAffiliate'] = async ({ params, body }, context) => ({
  status: 201,
  body: await registerAffiliate(context.companion.services, { pathWalletAddress: params.walletAddress, body }),
});
