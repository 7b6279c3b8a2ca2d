/**
 * History routing under `/explorer/`: every view has its own path, which the server answers with
 * the page (server/http/explorerPage.ts), so deep links and reloads keep the view.
 */
import { isNetwork, type Network } from './api.js';

export const BASE = '/explorer';

export type Route =
  | { page: 'overview'; network: Network }
  | { page: 'auction'; network: Network; auctionId: number }
  | { page: 'order'; network: Network; uid: string }
  | { page: 'account'; network: Network; owner: string; status: string | undefined }
  | { page: 'tx'; network: Network; txHash: string }
  | { page: 'notFound'; network: Network; path: string };

export const patterns = {
  uid: /^0x[0-9a-f]{112}$/i,
  txHash: /^0x[0-9a-f]{64}$/i,
  address: /^0x[0-9a-f]{40}$/i,
  auctionId: /^\d{1,15}$/,
};

export function parseRoute(pathname: string, search: string): Route {
  const parts = pathname.slice(BASE.length).split('/').filter(Boolean).map(decodeURIComponent);
  const [first, kind, id] = parts;
  if (first === undefined) return { page: 'overview', network: 'mainnet' };
  if (!isNetwork(first)) return { page: 'notFound', network: 'mainnet', path: pathname };
  const network = first;
  if (kind === undefined) return { page: 'overview', network };
  if (kind === 'auction' && id !== undefined && patterns.auctionId.test(id))
    return { page: 'auction', network, auctionId: Number(id) };
  if (kind === 'order' && id !== undefined && patterns.uid.test(id))
    return { page: 'order', network, uid: id.toLowerCase() };
  if (kind === 'account' && id !== undefined && patterns.address.test(id)) {
    return {
      page: 'account',
      network,
      owner: id.toLowerCase(),
      status: new URLSearchParams(search).get('status') ?? undefined,
    };
  }
  if (kind === 'tx' && id !== undefined && patterns.txHash.test(id))
    return { page: 'tx', network, txHash: id.toLowerCase() };
  return { page: 'notFound', network, path: pathname };
}

export const paths = {
  overview: (network: Network) => `${BASE}/${network}/`,
  auction: (network: Network, auctionId: number) => `${BASE}/${network}/auction/${auctionId}`,
  order: (network: Network, uid: string) => `${BASE}/${network}/order/${uid}`,
  account: (network: Network, owner: string, status?: string) =>
    `${BASE}/${network}/account/${owner}${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  tx: (network: Network, txHash: string) => `${BASE}/${network}/tx/${txHash}`,
};

/** Where a search box entry leads: a uid, a tx hash, an account or an auction id; undefined otherwise. */
export function searchTarget(network: Network, query: string): string | undefined {
  const value = query.trim();
  if (patterns.uid.test(value)) return paths.order(network, value.toLowerCase());
  if (patterns.txHash.test(value)) return paths.tx(network, value.toLowerCase());
  if (patterns.address.test(value)) return paths.account(network, value.toLowerCase());
  if (patterns.auctionId.test(value)) return paths.auction(network, Number(value));
  return undefined;
}

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}
