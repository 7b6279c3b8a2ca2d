import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getAddress } from 'viem';
import { afterAll, describe, expect, test } from 'vitest';
import { SEPOLIA_TOKENS } from '../auction/testing/fixtures.js';
import {
  ScenarioError,
  loadDefaultScenario,
  loadScenarioFile,
  parseScenario,
  parseScenarioText,
  toE18,
} from './scenario.js';
import { MAX_UINT256 } from './types.js';
import { SETTLEMENT_CONTRACT } from '../protocol/networks.js';

const directory = mkdtempSync(join(tmpdir(), 'batchbook-scenario-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

// Checksummed, as scenario files spell addresses; the world keys them in lower case.
const WETH = getAddress(SEPOLIA_TOKENS.WETH);

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems.map((problem) => `${problem.path}: ${problem.message}`);
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

describe('loadDefaultScenario', () => {
  test('default: the embedded scenario lists the majors with real addresses and decimals', () => {
    const scenario = loadDefaultScenario();
    const mainnet = scenario.networks.find((network) => network.name === 'mainnet')!;
    const symbols = mainnet.tokens.map((token) => token.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'COW', 'GNO']));
    expect(mainnet.tokens.find((token) => token.symbol === 'USDC')).toMatchObject({
      address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      decimals: 6,
    });
    expect(mainnet.tokens.filter((token) => token.unsupported !== undefined).map((token) => token.symbol)).toEqual([
      'stETH',
      'FOT',
    ]);
    const xdai = scenario.networks.find((network) => network.name === 'xdai')!;
    expect(xdai.tokens.map((token) => token.symbol)).toEqual(['WXDAI', 'USDC', 'WETH', 'GNO', 'COW']);
    for (const name of ['arbitrum_one', 'base', 'sepolia'] as const) {
      expect(scenario.networks.find((network) => network.name === name)!.tokens.length).toBeGreaterThan(2);
    }
    expect(scenario.seed).toBeUndefined();
    expect(mainnet.settings.sandbox.enabled).toBe(true);
  });
});

describe('parseScenario', () => {
  test('default: resolves amounts to atoms, pools from USD depth, and every network', () => {
    const scenario = parseScenario({
      version: 1,
      seed: 5,
      networks: {
        sepolia: {
          startBlock: 10,
          gasPriceGwei: '1.5',
          tokens: [
            { symbol: 'WETH', address: WETH, decimals: 18, usdPrice: 2000 },
            { symbol: 'USDC', address: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238', decimals: 6, usdPrice: 1 },
          ],
          pools: [{ tokens: ['WETH', 'USDC'], depthUsd: 1_000_000, feeBps: 5 }],
          accounts: [
            {
              address: '0x00000000000000000000000000000000000a11ce',
              balances: { USDC: '12.5' },
              allowances: { WETH: 'unlimited', USDC: '1' },
              nativeBalance: '0.25',
            },
          ],
          contractWallets: [
            {
              owners: ['0x0000000000000000000000000000000000000002', '0x0000000000000000000000000000000000000001'],
              threshold: 1,
            },
          ],
          banned: ['0x7F367cC41522cE07553e823bf3be79A889DEbe1B'],
        },
      },
    });
    expect(scenario.seed).toBe(5);
    expect(scenario.networks).toHaveLength(11);
    const sepolia = scenario.networks.find((network) => network.name === 'sepolia')!;
    expect(sepolia.startBlock).toBe(10);
    expect(sepolia.gasPriceWei).toBe(1_500_000_000n);
    const usdc = '0x1c7d4b196cb0c7b01d743fbc6116a902379c7238';
    const weth = SEPOLIA_TOKENS.WETH;
    // $1,000,000 a side: 500 WETH and 1,000,000 USDC; token0 is the lower address (USDC).
    expect(sepolia.pools).toEqual([
      { token0: usdc, token1: weth, reserve0: 1_000_000n * 10n ** 6n, reserve1: 500n * 10n ** 18n, feeBps: 5n },
    ]);
    expect(sepolia.accounts[0]).toEqual({
      address: '0x00000000000000000000000000000000000a11ce',
      sandboxFunding: false,
      nativeBalance: 25n * 10n ** 16n,
      balances: [{ token: usdc, amount: 12_500_000n }],
      allowances: [
        { token: weth, amount: MAX_UINT256 },
        { token: usdc, amount: 1_000_000n },
      ],
    });
    expect(sepolia.contractWallets[0]!.owners).toEqual([
      '0x0000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000002',
    ]);
    expect(sepolia.banned).toEqual(['0x7f367cc41522ce07553e823bf3be79a889debe1b']);
    // Sandbox default: $10,000,000 of each token.
    expect(sepolia.tokens[1]!.sandboxBalance).toBe(10_000_000n * 10n ** 6n);
  });

  test('behavior: settlementBufferUsd funds the settlement contract, except tokens an account entry sets', () => {
    const usdc = '0x1c7d4b196cb0c7b01d743fbc6116a902379c7238';
    const settlement = SETTLEMENT_CONTRACT.toLowerCase();
    const tokens = [
      { symbol: 'WETH', address: WETH, decimals: 18, usdPrice: 2000 },
      { symbol: 'USDC', address: usdc, decimals: 6, usdPrice: 1 },
    ];
    const accountOf = (network: Record<string, unknown>, defaults: Record<string, unknown> = {}) =>
      parseScenario({ version: 1, defaults, networks: { sepolia: { tokens, ...network } } })
        .networks.find((entry) => entry.name === 'sepolia')!
        .accounts.find((account) => account.address === settlement);
    // $1,000 of each: 0.5 WETH and 1,000 USDC.
    expect(accountOf({}, { settlementBufferUsd: 1_000 })?.balances).toEqual([
      { token: WETH.toLowerCase(), amount: 5n * 10n ** 17n },
      { token: usdc, amount: 1_000n * 10n ** 6n },
    ]);
    // The network's value wins over the default; a configured balance wins over the buffer.
    expect(
      accountOf(
        { settlementBufferUsd: 4_000, accounts: [{ address: SETTLEMENT_CONTRACT, balances: { USDC: '7' } }] },
        { settlementBufferUsd: 1_000 },
      )?.balances,
    ).toEqual([
      { token: usdc, amount: 7n * 10n ** 6n },
      { token: WETH.toLowerCase(), amount: 2n * 10n ** 18n },
    ]);
    // Default 0: the settlement contract starts empty.
    expect(accountOf({})).toBeUndefined();
  });

  test('behavior: schema errors name the path of each offending field', () => {
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          networks: {
            goerli: {},
            mainnet: {
              tokns: [],
              tokens: [{ symbol: 'X', address: 1234, decimals: 99, usdPrice: -1 }],
              pools: [{ tokens: ['X'], depthUsd: 1 }],
            },
          },
        }),
      ),
    ).toEqual([
      'networks.goerli: unknown key: must be one of mainnet, xdai, arbitrum_one, base, sepolia, polygon, avalanche, bnb, linea, plasma, ink',
      'networks.mainnet: unknown field "tokns"',
      'networks.mainnet.tokens[0].address: must be string (quote addresses in YAML, or 0x… is read as a number)',
      'networks.mainnet.tokens[0].decimals: must be <= 36',
      'networks.mainnet.tokens[0].usdPrice: must be > 0',
      'networks.mainnet.pools[0].tokens: must NOT have fewer than 2 items',
    ]);
    // A problem of the document itself has an empty path (printed as "(root)").
    expect(problemsOf(() => parseScenario({ networks: {} }))).toEqual([": must have required property 'version'"]);
    // A constant names its value (ajv's own message is "must be equal to constant").
    expect(problemsOf(() => parseScenario({ version: 2, networks: {} }))).toEqual(['version: must be 1']);
  });

  test('behavior: semantic errors name the path too', () => {
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          networks: {
            sepolia: {
              tokens: [
                { symbol: 'WETH', address: WETH, decimals: 18, usdPrice: 2000 },
                { symbol: 'WETH', address: '0x0000000000000000000000000000000000000001', decimals: 18, usdPrice: 1 },
              ],
              pools: [{ tokens: ['WETH', 'USDC'], depthUsd: 1000 }],
              accounts: [
                { address: '0x0000000000000000000000000000000000000002', balances: { WETH: '0.0000000000000000001' } },
              ],
              contractWallets: [{ owners: ['0x0000000000000000000000000000000000000003'], threshold: 2 }],
            },
            base: {
              tokens: [
                { symbol: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6, usdPrice: 1 },
              ],
            },
          },
        }),
      ),
    ).toEqual([
      'networks.base.tokens: must list the wrapped native token 0x4200000000000000000000000000000000000006 (native prices derive from it)',
      'networks.sepolia.tokens[1].symbol: duplicate symbol WETH',
      'networks.sepolia.pools[0].tokens[1]: unknown token "USDC" (not in networks.sepolia.tokens)',
      'networks.sepolia.accounts[0].balances.WETH: 0.0000000000000000001 has more than 18 decimals',
      'networks.sepolia.contractWallets[0].threshold: must be at most the number of owners (1)',
    ]);
  });

  test('behavior: the error message lists every problem under the file name', () => {
    expect(() => parseScenarioText('version: 2\nnetworks: {}\n', 'broken.yaml')).toThrow(
      /^Invalid scenario broken\.yaml:\n {2}- version: must be 1$/,
    );
  });
});

describe('loadScenarioFile', () => {
  test('default: reads YAML and JSON files', () => {
    const yamlFile = join(directory, 'small.yaml');
    writeFileSync(yamlFile, `version: 1\nseed: 3\nnetworks:\n  xdai:\n    startBlock: 7\n`);
    expect(loadScenarioFile(yamlFile).seed).toBe(3);
    const jsonFile = join(directory, 'small.json');
    writeFileSync(jsonFile, JSON.stringify({ version: 1, networks: { xdai: { startBlock: 9 } } }));
    expect(loadScenarioFile(jsonFile).networks.find((network) => network.name === 'xdai')!.startBlock).toBe(9);
  });

  test('behavior: unreadable or unparsable files are ScenarioErrors', () => {
    expect(() => loadScenarioFile(join(directory, 'missing.yaml'))).toThrow(/cannot read the file/);
    const broken = join(directory, 'broken.json');
    writeFileSync(broken, '{"version": 1,');
    expect(() => loadScenarioFile(broken)).toThrow(/not valid JSON/);
  });
});

describe('toE18', () => {
  test('default', () => {
    expect(toE18(1)).toBe(10n ** 18n);
    expect(toE18(3200)).toBe(3200n * 10n ** 18n);
    expect(toE18(0.5)).toBe(5n * 10n ** 17n);
  });
});

describe('feePolicies', () => {
  test('default: the default scenario charges CoW-style surplus and price-improvement fees on every network', () => {
    for (const network of loadDefaultScenario().networks) {
      expect(network.feePolicies).toEqual([
        { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'limit' },
        { kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'market' },
      ]);
    }
  });

  test('behavior: a network list replaces the defaults; none anywhere means no fees', () => {
    const scenario = parseScenario({
      version: 1,
      defaults: { feePolicies: [{ kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'any' }] },
      networks: { xdai: { feePolicies: [{ kind: 'volume', factor: 0.0002, orderClass: 'any' }] } },
    });
    const of = (name: string) => scenario.networks.find((network) => network.name === name)!.feePolicies;
    expect(of('xdai')).toEqual([{ kind: 'volume', factor: 0.0002, orderClass: 'any' }]);
    expect(of('mainnet')).toEqual([{ kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'any' }]);
    expect(parseScenario({ version: 1, networks: {} }).networks[0]!.feePolicies).toEqual([]);
  });

  test('behavior: invalid policies name their field', () => {
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          defaults: { feePolicies: [{ kind: 'surplus', factor: 0.5, orderClass: 'limit' }] },
          networks: {
            base: {
              feePolicies: [
                { kind: 'volume', factor: 0.1, maxVolumeFactor: 0.2, orderClass: 'any' },
                { kind: 'volume', factor: 1, orderClass: 'sometimes' },
              ],
            },
          },
        }),
      ),
    ).toEqual([
      'networks.base.feePolicies[1].factor: must be < 1',
      'networks.base.feePolicies[1].orderClass: must be one of market, limit, any',
    ]);
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          defaults: { feePolicies: [{ kind: 'surplus', factor: 0.5, orderClass: 'limit' }] },
          networks: {
            base: { feePolicies: [{ kind: 'volume', factor: 0.1, maxVolumeFactor: 0.2, orderClass: 'any' }] },
          },
        }),
      ),
    ).toEqual([
      'defaults.feePolicies[0].maxVolumeFactor: required for a surplus policy',
      'networks.base.feePolicies[0].maxVolumeFactor: only surplus and priceImprovement policies have a maxVolumeFactor',
    ]);
  });
});

describe('parseScenario: solvers and the participation guard', () => {
  const network = {
    tokens: [{ symbol: 'WETH', address: WETH, decimals: 18, usdPrice: 2000 }],
  };

  test('behavior: solvers name a built-in engine, an address and their fault rates; a network list replaces the defaults', () => {
    const scenario = parseScenario({
      version: 1,
      defaults: {
        solvers: [{ name: 'baseline' }, { name: 'flaky', engine: 'matcher', faults: { revert: 0.5 } }],
        participationGuard: { nonSettlingWins: 2 },
      },
      networks: {
        sepolia: network,
        xdai: {
          tokens: [
            { symbol: 'WXDAI', address: '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d', decimals: 18, usdPrice: 1 },
          ],
          solvers: [{ name: 'solo', engine: 'baseline', address: '0x00000000000000000000000000000000000000AB' }],
        },
      },
    });
    const sepolia = scenario.networks.find((entry) => entry.name === 'sepolia')!;
    expect(sepolia.solvers).toEqual([
      { name: 'baseline', engine: 'baseline', address: undefined, faults: undefined },
      {
        name: 'flaky',
        engine: 'matcher',
        address: undefined,
        faults: { noAnswer: 0, invalidSolution: 0, revert: 0.5, timeout: 0 },
      },
    ]);
    expect(sepolia.participationGuard).toMatchObject({ enabled: true, nonSettlingWins: 2, banBlocks: 50 });
    expect(scenario.networks.find((entry) => entry.name === 'xdai')!.solvers).toEqual([
      { name: 'solo', engine: 'baseline', address: '0x00000000000000000000000000000000000000ab', faults: undefined },
    ]);
    // Without a list, the runner uses the default three.
    expect(parseScenario({ version: 1, networks: { sepolia: network } }).networks[0]?.solvers).toBeUndefined();
  });

  test('behavior: an unknown engine, a name used twice or a rate above 1 name their field', () => {
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          defaults: {
            solvers: [{ name: 'mine' }, { name: 'twice', engine: 'baseline' }, { name: 'twice', engine: 'matcher' }],
          },
          networks: { sepolia: network },
        }),
      ),
    ).toEqual([
      "defaults.solvers[0].engine: required: 'mine' is not a built-in engine's name",
      "defaults.solvers[2].name: 'twice' is used twice",
    ]);
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          defaults: { solvers: [{ name: 'chaos', faults: { revert: 1.5 } }] },
          networks: { sepolia: network },
        }),
      ),
    ).toEqual(['defaults.solvers[0].faults.revert: must be <= 1']);
  });

  test('behavior: an entry with a url is an external engine, with its own time limit and headers', () => {
    const scenario = parseScenario({
      version: 1,
      defaults: {
        solvers: [
          { name: 'baseline' },
          { name: 'mine', url: 'http://127.0.0.1:7000', timeoutMs: 800, headers: { 'X-Api-Key': 'local' } },
        ],
      },
      networks: { sepolia: network },
    });
    expect(scenario.networks[0]?.solvers?.[1]).toEqual({
      name: 'mine',
      engine: 'baseline',
      address: undefined,
      faults: undefined,
      endpoint: { url: 'http://127.0.0.1:7000', timeoutMs: 800, headers: { 'X-Api-Key': 'local' } },
    });
  });

  test('behavior: an external engine takes no engine or faults; timeoutMs and headers need a url', () => {
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          defaults: {
            solvers: [
              { name: 'a', url: 'http://127.0.0.1:7000', engine: 'baseline' },
              { name: 'b', url: 'http://127.0.0.1:7001', faults: { revert: 0.1, noAnswer: 0.1 } },
              { name: 'c', engine: 'matcher', timeoutMs: 100 },
              { name: 'd', url: 'ftp://127.0.0.1' },
            ],
          },
          networks: { sepolia: network },
        }),
      ),
    ).toEqual(['defaults.solvers[3].url: must match pattern "^https?://[^\\s]+$"']);
    expect(
      problemsOf(() =>
        parseScenario({
          version: 1,
          defaults: {
            solvers: [
              { name: 'a', url: 'http://127.0.0.1:7000', engine: 'baseline' },
              { name: 'b', url: 'http://127.0.0.1:7001', faults: { revert: 0.1, noAnswer: 0.1 } },
              { name: 'c', engine: 'matcher', timeoutMs: 100 },
            ],
          },
          networks: { sepolia: network },
        }),
      ),
    ).toEqual([
      'defaults.solvers[0].engine: an entry with a url is an external engine: give no engine',
      "defaults.solvers[1].faults.noAnswer: an external engine's answers are its own: declare only revert and timeout",
      'defaults.solvers[2].url: required with timeoutMs or headers',
    ]);
  });
});
