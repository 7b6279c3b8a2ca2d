/**
 * The bench's external solver engine, run in a process of its own as a real engine is: it answers
 * each \`/solve\` at once with solutions filling the sell orders it can route directly (the
 * README's engine), and reports to its parent, over IPC, the time it spent from the request's
 * arrival to its answer. Its parsing, allocations and garbage collection are the engine's, and
 * stay out of the server's CPU time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type SolveRequestShape = {
  orders: {
    uid: string;
    kind: string;
    partiallyFillable: boolean;
    sellToken: string;
    buyToken: string;
    sellAmount: string;
    buyAmount: string;
    class: string;
  }[];
  liquidity: { id: string; fee: string; tokens: Record<string, { balance: string }> }[];
};

/** The README's engine, in process: each fill-or-kill sell order through a direct pool. */
export function answer(request: SolveRequestShape): string {
  const solutions = request.orders.flatMap((order) => {
    const pool = request.liquidity.find(
      (candidate) => candidate.tokens[order.sellToken] && candidate.tokens[order.buyToken],
    );
    if (order.kind !== 'sell' || order.partiallyFillable || pool === undefined) return [];
    const input = BigInt(order.sellAmount) * (1_000_000n - BigInt(Math.round(Number(pool.fee) * 1e6)));
    const out =
      (BigInt(pool.tokens[order.buyToken]!.balance) * input) /
      (BigInt(pool.tokens[order.sellToken]!.balance) * 1_000_000n + input);
    if (out <= 0n || out < BigInt(order.buyAmount)) return [];
    return [
      {
        prices: { [order.sellToken]: String(out), [order.buyToken]: order.sellAmount },
        trades: [
          {
            kind: 'fulfillment',
            order: order.uid,
            executedAmount: order.sellAmount,
            ...(order.class === 'limit' ? { fee: '0' } : {}),
          },
        ],
        interactions: [
          {
            kind: 'liquidity',
            internalize: false,
            id: pool.id,
            inputToken: order.sellToken,
            outputToken: order.buyToken,
            inputAmount: order.sellAmount,
            outputAmount: String(out),
          },
        ],
      },
    ];
  });
  return JSON.stringify({ solutions: solutions.slice(0, 3).map((solution, id) => ({ id, ...solution })) });
}

if (process.send) {
  const server = createServer((request, response) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const text = answer(JSON.parse(body) as SolveRequestShape);
      response.setHeader('content-type', 'application/json');
      response.end(text);
      process.send!({ engineMs: performance.now() - started, requestBytes: body.length });
    });
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => process.exit(0));
}
