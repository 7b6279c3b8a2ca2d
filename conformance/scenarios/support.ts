/**
 * Shared frame of the flows in `conformance/scenarios/`: a real server per file (through
 * `startTestServer`, so a flow can pick its own environment: rate limits, limit-order cap), the
 * checked clients (every response is validated against the documents), and an independent
 * signing stack on viem (typed data exactly as docs/protocol.md#order-hashing-and-uids and
 * docs/protocol.md#cancellations define it; no server code) for the orders the flows need to
 * hand-craft.
 */
import { hashTypedData, keccak256, stringToBytes, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/startTestServer.js';
import { createCheckedClients, type CheckedClients } from '../setup/checkedClient.js';
import { CONFORMANCE_CONTROL_TOKEN } from '../setup/target.js';

export const SETTLEMENT: Address = '0x9008D19f58AAbD9eD0D60971565AA8510560ab41';
export const VAULT_RELAYER: Address = '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110';
export const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';

export const CHAIN_IDS = { mainnet: 1, xdai: 100, sepolia: 11155111 } as const;
export type Network = keyof typeof CHAIN_IDS;

/** Mainnet tokens of the default scenario (`simulator/scenarios/default.yaml`). */
export const TOKENS = {
  WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  /** `unsupported: rebasing` in the default scenario. */
  stETH: '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84',
  /** Not a token of any network: no price, no pool. */
  UNKNOWN: '0x1111111111111111111111111111111111111111',
} as const satisfies Record<string, Address>;

export const EMPTY_APP_DATA = '{}';
export const EMPTY_APP_DATA_HASH: Hex = '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d';
export const ONE_ETHER = 10n ** 18n;

/** What a control call sent without the checked clients carries: the scenario server's token. */
export const CONTROL_AUTHORIZATION = { authorization: `Bearer ${CONFORMANCE_CONTROL_TOKEN}` } as const;

export type Scenario = {
  server: TestServer;
  url: string;
  /** Checked clients of one network (default mainnet). */
  clients(network?: Network): CheckedClients;
  /** The shared world time in unix seconds. */
  now(): Promise<number>;
  /** Moves the manual clock (and mines one block so the world notices). */
  advance(seconds: number): Promise<void>;
  close(): Promise<void>;
};

export async function startScenario(env: Record<string, string> = {}): Promise<Scenario> {
  // The control API guarded as on a shared deployment: every flow's control calls carry the token.
  const server = await startTestServer({ SIM_CONTROL_TOKEN: CONFORMANCE_CONTROL_TOKEN, ...env });
  const cache = new Map<string, CheckedClients>();
  const clients = (network: Network = 'mainnet') => {
    let found = cache.get(network);
    if (!found) {
      found = createCheckedClients(
        { baseUrl: server.url, network, controlToken: CONFORMANCE_CONTROL_TOKEN },
        { allowNotImplemented: false },
      );
      cache.set(network, found);
    }
    return found;
  };
  return {
    server,
    url: server.url,
    clients,
    async now() {
      const { data } = await clients().simulator.GET('/sim/v1/snapshot');
      if (!data) throw new Error('no world snapshot');
      return Math.floor(Date.parse(data.time) / 1000);
    },
    async advance(seconds) {
      const { response } = await clients().simulator.POST('/sim/v1/advance', { body: { seconds, blocks: 1 } });
      expect(response.status).toBe(200);
    },
    close: () => server.close(),
  };
}

export const randomAccount = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

export const appDataHash = (text: string): Hex => keccak256(stringToBytes(text));

/** The signed fields of an order (docs/protocol.md#order-hashing-and-uids), `appData` as its hash. */
export type OrderData = {
  sellToken: Address;
  buyToken: Address;
  receiver: Address;
  sellAmount: bigint;
  buyAmount: bigint;
  validTo: number;
  appData: Hex;
  feeAmount: bigint;
  kind: 'sell' | 'buy';
  partiallyFillable: boolean;
  sellTokenBalance: 'erc20' | 'external' | 'internal';
  buyTokenBalance: 'erc20' | 'internal';
};

const domain = (chainId: number) =>
  ({ name: 'Gnosis Protocol', version: 'v2', chainId, verifyingContract: SETTLEMENT }) as const;

const orderTypes = {
  Order: [
    { name: 'sellToken', type: 'address' },
    { name: 'buyToken', type: 'address' },
    { name: 'receiver', type: 'address' },
    { name: 'sellAmount', type: 'uint256' },
    { name: 'buyAmount', type: 'uint256' },
    { name: 'validTo', type: 'uint32' },
    { name: 'appData', type: 'bytes32' },
    { name: 'feeAmount', type: 'uint256' },
    { name: 'kind', type: 'string' },
    { name: 'partiallyFillable', type: 'bool' },
    { name: 'sellTokenBalance', type: 'string' },
    { name: 'buyTokenBalance', type: 'string' },
  ],
} as const;

const cancellationsTypes = { OrderCancellations: [{ name: 'orderUids', type: 'bytes[]' }] } as const;
const cancellationTypes = { OrderCancellation: [{ name: 'orderUid', type: 'bytes' }] } as const;

/** The EIP-712 digest of an order. Amounts may exceed uint256 (viem encodes them modulo nothing: it throws). */
export function orderDigest(order: OrderData, chainId: number): Hex {
  return hashTypedData({ domain: domain(chainId), types: orderTypes, primaryType: 'Order', message: order });
}

/** digest ‖ owner ‖ validTo (docs/protocol.md#order-hashing-and-uids). */
export function orderUid(digest: Hex, owner: Address, validTo: number): Hex {
  return `${digest}${owner.slice(2).toLowerCase()}${validTo.toString(16).padStart(8, '0')}` as Hex;
}

export type EcdsaScheme = 'eip712' | 'ethsign';

/** An ECDSA signature of `digest`: plain for eip712, EIP-191 wrapped for ethsign. */
export async function signDigest(account: PrivateKeyAccount, digest: Hex, scheme: EcdsaScheme): Promise<Hex> {
  return scheme === 'eip712' ? account.sign({ hash: digest }) : account.signMessage({ message: { raw: digest } });
}

export async function signCancellations(
  account: PrivateKeyAccount,
  uids: readonly Hex[],
  chainId: number = CHAIN_IDS.mainnet,
  scheme: EcdsaScheme = 'eip712',
): Promise<Hex> {
  const digest = hashTypedData({
    domain: domain(chainId),
    types: cancellationsTypes,
    primaryType: 'OrderCancellations',
    message: { orderUids: [...uids] },
  });
  return signDigest(account, digest, scheme);
}

/** `OrderCancellation(bytes orderUid)` for `DELETE /api/v1/orders/{uid}`. */
export async function signCancellation(
  account: PrivateKeyAccount,
  uid: Hex,
  chainId: number = CHAIN_IDS.mainnet,
  scheme: EcdsaScheme = 'eip712',
): Promise<Hex> {
  const digest = hashTypedData({
    domain: domain(chainId),
    types: cancellationTypes,
    primaryType: 'OrderCancellation',
    message: { orderUid: uid },
  });
  return signDigest(account, digest, scheme);
}

/** A well-formed in-market order: sell 1 WETH for 1000 USDC atoms, valid 30 minutes, empty app data. */
export function baseOrder(now: number, overrides: Partial<OrderData> = {}): OrderData {
  return {
    sellToken: TOKENS.WETH,
    buyToken: TOKENS.USDC,
    receiver: ZERO_ADDRESS,
    sellAmount: ONE_ETHER,
    buyAmount: 1000n,
    validTo: now + 1800,
    appData: EMPTY_APP_DATA_HASH,
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    ...overrides,
  };
}

/** The wire body of `POST /api/v1/orders` (amounts as decimal strings, app data as text). */
export function orderBody(
  order: OrderData,
  signing: { signingScheme: string; signature: Hex; from?: Address; appDataText?: string; quoteId?: number },
): Record<string, unknown> {
  return {
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver === ZERO_ADDRESS ? null : order.receiver,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: signing.appDataText ?? (order.appData === EMPTY_APP_DATA_HASH ? EMPTY_APP_DATA : order.appData),
    feeAmount: order.feeAmount.toString(),
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    signingScheme: signing.signingScheme,
    signature: signing.signature,
    ...(signing.from === undefined ? {} : { from: signing.from }),
    ...(signing.quoteId === undefined ? {} : { quoteId: signing.quoteId }),
  };
}

/** Signs `order` with `account` and returns the body and the uid the server must answer. */
export async function signedOrder(
  account: PrivateKeyAccount,
  order: OrderData,
  options: {
    scheme?: EcdsaScheme;
    chainId?: number;
    appDataText?: string;
    from?: Address;
  } = {},
): Promise<{ body: Record<string, unknown>; uid: Hex }> {
  const digest = orderDigest(order, options.chainId ?? CHAIN_IDS.mainnet);
  const scheme = options.scheme ?? 'eip712';
  const signature = await signDigest(account, digest, scheme);
  return {
    body: orderBody(order, {
      signingScheme: scheme,
      signature,
      ...(options.from === undefined ? {} : { from: options.from }),
      ...(options.appDataText === undefined ? {} : { appDataText: options.appDataText }),
    }),
    uid: orderUid(digest, account.address, order.validTo),
  };
}

/** An error answer: status, `errorType`, JSON content type (docs/protocol.md#errors). */
export function expectError(
  result: { response: Response; error?: unknown },
  status: number,
  errorType: string,
): { errorType: string; description: string; data?: Record<string, unknown> } {
  const error = result.error as { errorType: string; description: string; data?: Record<string, unknown> } | undefined;
  expect({ status: result.response.status, errorType: error?.errorType }).toEqual({ status, errorType });
  expect(result.response.headers.get('content-type')).toMatch(/^application\/json\b/);
  expect(typeof error?.description).toBe('string');
  return error!;
}
