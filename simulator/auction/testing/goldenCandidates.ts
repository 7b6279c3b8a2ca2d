/**
 * The golden auction's candidates on the default scenario's mainnet: coincidences of wants, AMM
 * routes direct and through WETH, buy orders, a native buy, a partially fillable order too large
 * for the pools, quoted (in-market) orders, partner fees, hooks, and one order for every reason
 * to leave an order out.
 */
import { NOW, TOKENS, addressOf, candidate } from './fixtures.js';
import type { CandidateOrder } from '../types.js';

const E18 = 10n ** 18n;
const E6 = 10n ** 6n;

export const BANNED_OWNER = addressOf('golden banned');
export const DRAINED_OWNER = addressOf('golden drained');

export function goldenCandidates(): CandidateOrder[] {
  return [
    candidate('golden weth-usdc', { sellAmount: 2n * E18, buyAmount: 6000n * E6 }),
    candidate('golden usdc-weth', {
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 5000n * E6,
      buyAmount: (15n * E18) / 10n,
    }),
    candidate('golden usdc-weth quoted', {
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 1600n * E6,
      buyAmount: (49n * E18) / 100n,
      quote: { sellAmount: 1600n * E6, buyAmount: E18 / 2n, fee: 0n },
    }),
    candidate('golden buy dai', {
      kind: 'buy',
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.DAI,
      sellAmount: 1010n * E6,
      buyAmount: 1000n * E18,
      partnerFees: [{ kind: 'volume', factor: 0.002 }],
    }),
    candidate('golden cow-native', {
      sellToken: TOKENS.COW,
      buyToken: TOKENS.NATIVE,
      sellAmount: 20_000n * E18,
      buyAmount: 2n * E18,
      receiver: addressOf('golden cow receiver'),
      preInteractions: [
        { target: '0x00000000000000000000000000000000000000aa', value: 0n, callData: '0x1234', gasLimit: 60_000n },
      ],
      postInteractions: [
        { target: '0x00000000000000000000000000000000000000bb', value: 0n, callData: '0x', gasLimit: 30_000n },
      ],
      appCode: 'golden',
    }),
    candidate('golden gno-usdc via weth', {
      sellToken: TOKENS.GNO,
      buyToken: TOKENS.USDC,
      sellAmount: 10n * E18,
      buyAmount: 1700n * E6,
    }),
    candidate('golden wbtc partial', {
      sellToken: TOKENS.WBTC,
      buyToken: TOKENS.WETH,
      sellAmount: 2000n * 10n ** 8n,
      buyAmount: 55_000n * E18,
      partiallyFillable: true,
    }),
    candidate('golden greedy', { sellAmount: E18, buyAmount: 4000n * E6 }),
    candidate('golden usdt-usdc partly done', {
      sellToken: TOKENS.USDT,
      buyToken: TOKENS.USDC,
      sellAmount: 10_000n * E6,
      buyAmount: 9_900n * E6,
      partiallyFillable: true,
      executed: 4_000n * E6,
      executedSell: 4_000n * E6,
      executedBuy: 3_990n * E6,
    }),
    // Left out, with an event.
    candidate('golden banned', { owner: BANNED_OWNER }),
    candidate('golden drained', { owner: DRAINED_OWNER }),
    candidate('golden presign', { signingScheme: 'presign', signature: '0x' }),
    candidate('golden steth', { sellToken: TOKENS.stETH }),
    candidate('golden dust', { sellToken: TOKENS.USDC, sellAmount: 1n, buyAmount: 1n }),
    candidate('golden in flight'),
    // Left out silently.
    candidate('golden expiring', { validTo: NOW + 30 }),
    candidate('golden later', { validFrom: NOW + 600 }),
  ];
}
