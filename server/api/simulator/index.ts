import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { advanceWorld } from './advanceWorld.js';
import { banAddress } from './banAddress.js';
import { createContractWallet } from './createContractWallet.js';
import { drainBalance } from './drainBalance.js';
import { getWorldSnapshot } from './getWorldSnapshot.js';
import { invalidateOrder } from './invalidateOrder.js';
import { mintBalance } from './mintBalance.js';
import { revokeAllowance } from './revokeAllowance.js';
import { setAllowance } from './setAllowance.js';
import { setPreSignature } from './setPreSignature.js';
import { setTokenPrice } from './setTokenPrice.js';
import { unbanAddress } from './unbanAddress.js';

/** One handler per simulator control operationId; a missing or mistyped one fails to compile. */
export const simulatorHandlers: Handlers<AppContext> = {
  getWorldSnapshot,
  mintBalance,
  drainBalance,
  setAllowance,
  revokeAllowance,
  setPreSignature,
  invalidateOrder,
  createContractWallet,
  banAddress,
  unbanAddress,
  setTokenPrice,
  advanceWorld,
};
