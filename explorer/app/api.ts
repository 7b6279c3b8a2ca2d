/**
 * The page reads batchbook only through its public APIs and the generated typed clients, so it
 * shows nothing a client could not get. Same origin: no CORS, no key of the page's own.
 */
import { createCompanionClient, type components as CompanionComponents } from '../../generated/companion/client.js';
import { createOrderbookClient, type components as OrderbookComponents } from '../../generated/orderbook/client.js';
import { networks } from '../../generated/orderbook/routes.js';
import { createSimulatorClient, type components as SimulatorComponents } from '../../generated/simulator/client.js';

export type Network = (typeof networks)[number];
export const knownNetworks: readonly Network[] = networks;
export const isNetwork = (value: string): value is Network => (networks as readonly string[]).includes(value);

export type Schemas = OrderbookComponents['schemas'];
export type SimSchemas = SimulatorComponents['schemas'];
export type AuctionSummary = Schemas['AuctionSummary'];
export type Settlement = Schemas['AuctionStreamSettlement'];
export type WorldSnapshot = SimSchemas['WorldSnapshot'];
export type PoolsHistory = CompanionComponents['schemas']['PoolsHistory'];

const origin = () => globalThis.location.origin;

export const orderbook = (network: Network) => createOrderbookClient({ baseUrl: `${origin()}/${network}` });
export const simulator = (network: Network) => createSimulatorClient({ baseUrl: `${origin()}/${network}` });
export const companion = () => createCompanionClient({ baseUrl: origin() });

/**
 * The control API's bearer token, when the server has `SIM_CONTROL_TOKEN`: typed in by the user,
 * kept for this tab only (sessionStorage), never part of the page.
 */
const TOKEN_KEY = 'batchbook.controlToken';
export const controlToken = {
  get: (): string | undefined => sessionStorage.getItem(TOKEN_KEY) ?? undefined,
  set(token: string | undefined) {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  },
};
export const controlHeaders = (): Record<string, string> => {
  const token = controlToken.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** What the control API said: its snapshot, or why there is none. */
export type ControlState =
  | { kind: 'on'; snapshot: WorldSnapshot }
  | { kind: 'off' }
  | { kind: 'locked'; wrongToken: boolean }
  | { kind: 'error'; message: string };

export async function readControl(network: Network): Promise<ControlState> {
  try {
    const { data, error, response } = await simulator(network).GET('/sim/v1/snapshot', { headers: controlHeaders() });
    if (data) return { kind: 'on', snapshot: data };
    if (response.status === 404) return { kind: 'off' };
    if (response.status === 401) return { kind: 'locked', wrongToken: controlToken.get() !== undefined };
    return { kind: 'error', message: describeError(error) };
  } catch (error) {
    return { kind: 'error', message: String(error) };
  }
}

/** The message of an order-book `{errorType, description}` or companion `{message}` error. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    if (typeof record.description === 'string') return `${String(record.errorType ?? 'Error')}: ${record.description}`;
    if (typeof record.message === 'string') return record.message;
  }
  return String(error);
}

export type TokenInfo = { address: string; symbol: string; decimals: number };
const tokenCache = new Map<string, Promise<TokenInfo | undefined>>();

/** Symbol and decimals of tokens, from the companion API, asked once per token. */
export async function tokenInfos(network: Network, addresses: readonly string[]): Promise<Map<string, TokenInfo>> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const missing = wanted.filter((address) => !tokenCache.has(`${network}:${address}`));
  for (let start = 0; start < missing.length; start += 100) {
    const batch = missing.slice(start, start + 100);
    const request = companion()
      .POST('/{chainId}/tokens/details', { params: { path: { chainId: network } }, body: { tokenAddresses: batch } })
      .then(({ data }) => new Map((data ?? []).map((token) => [token.address.toLowerCase(), token])));
    for (const address of batch) {
      tokenCache.set(
        `${network}:${address}`,
        request.then(
          (found) => {
            const token = found.get(address);
            return token?.symbol !== undefined && token.decimals !== undefined
              ? { address, symbol: token.symbol, decimals: token.decimals }
              : undefined;
          },
          () => undefined,
        ),
      );
    }
  }
  const entries = await Promise.all(
    wanted.map(async (address) => [address, await tokenCache.get(`${network}:${address}`)] as const),
  );
  return new Map(entries.flatMap(([address, info]) => (info ? [[address, info] as const] : [])));
}
