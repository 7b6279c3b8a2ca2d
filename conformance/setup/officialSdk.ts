/**
 * What the suites that drive the official `@cowprotocol/cow-sdk` share: where the SDK finds each
 * chain's order book, a random wallet as its signer, and the order a client signs from a quote.
 */
import {
  SupportedChainId,
  setGlobalAdapter,
  type ApiBaseUrls,
  type OrderQuoteResponse,
  type UnsignedOrder,
} from '@cowprotocol/cow-sdk';
import { ViemAdapter } from '@cowprotocol/sdk-viem-adapter';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';

/**
 * `baseUrls` for `OrderBookApi`: each chain in `networks` at `url/<network>`, every other chain at
 * an `unsupported-<chainId>` path (404), so no call can leave the machine.
 */
export function sdkBaseUrls(url: string, networks: Partial<Record<SupportedChainId, string>>): ApiBaseUrls {
  const urls = {} as ApiBaseUrls;
  for (const value of Object.values(SupportedChainId)) {
    if (typeof value === 'number') urls[value] = `${url}/${networks[value] ?? `unsupported-${value}`}`;
  }
  return urls;
}

/** The SDK's adapter type: the adapter package pins an older sdk-common, the same shape at run time. */
export type SdkAdapter = Parameters<typeof setGlobalAdapter>[0];

/**
 * A fresh random key as the SDK's global signer through its viem adapter (no RPC is ever reached):
 * `adapter` for the SDK's constructors, `signer` for `OrderSigningUtils`.
 */
export function useRandomSdkWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  const viemAdapter = new ViemAdapter({
    provider: createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:9') }),
    signer: account,
  });
  const adapter = viemAdapter as unknown as SdkAdapter;
  setGlobalAdapter(adapter);
  return { account, adapter, signer: viemAdapter.signer };
}

/** The order to sign from a quote, as the SDK docs say: zero signed fee, the fee folded into the sell amount. */
export function orderFromQuote(quote: OrderQuoteResponse['quote'], receiver: string): UnsignedOrder {
  const { gasAmount: _gas, gasPrice: _price, sellTokenPrice: _sellPrice, signingScheme: _scheme, ...order } = quote;
  return {
    ...order,
    receiver,
    sellAmount: (BigInt(quote.sellAmount) + BigInt(quote.feeAmount)).toString(),
    feeAmount: '0',
  };
}
