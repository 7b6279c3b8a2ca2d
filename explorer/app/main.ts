/** The explorer's shell: header (network, search), the routed page, and link handling. */
import { html, render } from 'htm/preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { knownNetworks, type Network } from './api.js';
import { AccountPage } from './pages/account.js';
import { AuctionPage } from './pages/auction.js';
import { OrderPage } from './pages/order.js';
import { Overview } from './pages/overview.js';
import { TransactionPage } from './pages/transaction.js';
import { BASE, navigate, parseRoute, paths, searchTarget, type Route } from './router.js';
import './styles.css';

const currentRoute = () => parseRoute(location.pathname, location.search);

function App() {
  const [route, setRoute] = useState<Route>(currentRoute);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    const onPop = () => {
      setRoute(currentRoute());
      // Move focus to the new page, as a page load would, for keyboard and screen reader users.
      main.current?.focus();
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.title = `${titleOf(route)} · batchbook explorer`;
  }, [route]);

  return html`<a class="skip" href="#main">Skip to content</a>
    <header class="top">
      <a class="brand" href=${paths.overview(route.network)}>batchbook explorer</a>
      <${NetworkPicker} route=${route} />
      <${SearchBox} network=${route.network} />
    </header>
    <main id="main" ref=${main} tabindex="-1">${page(route)}</main>`;
}

function page(route: Route) {
  switch (route.page) {
    case 'overview':
      return html`<${Overview} network=${route.network} />`;
    case 'auction':
      return html`<${AuctionPage} key=${route.auctionId} network=${route.network} auctionId=${route.auctionId} />`;
    case 'order':
      return html`<${OrderPage} key=${route.uid} network=${route.network} uid=${route.uid} />`;
    case 'account':
      return html`<${AccountPage}
        key=${route.owner}
        network=${route.network}
        owner=${route.owner}
        status=${route.status}
      />`;
    case 'tx':
      return html`<${TransactionPage} key=${route.txHash} network=${route.network} txHash=${route.txHash} />`;
    case 'notFound':
      return html`<section>
        <h1>Not found</h1>
        <p>
          Nothing lives at <code>${route.path}</code>.
          <a href=${paths.overview(route.network)}>Back to the overview</a>.
        </p>
      </section>`;
  }
}

function titleOf(route: Route): string {
  switch (route.page) {
    case 'overview':
      return route.network;
    case 'auction':
      return `Auction ${route.auctionId}`;
    case 'order':
      return `Order ${route.uid.slice(0, 10)}`;
    case 'account':
      return `Account ${route.owner.slice(0, 10)}`;
    case 'tx':
      return `Transaction ${route.txHash.slice(0, 10)}`;
    case 'notFound':
      return 'Not found';
  }
}

function NetworkPicker({ route }: { route: Route }) {
  return html`<label class="network">
    <span class="visually-hidden">Network</span>
    <select
      value=${route.network}
      onChange=${(event: Event) => navigate(paths.overview((event.currentTarget as HTMLSelectElement).value as Network))}
    >
      ${knownNetworks.map((network) => html`<option value=${network}>${network}</option>`)}
    </select>
  </label>`;
}

function SearchBox({ network }: { network: Network }) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = (event: Event) => {
    event.preventDefault();
    const input = (event.currentTarget as HTMLFormElement).elements.namedItem('q') as HTMLInputElement;
    const target = searchTarget(network, input.value);
    if (target === undefined) {
      setProblem('Enter an order uid, a transaction hash, an account address or an auction id.');
      return;
    }
    setProblem(undefined);
    input.value = '';
    navigate(target);
  };
  return html`<form class="search" role="search" onSubmit=${submit}>
    <label for="search-input" class="visually-hidden"
      >Search by order uid, transaction hash, account or auction id</label
    >
    <input
      id="search-input"
      name="q"
      type="search"
      placeholder="uid, tx hash, account or auction id"
      autocomplete="off"
      spellcheck=${false}
      aria-describedby="search-problem"
    />
    <button type="submit">Search</button>
    <p id="search-problem" class="problem" role="alert">${problem ?? ''}</p>
  </form>`;
}

// Same-page links route without a reload; modified clicks (new tab) keep the browser's behaviour.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target || anchor.origin !== location.origin) return;
  if (!anchor.pathname.startsWith(`${BASE}/`)) return;
  // In-page anchors (the skip link) stay the browser's.
  if (anchor.hash && anchor.pathname === location.pathname && anchor.search === location.search) return;
  event.preventDefault();
  navigate(anchor.pathname + anchor.search + anchor.hash);
});

render(html`<${App} />`, document.getElementById('app')!);
