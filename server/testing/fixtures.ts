/**
 * Fixtures shared by the server's tests: the default scenario's mainnet tokens (lower case, as
 * the order book stores addresses) and orders signed as a wallet signs them (EIP-712 through
 * viem), submitted through the generated order-book client.
 */
import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { createCompanionClient } from '../../generated/companion/client.js';
import { createOrderbookClient, type components } from '../../generated/orderbook/client.js';
import { createSimulatorClient } from '../../generated/simulator/client.js';
import { orderTypedData, type ProtocolOrder } from '../../simulator/index.js';

export const TOKENS = {
  WETH: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  USDC: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  DAI: '0x6b175474e89094c44da98b954eedeac495271d0f',
  COW: '0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab',
  WBTC: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599',
} as const satisfies Record<string, Address>;

/** The generated order-book client of one network of a running server. */
export function orderbookClient(server: { url: string }, network = 'mainnet') {
  return createOrderbookClient({ baseUrl: `${server.url}/${network}` });
}

/** The generated companion client of a running server (its routes carry the chain themselves). */
export function companionClient(server: { url: string }) {
  return createCompanionClient({ baseUrl: server.url });
}

/** The generated simulator control-API client of one network of a running server. */
export function simulatorClient(server: { url: string }, network = 'mainnet') {
  return createSimulatorClient({ baseUrl: `${server.url}/${network}` });
}

/** What a generated client's call resolves to. */
export type Answer<T, E> = { data?: T; error?: E; response: Response };

/** The status and the body (the success's or the error's) of an answer. */
export function answered<T, E>({ data, error, response }: Answer<T, E>) {
  return { status: response.status, json: data ?? error };
}

/** The status, the CORS and caching headers and the body (the success's or the error's) of an answer. */
export function answeredWithHeaders<T, E>({ data, error, response }: Answer<T, E>) {
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    cacheControl: response.headers.get('cache-control'),
    json: data ?? error,
  };
}

/** The body of a successful answer; fails the test with the error body otherwise. */
export function ok<T, E>({ data, error, response }: Answer<T, E>): T {
  expect(response.ok, JSON.stringify(error)).toBe(true);
  return data as T;
}

/** The order book's `{errorType, description}` body of a refused answer, with its status. */
export function refused<T, E>({ data, error, response }: Answer<T, E>) {
  expect(response.ok, JSON.stringify(data)).toBe(false);
  return { status: response.status, ...(error as { errorType: string; description: string }) };
}

/** An order before signing; `appData` is the JSON text whose keccak256 the order signs. */
export type UnsignedOrder = Omit<ProtocolOrder, 'appData'> & { appData: string };

/** The terms most test orders share: a fill-or-kill sell from and to ERC-20 balances, no fee, empty app data. */
export const plainSellOrderTerms = {
  appData: '{}',
  feeAmount: 0n,
  kind: 'sell',
  partiallyFillable: false,
  sellTokenBalance: 'erc20',
  buyTokenBalance: 'erc20',
} as const satisfies Partial<UnsignedOrder>;

/** The `POST /api/v1/orders` body of `order`, signed with EIP-712 by `account` on `chainId`. */
export async function signedOrderBody(
  account: PrivateKeyAccount,
  order: UnsignedOrder,
  chainId = 1,
): Promise<components['schemas']['OrderCreation']> {
  const signed: ProtocolOrder = { ...order, appData: keccak256(stringToHex(order.appData)) };
  return {
    ...order,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    feeAmount: order.feeAmount.toString(),
    signingScheme: 'eip712',
    signature: await account.signTypedData(orderTypedData(signed, chainId)),
    from: account.address,
  };
}

/**
 * Signs `order` and submits it to the server's mainnet order book; returns the uid.
 *
 * @throws Error with the answer's status and body when the order book refuses the order.
 */
export async function submitOrder(
  server: { url: string },
  account: PrivateKeyAccount,
  order: UnsignedOrder,
): Promise<Hex> {
  const { data, error, response } = await orderbookClient(server).POST('/api/v1/orders', {
    body: await signedOrderBody(account, order),
  });
  if (data === undefined) throw new Error(`POST /api/v1/orders answered ${response.status}: ${JSON.stringify(error)}`);
  return data as Hex;
}
