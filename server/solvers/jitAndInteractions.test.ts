/**
 * JIT trades and a solution's own calls, from an engine's answer to the settled world: a JIT
 * order signed by its maker settles as the maker's trade at the maker's limit price (or at the
 * clearing prices, its surplus scored, when the maker captures surplus), and pre-, post- and
 * custom interactions run as the ERC-20 calls the world simulates. What the world cannot settle
 * fails simulation for that solution alone, with the reason.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import {
  SETTLEMENT_CONTRACT,
  TOKEN_CALL_ABI,
  askSolvers,
  createRng,
  orderTypedData,
  selectWinners,
  settleWinners,
  type Auction,
  type EngineAnswer,
  type ExternalSolver,
} from '../../simulator/index.js';
import { liquidityOfRequest } from './builtinEngine.js';
import { buildSolveRequest } from './solveRequest.js';
import { decodeSolveResponse } from './solveResponse.js';
import { worldWithOneOrder } from './testing/worldWithOneOrder.js';

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' as Address;
const COW = '0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab' as Address;
const SETTLEMENT = SETTLEMENT_CONTRACT.toLowerCase() as Address;
const USER_SELLS = 133_700_000_000_000_000n;
/** What the maker gives for the user's WETH. */
const MAKER_SELLS = 5_000n * 10n ** 18n;
/** The least WETH the maker takes for it: below what the user pays, so the solution leaves surplus. */
const MAKER_LIMIT = 100_000_000_000_000_000n;
const maker = privateKeyToAccount(`0x${'5a'.repeat(32)}`);
const makerAddress = maker.address.toLowerCase() as Address;
const engine: ExternalSolver = { name: 'engine', address: `0x${'e1'.repeat(20)}`, external: true };

async function signedJit(overrides: { validTo?: number } = {}) {
  const { world, auction } = worldWithOneOrder();
  const order = {
    sellToken: COW,
    buyToken: WETH,
    receiver: makerAddress,
    sellAmount: MAKER_SELLS,
    buyAmount: MAKER_LIMIT,
    validTo: overrides.validTo ?? auction.timestamp + 600,
    appData: `0x${'00'.repeat(32)}` as Hex,
    feeAmount: 0n,
    kind: 'sell' as const,
    partiallyFillable: false,
    sellTokenBalance: 'erc20' as const,
    buyTokenBalance: 'erc20' as const,
  };
  const signature = await maker.signTypedData(orderTypedData(order, world.chainId));
  const { feeAmount: _signedFee, ...fields } = order;
  const jit = {
    kind: 'jit',
    executedAmount: MAKER_SELLS.toString(),
    order: {
      ...fields,
      sellAmount: order.sellAmount.toString(),
      buyAmount: order.buyAmount.toString(),
      signingScheme: 'eip712',
      signature,
    },
  };
  return { world, auction, jit };
}

/** The user's order against the maker's JIT order, peer to peer: the user gets all the maker sells. */
function cowSolution(id: number, jit: unknown, extra: Record<string, unknown> = {}) {
  const [userOrder] = worldWithOneOrder().auction.orders;
  return {
    id,
    prices: { [WETH]: MAKER_SELLS.toString(), [COW]: USER_SELLS.toString() },
    trades: [{ kind: 'fulfillment', order: userOrder!.uid, executedAmount: USER_SELLS.toString(), fee: '0' }, jit],
    interactions: [],
    ...extra,
  };
}

function decode(world: ReturnType<typeof worldWithOneOrder>['world'], auction: Auction, solutions: unknown[]) {
  const { request } = buildSolveRequest({ auction, world, deadline: new Date(auction.timestamp * 1000 + 1000) });
  return decodeSolveResponse(JSON.stringify({ solutions }), auction, liquidityOfRequest(request), world);
}

function compete(world: ReturnType<typeof worldWithOneOrder>['world'], auction: Auction, answer: EngineAnswer) {
  const rng = createRng(1, 'auction');
  const collected = askSolvers(auction, { world, rng, solvers: [engine] }).close(new Map([['engine', answer]]));
  return selectWinners(collected, { rng });
}

function settle(world: ReturnType<typeof worldWithOneOrder>['world'], auction: Auction, answer: EngineAnswer) {
  const solved = compete(world, auction, answer);
  const winners = solved.solutions.filter((solution) => solution.isWinner);
  const block = world.currentBlock();
  const settlements = settleWinners(auction, winners, {
    world,
    rng: createRng(1, 'settlement'),
    solvers: [engine],
    block: block.number,
    timestamp: block.timestamp,
  });
  return { solved, settlements };
}

function fundMaker(world: ReturnType<typeof worldWithOneOrder>['world'], amount = MAKER_SELLS) {
  world.mint(COW, makerAddress, amount);
  world.setAllowance(COW, makerAddress, amount);
}

describe('JIT orders in an engine solution', () => {
  test('behavior: a signed JIT order settles as its maker trade at the maker limit price; its surplus is not scored', async () => {
    const { world, auction, jit } = await signedJit();
    fundMaker(world);
    const answer = decode(world, auction, [cowSolution(0, jit)]);
    expect(answer).toMatchObject({ solutionIds: [0] });
    const [user] = auction.orders;
    const userCowBefore = world.balanceOf(COW, user!.owner);
    const makerWethBefore = world.balanceOf(WETH, makerAddress);
    const makerCowBefore = world.balanceOf(COW, makerAddress);
    const settlementWethBefore = world.balanceOf(WETH, SETTLEMENT);

    const { solved, settlements } = settle(world, auction, answer);

    const [winner] = solved.solutions.filter((solution) => solution.isWinner);
    expect(winner?.orders.map((order) => order.uid)).toHaveLength(2);
    expect(settlements.map((settlement) => settlement.outcome.kind)).toEqual(['success']);
    const jitTrade = settlements[0]!.trades.find((trade) => trade.owner === makerAddress);
    expect(jitTrade).toMatchObject({ sellToken: COW, buyToken: WETH, sellAmount: MAKER_SELLS, buyAmount: MAKER_LIMIT });
    expect(makerCowBefore - world.balanceOf(COW, makerAddress)).toBe(MAKER_SELLS);
    expect(world.balanceOf(WETH, makerAddress) - makerWethBefore).toBe(MAKER_LIMIT);
    expect(world.balanceOf(COW, user!.owner) - userCowBefore).toBe(MAKER_SELLS);
    // The user paid more WETH than the maker asked: the rest stays in the settlement contract.
    expect(world.balanceOf(WETH, SETTLEMENT) - settlementWethBefore).toBe(USER_SELLS - MAKER_LIMIT);
    // Only the user's surplus scores: COW received over the limit of 1 atom, in native wei.
    expect(winner!.score).toBe(((MAKER_SELLS - 1n) * auction.prices[COW]!) / 10n ** 18n);
  });

  test('behavior: a surplus-capturing maker trades at the clearing prices and its surplus adds to the score', async () => {
    const { world, auction, jit } = await signedJit();
    fundMaker(world);
    const capturing = { ...auction, surplusCapturingJitOrderOwners: [makerAddress] };
    const plain = compete(world, auction, decode(world, auction, [cowSolution(0, jit)]));
    const captured = compete(world, capturing, decode(world, capturing, [cowSolution(0, jit)]));
    const score = (solved: typeof plain) => solved.solutions.find((solution) => solution.isWinner)!.score;
    // At the clearing prices the maker gets all the user's WETH: 0.0337 WETH over its limit, worth as much native wei.
    expect(score(captured) - score(plain)).toBe(((USER_SELLS - MAKER_LIMIT) * auction.prices[WETH]!) / 10n ** 18n);
  });

  test('behavior: a JIT signature that recovers no owner drops the whole answer, as the reference driver does', async () => {
    const { world, auction, jit } = await signedJit();
    const broken = { ...jit, order: { ...jit.order, signature: `0x${'00'.repeat(65)}` } };
    expect(decode(world, auction, [cowSolution(0, jit), cowSolution(1, broken)])).toEqual({
      failure: 'invalidSolution',
      detail: expect.stringContaining('signature does not recover an owner'),
    });
  });

  test('behavior: a maker that cannot pay, or an expired JIT order, fails simulation for that solution alone', async () => {
    const { world, auction, jit } = await signedJit();
    fundMaker(world, MAKER_SELLS - 1n);
    const expired = (await signedJit({ validTo: auction.timestamp - 1 })).jit;
    const answer = decode(world, auction, [cowSolution(3, jit), cowSolution(4, expired)]);
    expect(answer).toEqual({
      proposals: [],
      solutionIds: [],
      unsimulated: [
        {
          solutionId: 3,
          detail: expect.stringMatching(
            /^solution 3: JIT order 0x[0-9a-f]{112} needs 5000000000000000000000 of .* allows the vault relayer 4999999999999999999999$/,
          ),
        },
        { solutionId: 4, detail: expect.stringMatching(/^solution 4: JIT order 0x[0-9a-f]{112} expired at/) },
      ],
    });
    expect(compete(world, auction, answer).rejections).toEqual([
      expect.objectContaining({ reason: 'simulationFailed', solutionId: 3, detail: expect.stringContaining('needs') }),
      expect.objectContaining({
        reason: 'simulationFailed',
        solutionId: 4,
        detail: expect.stringContaining('expired'),
      }),
    ]);
  });
});

describe("a solution's own calls", () => {
  const transfer = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: TOKEN_CALL_ABI, functionName: 'transfer', args: [to, amount] });
  const recipient = `0x${'7e'.repeat(20)}` as Address;

  test('behavior: pre- and post-interactions and a custom interaction that the world simulates settle with the solution and are recorded', async () => {
    const { world, auction, jit } = await signedJit();
    fundMaker(world);
    const call = (amount: bigint) => ({ target: WETH, value: '0', callData: transfer(recipient, amount) });
    const solution = cowSolution(0, jit, {
      preInteractions: [call(1n)],
      interactions: [
        {
          kind: 'custom',
          internalize: false,
          ...call(2n),
          allowances: [],
          inputs: [{ token: WETH, amount: '2' }],
          outputs: [],
        },
      ],
      postInteractions: [call(3n)],
    });
    // The pre-interaction runs before the user's WETH arrives: the contract holds some already.
    world.mint(WETH, SETTLEMENT, 1n);
    const recipientBefore = world.balanceOf(WETH, recipient);
    const { settlements } = settle(world, auction, decode(world, auction, [solution]));
    expect(settlements.map((settlement) => settlement.outcome.kind)).toEqual(['success']);
    expect(world.balanceOf(WETH, recipient) - recipientBefore).toBe(6n);
    expect(settlements[0]!.calls).toEqual({
      pre: [
        expect.objectContaining({ target: WETH, effect: { kind: 'transfer', token: WETH, to: recipient, amount: 1n } }),
      ],
      custom: [{ beforeSwap: 0, call: expect.objectContaining({ effect: expect.objectContaining({ amount: 2n }) }) }],
      post: [expect.objectContaining({ effect: expect.objectContaining({ amount: 3n }) })],
    });
  });

  test('behavior: a call the world does not simulate, or a custom interaction declaring other amounts than its call moves, fails simulation for that solution alone', async () => {
    const { world, auction, jit } = await signedJit();
    fundMaker(world);
    const router = `0x${'a0'.repeat(20)}`;
    const answer = decode(world, auction, [
      cowSolution(0, jit),
      cowSolution(1, jit, {
        interactions: [
          {
            kind: 'custom',
            internalize: false,
            target: router,
            value: '0',
            callData: '0x38ed1739',
            allowances: [],
            inputs: [],
            outputs: [],
          },
        ],
      }),
      cowSolution(2, jit, {
        interactions: [
          {
            kind: 'custom',
            internalize: false,
            target: WETH,
            value: '0',
            callData: transfer(recipient, 5n),
            allowances: [],
            inputs: [{ token: WETH, amount: '4' }],
            outputs: [],
          },
        ],
      }),
      cowSolution(3, jit, { postInteractions: [{ target: WETH, value: '1', callData: '0xd0e30db0' }] }),
    ]);
    expect(answer).toMatchObject({
      solutionIds: [0],
      unsimulated: [
        {
          solutionId: 1,
          detail: `solution 1: interaction 0: batchbook does not simulate function 0x38ed1739 of ${router} (it simulates ERC-20 transfer and approve, and withdraw of the wrapped native token)`,
        },
        {
          solutionId: 2,
          detail: expect.stringContaining(`declares inputs [${WETH}:4] and outputs [], but its call moves [${WETH}:5]`),
        },
        {
          solutionId: 3,
          detail: 'solution 3: post-interaction 0: it sends 1 wei; batchbook simulates calls without value only',
        },
      ],
    });
    const solved = compete(world, auction, answer);
    expect(solved.solutions.map((solution) => solution.isWinner)).toEqual([true]);
  });

  test('behavior: a post-interaction spending more than the settlement contract holds fails simulation', async () => {
    const { world, auction, jit } = await signedJit();
    fundMaker(world);
    const greedy = cowSolution(0, jit, {
      postInteractions: [
        {
          target: WETH,
          value: '0',
          callData: transfer(recipient, world.balanceOf(WETH, SETTLEMENT) + USER_SELLS + 1n),
        },
      ],
    });
    const solved = compete(world, auction, decode(world, auction, [greedy]));
    expect(solved.solutions).toEqual([]);
    expect(solved.rejections).toEqual([expect.objectContaining({ reason: 'simulationFailed' })]);
  });
});
