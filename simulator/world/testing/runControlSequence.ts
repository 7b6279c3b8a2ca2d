/**
 * Runs a fixed sequence of control calls on a fresh world and prints its snapshot: the child
 * process of the determinism test (`simulation.test.ts`). Usage:
 *   node --import tsx simulator/world/testing/runControlSequence.ts SEED DATABASE_FILE
 * Prints the snapshot after the sequence, a line `---`, and the snapshot of the world resumed
 * from DATABASE_FILE.
 */
import BetterSqlite3 from 'better-sqlite3';
import { TOKENS } from '../../auction/testing/fixtures.js';
import { createSqliteWorldStore } from '../../store/sqliteWorldStore.js';
import { loadDefaultScenario } from '../scenario.js';
import { openSimulation, serializeSnapshot, type Simulation } from '../simulation.js';

const [seedArgument = '1', databaseFile = ':memory:'] = process.argv.slice(2);

const { WETH, USDC, COW } = TOKENS;
const SETTLEMENT = '0x9008D19f58AAbD9eD0D60971565AA8510560ab41';
const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';

function open(): Simulation {
  return openSimulation({
    scenario: loadDefaultScenario(),
    seed: Number(seedArgument),
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00.000Z'),
    store: createSqliteWorldStore(new BetterSqlite3(databaseFile)),
  });
}

const simulation = open();
const mainnet = simulation.world('mainnet')!;
mainnet.drain(USDC, ALICE);
mainnet.mint(USDC, ALICE, 25_000_000_000n);
mainnet.setAllowance(WETH, BOB, 10n ** 18n);
mainnet.setPreSignature(`0x${'12'.repeat(32)}${BOB.slice(2)}ffffffff`, true);
mainnet.invalidateOrder(`0x${'34'.repeat(32)}${ALICE.slice(2)}ffffffff`);
mainnet.createContractWallet({ owners: [ALICE, BOB], threshold: 2 });
mainnet.setBanned('0x7f367cc41522ce07553e823bf3be79a889debe1b', true);
simulation.advance('mainnet', { blocks: 25 });
mainnet.setTokenPrice(COW, 0.5);
mainnet.settle({
  solver: '0x0000000000000000000000000000000000050170',
  operations: [
    { kind: 'transferFrom', token: WETH, from: BOB, to: SETTLEMENT, amount: 10n ** 17n },
    { kind: 'swap', tokenIn: WETH, tokenOut: USDC, amountIn: 10n ** 17n, from: SETTLEMENT, to: SETTLEMENT },
  ],
  reservedLogs: 1,
});
simulation.advance('xdai', { blocks: 7, milliseconds: 40_000 });
simulation.advance('arbitrum_one', { milliseconds: 1_000 });
simulation.advance('mainnet', { blocks: 3 });

process.stdout.write(serializeSnapshot(simulation.snapshot()));
process.stdout.write('---\n');
process.stdout.write(databaseFile === ':memory:' ? '' : serializeSnapshot(open().snapshot()));
