/**
 * External solver engines in the real server's auctions, over loopback: engines started here
 * answer `/solve` well, badly or never, and each hears on `/notify` what the reference driver
 * would tell it, while the auction goes on with the others.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeFunctionData, getAddress, maxUint256, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';
import { TOKENS, submitOrder, plainSellOrderTerms } from '../testing/fixtures.js';
import { UNISWAP_V2_ROUTER } from './solveRequest.js';
import { decodeSettle, uniswapV2RouterAbi } from './testing/decodeSettle.js';
import {
  SETTLEMENT_CONTRACT,
  computeOrderUid,
  decodeTradeFlags,
  orderTypedData,
  type SolverBan,
} from '../../simulator/index.js';
import type { NotificationDto, SolveRequest } from './dto.js';

const { WETH, USDC } = TOKENS;
const DEADLINE_MS = 400;

type Engine = {
  url: string;
  requests: SolveRequest[];
  notifications: NotificationDto[];
  close(): Promise<void>;
};

/** An engine on a free loopback port; `answer` writes the `/solve` response (or never does). */
async function startEngine(
  answer: (request: SolveRequest, response: ServerResponse) => void | Promise<void>,
): Promise<Engine> {
  const requests: SolveRequest[] = [];
  const notifications: NotificationDto[] = [];
  const read = async (message: IncomingMessage) => {
    let text = '';
    for await (const chunk of message) text += chunk;
    return JSON.parse(text) as unknown;
  };
  const server: Server = createServer(async (message, response) => {
    if (message.url === '/notify') {
      notifications.push((await read(message)) as NotificationDto);
      response.end();
      return;
    }
    const request = (await read(message)) as SolveRequest;
    requests.push(request);
    await answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    notifications,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

let server: TestServer | undefined;
const engines: Engine[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

async function engine(answer: Parameters<typeof startEngine>[0]): Promise<Engine> {
  const started = await startEngine(answer);
  engines.push(started);
  return started;
}

/** A well-behaved engine: it forwards the auction to batchbook's built-in baseline and answers what it answers. */
const forwardingToBaseline = () =>
  engine(async (request, response) => {
    const upstream = await fetch(`${server!.url}/mainnet/solvers/baseline/solve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    json(response, 200, await upstream.text());
  });

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server!.url}/mainnet${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function submitMarketable(): Promise<Hex> {
  const trader = privateKeyToAccount(`0x${'22'.repeat(32)}`);
  const now = Math.floor(server!.context.clock.now().getTime() / 1000);
  return submitOrder(server!, trader, {
    sellToken: WETH,
    buyToken: USDC,
    receiver: null,
    sellAmount: 10n ** 17n,
    buyAmount: 100_000_000n,
    validTo: now + 1800,
    ...plainSellOrderTerms,
  });
}

/** Notifications are fire and forget: waits until the engine has heard `count` of them. */
async function heard(engine: Engine, count: number): Promise<NotificationDto[]> {
  for (let attempt = 0; attempt < 200 && engine.notifications.length < count; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return engine.notifications;
}

type Competition = {
  auctionId: number;
  solutions: { solver: string; isWinner: boolean; ranking: number }[];
};

describe('external solver engines in the auctions', () => {
  test('behavior: a well-behaved engine wins and settles while malformed, invalid, failing, late and silent engines are told why they did not compete', async () => {
    const good = await forwardingToBaseline();
    const malformed = await engine((_request, response) => json(response, 200, '{"solutions": [{"id": 0,'));
    const invalid = await engine((_request, response) =>
      json(response, 200, {
        solutions: [
          {
            id: 7,
            prices: {},
            trades: [{ kind: 'fulfillment', order: `0x${'ab'.repeat(56)}`, executedAmount: '1', fee: '0' }],
            interactions: [],
          },
        ],
      }),
    );
    const failing = await engine((_request, response) => json(response, 500, { message: 'engine crashed' }));
    const late = await engine(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS * 3));
      if (!response.destroyed) json(response, 200, { solutions: [] });
    });
    const silent = await engine(() => undefined);
    const SOLVERS = [
      ['good', good],
      ['malformed', malformed],
      ['invalid', invalid],
      ['failing', failing],
      ['late', late],
      ['silent', silent],
    ]
      .map(([name, started]) => `${name as string}=${(started as Engine).url}`)
      .join(',');
    server = await startTestServer({ SOLVERS, SOLVER_DEADLINE_MS: String(DEADLINE_MS) });
    const uid = await submitMarketable();

    expect((await call('POST', '/sim/v1/advance', { blocks: 2 })).status).toBe(200);

    // Every engine got the same auction, with the order in it.
    for (const started of [good, malformed, invalid, failing, late, silent]) {
      expect(started.requests[0]?.orders.map((order) => order.uid)).toEqual([uid]);
      expect(started.requests[0]?.id).toBe(good.requests[0]!.id);
    }
    const { body: competition } = await call<Competition>('GET', '/api/v1/solver_competition/latest');
    expect(competition.solutions.map((solution) => [solution.solver, solution.isWinner])).toEqual([['good', true]]);
    const { body: order } = await call<{ status: string }>('GET', `/api/v1/orders/${uid}`);
    expect(order.status).toBe('fulfilled');

    const auctionId = good.requests[0]!.id;
    expect(await heard(good, 1)).toEqual([
      { auctionId, solutionId: 0, kind: 'success', transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
    ]);
    expect(await heard(malformed, 1)).toEqual([
      {
        auctionId,
        solutionId: null,
        kind: 'deserializationError',
        reason: expect.stringContaining('Request format invalid'),
      },
    ]);
    expect(await heard(invalid, 1)).toEqual([
      { auctionId, solutionId: null, kind: 'scoringFailed', reason: expect.stringContaining('unknown order') },
    ]);
    expect(await heard(failing, 1)).toEqual([
      { auctionId, solutionId: null, kind: 'deserializationError', reason: expect.stringContaining('HTTP 500') },
    ]);
    expect(await heard(late, 1)).toEqual([{ auctionId, solutionId: null, kind: 'timeout' }]);
    expect(await heard(silent, 1)).toEqual([{ auctionId, solutionId: null, kind: 'timeout' }]);
    // The auction's public record says the same: who bid nothing, and why.
    const { body: summary } = await call<{ rejections: { solver: string; reason: string; detail?: string }[] }>(
      'GET',
      `/api/v1/auctions/${auctionId}`,
    );
    expect(summary.rejections).toEqual([
      expect.objectContaining({
        solver: 'malformed',
        reason: 'deserializationError',
        detail: expect.stringContaining('Request format invalid'),
      }),
      expect.objectContaining({
        solver: 'invalid',
        reason: 'invalidSolution',
        detail: expect.stringContaining('unknown order'),
      }),
      expect.objectContaining({
        solver: 'failing',
        reason: 'httpError',
        detail: expect.stringContaining('HTTP 500'),
      }),
      expect.objectContaining({ solver: 'late', reason: 'timeout' }),
      expect.objectContaining({ solver: 'silent', reason: 'timeout' }),
    ]);
  });

  test("behavior: a solution that fails simulation is told with the reference's simulationFailed body: the block, and the settle transaction that carries its trades", async () => {
    const unsimulatedCall = { target: `0x${'99'.repeat(20)}`, value: '0', callData: '0xdeadbeef' };
    type Sent = {
      prices: Record<string, string>;
      trades: { executedAmount: string; fee?: string }[];
      interactions: {
        kind: string;
        inputToken?: Address;
        outputToken?: Address;
        inputAmount?: string;
        outputAmount?: string;
      }[];
    };
    const sent: Sent[] = [];
    const failing = await engine(async (request, response) => {
      const upstream = await fetch(`${server!.url}/mainnet/solvers/baseline/solve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const answer = (await upstream.json()) as { solutions: (Sent & Record<string, unknown>)[] };
      sent.push(...answer.solutions);
      json(response, 200, {
        solutions: answer.solutions.map((solution) => ({ ...solution, id: 5, postInteractions: [unsimulatedCall] })),
      });
    });
    server = await startTestServer({
      SOLVERS: `baseline,failing=${failing.url}`,
      SOLVER_DEADLINE_MS: String(DEADLINE_MS),
    });
    const uid = await submitMarketable();
    expect((await call('POST', '/sim/v1/advance', { blocks: 2 })).status).toBe(200);

    const auctionId = failing.requests[0]!.id;
    const [notification] = (await heard(failing, 1)) as (NotificationDto & {
      block?: number;
      tx?: { from: Address; to: Address; input: Hex; value: string; accessList: unknown[] };
    })[];
    const { body: summary } = await call<{ block: number; rejections: { solver: string; solverAddress: Address }[] }>(
      'GET',
      `/api/v1/auctions/${auctionId}`,
    );
    const solverAddress = summary.rejections.find((rejection) => rejection.solver === 'failing')!.solverAddress;
    expect(notification).toEqual({
      auctionId,
      solutionId: 5,
      kind: 'simulationFailed',
      block: summary.block,
      tx: {
        from: solverAddress,
        to: SETTLEMENT_CONTRACT,
        input: expect.stringMatching(/^0x[0-9a-f]+$/),
        value: '0',
        accessList: [],
      },
      succeededOnce: false,
      reason: expect.stringContaining(unsimulatedCall.target),
    });

    // The calldata is the settle call of the engine's solution: its prices, its trade of the order, its calls.
    expect(sent).toHaveLength(1);
    const solution = sent[0]!;
    const input = notification!.tx!.input;
    // The auction id follows the call, as 8 big-endian bytes, as the reference driver appends it.
    expect(BigInt(`0x${input.slice(-16)}`)).toBe(BigInt(auctionId!));
    const { tokens, clearingPrices: prices, trades, interactions } = decodeSettle(input.slice(0, -16) as Hex);
    // The uniform clearing prices first, sorted by token, then each trade's own two entries.
    const uniform = Object.entries(solution.prices)
      .map(([token, price]) => [token.toLowerCase(), BigInt(price)] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    expect(tokens.map((token, index) => [token.toLowerCase(), prices[index]!])).toEqual([
      ...uniform,
      [WETH.toLowerCase(), expect.any(BigInt)],
      [USDC.toLowerCase(), expect.any(BigInt)],
    ]);
    const { body: order } = await call<{ sellAmount: string; buyAmount: string; validTo: number; signature: Hex }>(
      'GET',
      `/api/v1/orders/${uid}`,
    );
    expect(trades).toHaveLength(1);
    const [trade] = trades;
    expect([
      tokens[Number(trade!.sellTokenIndex)]!.toLowerCase(),
      tokens[Number(trade!.buyTokenIndex)]!.toLowerCase(),
    ]).toEqual([WETH.toLowerCase(), USDC.toLowerCase()]);
    // Priced at what it executes at the clearing prices (the reference's custom prices): the sell
    // token at the buy amount, rounded up, the buy token at the sell amount with the fee.
    const executed = BigInt(solution.trades[0]!.executedAmount);
    const executedSell = executed + BigInt(solution.trades[0]!.fee ?? '0');
    const clearing = new Map(uniform);
    const [sellClearing, buyClearing] = [clearing.get(WETH.toLowerCase())!, clearing.get(USDC.toLowerCase())!];
    const executedBuy = (executed * sellClearing + buyClearing - 1n) / buyClearing;
    expect([prices[Number(trade!.sellTokenIndex)], prices[Number(trade!.buyTokenIndex)]]).toEqual([
      executedBuy,
      executedSell,
    ]);
    expect(executedBuy).not.toBe(sellClearing);
    expect(trade).toMatchObject({
      sellAmount: BigInt(order.sellAmount),
      buyAmount: BigInt(order.buyAmount),
      validTo: order.validTo,
      feeAmount: 0n,
      executedAmount: executedSell,
      signature: order.signature.toLowerCase(),
    });
    expect(decodeTradeFlags(trade!.flags)).toEqual({
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
    });
    expect(interactions[0]).toEqual([]);
    // Each pool swap as the Uniswap v2 router call the reference driver makes of it.
    expect(solution.interactions.map((interaction) => interaction.kind)).toEqual(['liquidity']);
    expect(interactions[1]!.map((interaction) => interaction.target.toLowerCase())).toEqual(
      solution.interactions.map(() => UNISWAP_V2_ROUTER),
    );
    interactions[1]!.forEach((interaction, index) => {
      const swap = solution.interactions[index]!;
      expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: interaction.callData }).args).toEqual([
        BigInt(swap.outputAmount!),
        BigInt(swap.inputAmount!),
        [swap.inputToken, swap.outputToken].map((token) => getAddress(token!)),
        getAddress(SETTLEMENT_CONTRACT),
        maxUint256,
      ]);
    });
    expect(interactions[2]).toEqual([
      { target: getAddress(unsimulatedCall.target), value: 0n, callData: unsimulatedCall.callData },
    ]);
  });

  test('behavior: an engine that never answers does not hold the next block: the block decides the auction without it', async () => {
    const silent = await engine(() => undefined);
    server = await startTestServer({ SOLVERS: `baseline,silent=${silent.url}`, SOLVER_DEADLINE_MS: '60000' });
    const uid = await submitMarketable();
    // Blocks produced back to back (as wall-clock block production does when the deadline is
    // longer than a block): the second block closes the first auction, with the engine timed out.
    server.context.simulation.advance('mainnet', { blocks: 2 });
    const { body: competition } = await call<Competition>('GET', '/api/v1/solver_competition/latest');
    expect(competition.solutions.map((solution) => solution.solver)).toEqual(['baseline']);
    expect(silent.requests).toHaveLength(1);
    const { body: order } = await call<{ status: string }>('GET', `/api/v1/orders/${uid}`);
    expect(order.status).toBe('fulfilled');
    expect(await heard(silent, 1)).toEqual([expect.objectContaining({ kind: 'timeout' })]);
  });

  test('behavior: a run recorded with SOLVER_ANSWERS replays offline to the same competitions, without asking any engine', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-answers-'));
    const file = join(directory, 'answers.jsonl');
    try {
      const run = async (env: Record<string, string>) => {
        server = await startTestServer({ SEED: '3', ...env });
        await submitMarketable();
        await call('POST', '/sim/v1/advance', { blocks: 3 });
        const competitions = [];
        for (const auctionId of [1, 2, 3]) {
          const { status, body } = await call<Competition>('GET', `/api/v1/solver_competition/${auctionId}`);
          if (status === 200) competitions.push(body);
        }
        await server.close();
        server = undefined;
        return competitions;
      };
      const good = await forwardingToBaseline();
      const SOLVERS = `matcher,good=${good.url}`;
      const recorded = await run({ SOLVERS, SOLVER_ANSWERS: `record:${file}`, SOLVER_DEADLINE_MS: '5000' });
      const asked = good.requests.length;
      expect(asked).toBeGreaterThan(0);
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(asked);
      await good.close();
      const replayed = await run({ SOLVERS, SOLVER_ANSWERS: `replay:${file}`, SOLVER_DEADLINE_MS: '5000' });
      expect(replayed).toEqual(recorded);
      expect(recorded.some((competition) => competition.solutions.some((solution) => solution.solver === 'good'))).toBe(
        true,
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  test('behavior: a winning engine whose settlements revert on chain hears revert with each transaction, then banned, in the reference bodies', async () => {
    const good = await forwardingToBaseline();
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-scenario-'));
    try {
      // The chain reverts every settlement of the engine (a declared fault); two failed wins ban it.
      const scenario = parseYaml(
        readFileSync(join(import.meta.dirname, '../../simulator/scenarios/default.yaml'), 'utf8'),
      ) as { defaults: Record<string, unknown> };
      scenario.defaults.solvers = [{ name: 'good', url: good.url, faults: { revert: 1 } }];
      scenario.defaults.participationGuard = { nonSettlingWins: 2, banBlocks: 10 };
      const SCENARIO = join(directory, 'scenario.json');
      writeFileSync(SCENARIO, JSON.stringify(scenario));
      server = await startTestServer({ SCENARIO, SOLVER_DEADLINE_MS: String(DEADLINE_MS) });
      await submitMarketable();
      const world = server.context.simulation.world('mainnet')!;
      let ban: SolverBan | undefined;
      let banBlockTimestamp = 0;
      for (let block = 0; block < 4 && ban === undefined; block++) {
        expect((await call('POST', '/sim/v1/advance', { blocks: 1 })).status).toBe(200);
        const current = world.currentBlock();
        ban = server.context.auctions.store.findSolverBansInForce('mainnet', current.number)[0];
        banBlockTimestamp = current.timestamp;
      }
      expect(ban).toMatchObject({ solver: 'good' });
      const [first, second] = good.requests;
      const revert = (auctionId: string) => ({
        auctionId,
        solutionId: 0,
        kind: 'revert',
        transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      });
      // The ban ends when the block after its last one comes, 12 s per mainnet block.
      const until = new Date((banBlockTimestamp + (ban!.untilBlock + 1 - ban!.fromBlock) * 12) * 1000);
      expect(await heard(good, 3)).toEqual([
        revert(first!.id!),
        revert(second!.id!),
        {
          auctionId: null,
          solutionId: null,
          kind: 'banned',
          reason: 'unsettledConsecutiveAuctions',
          until: until.toISOString().replace('.000Z', 'Z'),
        },
      ]);
      const [one, two] = good.notifications as { transaction?: string }[];
      expect(one!.transaction).not.toBe(two!.transaction);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  test('behavior: a winning engine whose settlement no longer simulates at the next block hears cancelled, in the reference body', async () => {
    const good = await forwardingToBaseline();
    server = await startTestServer({ SOLVERS: `good=${good.url}`, SOLVER_DEADLINE_MS: String(DEADLINE_MS) });
    const uid = await submitMarketable();
    expect((await call('POST', '/sim/v1/advance', { blocks: 1 })).status).toBe(200);
    // Invalidated on chain after the auction: the winner's settlement would revert, so it is not sent.
    expect((await call('POST', '/sim/v1/invalidations', { orderUid: uid })).status).toBeLessThan(300);
    expect((await call('POST', '/sim/v1/advance', { blocks: 1 })).status).toBe(200);
    expect(await heard(good, 1)).toEqual([{ auctionId: good.requests[0]!.id, solutionId: 0, kind: 'cancelled' }]);
  });

  test('behavior: the winners of an engine in the last auction before a restart settle at the next block, as without it, and the engine is not asked again', async () => {
    const good = await forwardingToBaseline();
    const run = async (restart: boolean) => {
      const directory = mkdtempSync(join(tmpdir(), 'batchbook-restart-'));
      const env = { DATABASE_URL: join(directory, 'db.sqlite'), SEED: '1', SOLVERS: `good=${good.url}` };
      try {
        server = await startTestServer(env);
        const uid = await submitMarketable();
        await call('POST', '/sim/v1/advance', { blocks: 1 });
        const asked = good.requests.length;
        if (restart) {
          await server.close();
          server = await startTestServer(env);
        }
        await call('POST', '/sim/v1/advance', { blocks: 1 });
        const outcome = {
          order: (await call<{ status: string }>('GET', `/api/v1/orders/${uid}`)).body,
          trades: (await call<unknown[]>('GET', `/api/v1/trades?orderUid=${uid}`)).body,
          competition: (await call<Competition>('GET', '/api/v2/solver_competition/1')).body,
          askedAfterAuction: good.requests.length - asked,
          heard: await heard(good, good.notifications.length + 1),
        };
        await server.close();
        server = undefined;
        return outcome;
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    };
    const withoutRestart = await run(false);
    expect(withoutRestart.order.status).toBe('fulfilled');
    expect(withoutRestart.trades).toHaveLength(1);
    good.notifications.length = 0;
    good.requests.length = 0;
    const withRestart = await run(true);
    expect(withRestart).toEqual(withoutRestart);
    expect(withRestart.heard).toEqual([expect.objectContaining({ kind: 'success', solutionId: 0 })]);
  });

  test("behavior: a JIT order in a winning engine's answer trades through the public API under its maker, and the user order's debug report carries the settlement's calldata with both trades", async () => {
    const maker = privateKeyToAccount(`0x${'5a'.repeat(32)}`);
    const makerAddress = maker.address.toLowerCase() as Address;
    const userSells = 10n ** 17n;
    const makerSells = 200_000_000n;
    const jitOrder = {
      sellToken: USDC.toLowerCase() as Address,
      buyToken: WETH.toLowerCase() as Address,
      receiver: makerAddress,
      sellAmount: makerSells,
      buyAmount: userSells,
      validTo: 0,
      appData: `0x${'00'.repeat(32)}` as Hex,
      feeAmount: 0n,
      kind: 'sell' as const,
      partiallyFillable: false,
      sellTokenBalance: 'erc20' as const,
      buyTokenBalance: 'erc20' as const,
    };
    const signed: { signature?: Hex } = {};
    // The user's WETH against the maker's USDC, peer to peer, the maker at its limit price.
    const jit = await engine((request, response) => {
      const [userOrder] = request.orders;
      if (userOrder === undefined || signed.signature === undefined) return json(response, 200, { solutions: [] });
      const { feeAmount: _signedFee, ...fields } = jitOrder;
      json(response, 200, {
        solutions: [
          {
            id: 3,
            prices: { [WETH]: makerSells.toString(), [USDC]: userSells.toString() },
            trades: [
              { kind: 'fulfillment', order: userOrder.uid, executedAmount: userSells.toString(), fee: '0' },
              {
                kind: 'jit',
                executedAmount: makerSells.toString(),
                order: {
                  ...fields,
                  sellAmount: makerSells.toString(),
                  buyAmount: userSells.toString(),
                  signingScheme: 'eip712',
                  signature: signed.signature,
                },
              },
            ],
            interactions: [],
          },
        ],
      });
    });
    server = await startTestServer({ SOLVERS: `jit=${jit.url}`, SOLVER_DEADLINE_MS: String(DEADLINE_MS) });
    jitOrder.validTo = Math.floor(server.context.clock.now().getTime() / 1000) + 1800;
    signed.signature = await maker.signTypedData(orderTypedData(jitOrder, 1));
    const jitUid = computeOrderUid({ order: jitOrder, chainId: 1, owner: makerAddress });
    for (const [path, body] of [
      ['/sim/v1/balances/mint', { token: USDC, account: makerAddress, amount: makerSells.toString() }],
      ['/sim/v1/allowances', { token: USDC, owner: makerAddress, amount: makerSells.toString() }],
    ] as const)
      expect((await call('POST', path, body)).status).toBe(200);
    const uid = await submitMarketable();
    expect((await call('POST', '/sim/v1/advance', { blocks: 2 })).status).toBe(200);

    const auctionId = jit.requests[0]!.id;
    expect(await heard(jit, 1)).toEqual([expect.objectContaining({ auctionId, solutionId: 3, kind: 'success' })]);
    type TradeDto = { orderUid: Hex; owner: Address; sellAmount: string; buyAmount: string; txHash: Hex };
    const { body: makerTrades } = await call<TradeDto[]>('GET', `/api/v2/trades?owner=${makerAddress}`);
    expect(makerTrades).toEqual([
      expect.objectContaining({
        orderUid: jitUid,
        owner: makerAddress,
        sellAmount: makerSells.toString(),
        buyAmount: userSells.toString(),
      }),
    ]);
    const { body: userTrades } = await call<TradeDto[]>('GET', `/api/v2/trades?orderUid=${uid}`);
    expect(userTrades).toEqual([
      expect.objectContaining({ sellAmount: userSells.toString(), buyAmount: makerSells.toString() }),
    ]);
    expect(userTrades[0]!.txHash).toBe(makerTrades[0]!.txHash);
    const { body: competition } = await call<{
      solutions: { isWinner: boolean; orders: { id: Hex; sellAmount: string; buyAmount: string }[] }[];
      transactionHashes: Hex[];
    }>('GET', `/api/v2/solver_competition/${auctionId}`);
    expect(competition.transactionHashes).toEqual([makerTrades[0]!.txHash]);
    // The competition lists the user's order; a JIT order whose maker captures no surplus is the
    // solver's liquidity, not an order of the solution (as in the reference driver's
    // `crates/driver/src/domain/competition/solution/mod.rs`).
    expect(competition.solutions).toEqual([
      expect.objectContaining({
        isWinner: true,
        orders: [
          expect.objectContaining({ id: uid, sellAmount: userSells.toString(), buyAmount: makerSells.toString() }),
        ],
      }),
    ]);

    // The settlement's calldata, decoded with the contract authors' ABI: both trades at what they executed.
    type Attempt = {
      outcome: string;
      callData?: Hex;
      uninternalizedCallData?: Hex;
      interactions?: { target: Address; value: string; callData: Hex }[][];
    };
    const { body: report } = await call<{ auctions: { id: number; settlementAttempts: Attempt[] }[] }>(
      'GET',
      `/api/v1/debug/order/${uid}`,
    );
    const [attempt] = report.auctions.find((auction) => auction.id === Number(auctionId))!.settlementAttempts;
    expect(attempt).toMatchObject({ outcome: 'success', interactions: [[], [], []] });
    const callData = attempt!.callData!;
    expect(attempt!.uninternalizedCallData).toBe(callData);
    // The auction id follows the call, as 8 big-endian bytes.
    expect(BigInt(`0x${callData.slice(-16)}`)).toBe(BigInt(auctionId!));
    const { tokens, clearingPrices: prices, trades, interactions } = decodeSettle(callData.slice(0, -16) as Hex);
    expect(interactions).toEqual([[], [], []]);
    const { body: order } = await call<{ signature: Hex }>('GET', `/api/v1/orders/${uid}`);
    const executed = trades.map((trade) => {
      const sellPrice = prices[Number(trade.sellTokenIndex)]!;
      const buyPrice = prices[Number(trade.buyTokenIndex)]!;
      // GPv2Settlement.computeTradeExecution for sell orders: buy = executed · sellPrice / buyPrice.
      return {
        sellToken: tokens[Number(trade.sellTokenIndex)]!.toLowerCase(),
        buyToken: tokens[Number(trade.buyTokenIndex)]!.toLowerCase(),
        sell: trade.executedAmount,
        buy: (trade.executedAmount * sellPrice) / buyPrice,
        receiver: trade.receiver.toLowerCase(),
        signature: trade.signature,
        scheme: decodeTradeFlags(trade.flags).signingScheme,
      };
    });
    // In the order the settlement logged them.
    expect(executed).toHaveLength(2);
    expect(executed).toEqual(
      expect.arrayContaining([
        {
          sellToken: WETH.toLowerCase(),
          buyToken: USDC.toLowerCase(),
          sell: userSells,
          buy: makerSells,
          receiver: '0x0000000000000000000000000000000000000000',
          signature: order.signature.toLowerCase(),
          scheme: 'eip712',
        },
        {
          sellToken: USDC.toLowerCase(),
          buyToken: WETH.toLowerCase(),
          sell: makerSells,
          buy: userSells,
          receiver: makerAddress,
          signature: signed.signature.toLowerCase(),
          scheme: 'eip712',
        },
      ]),
    );
  });
});
