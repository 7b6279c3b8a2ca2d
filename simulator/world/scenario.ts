/**
 * Scenario files: what a simulated world starts with (networks, tokens, pools, accounts, contract
 * wallets, banned addresses, volatility, sandbox funding, seed). JSON or YAML, validated against
 * `scenarioSchema`; every problem is reported with the path of the offending field. The format is
 * documented in `simulator/world/README.md`; `simulator/scenarios/default.yaml` is the default.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv2020Module, { type ErrorObject } from 'ajv/dist/2020.js';
import type { Address } from 'viem';
import { parse as parseYaml } from 'yaml';
import { SETTLEMENT_CONTRACT, networks, type NetworkName } from '../protocol/networks.js';
import { scenarioSchema } from './scenarioSchema.js';
import { MAX_UINT256, type NetworkSettings, type TokenState } from './types.js';

// ajv ships CommonJS with `exports.default`; under NodeNext the default import is the module.
const Ajv2020 = Ajv2020Module.default;

export type ScenarioAccount = {
  readonly address: Address;
  readonly sandboxFunding: boolean;
  readonly nativeBalance: bigint | undefined;
  readonly balances: readonly { readonly token: Address; readonly amount: bigint }[];
  /** Allowances to the vault relayer. */
  readonly allowances: readonly { readonly token: Address; readonly amount: bigint }[];
};

export type ScenarioPool = {
  readonly token0: Address;
  readonly token1: Address;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly feeBps: bigint;
};

/**
 * A protocol fee policy of the scenario (docs/protocol.md#auction-scoring-and-fees): which orders it applies to by
 * their class against their quote (`market`: in market, `limit`: out of market, `any`), factors
 * in [0, 1). The auctions turn them into each order's `protocolFees`.
 */
export type ScenarioFeePolicy =
  | {
      readonly kind: 'surplus' | 'priceImprovement';
      readonly factor: number;
      readonly maxVolumeFactor: number;
      readonly orderClass: 'market' | 'limit' | 'any';
    }
  | { readonly kind: 'volume'; readonly factor: number; readonly orderClass: 'market' | 'limit' | 'any' };

export type ScenarioNetwork = {
  readonly name: NetworkName;
  readonly startBlock: number;
  readonly gasPriceWei: bigint;
  readonly settings: NetworkSettings;
  readonly tokens: readonly TokenState[];
  readonly pools: readonly ScenarioPool[];
  readonly accounts: readonly ScenarioAccount[];
  readonly contractWallets: readonly {
    readonly address: Address | undefined;
    readonly owners: readonly Address[];
    readonly threshold: number;
  }[];
  readonly banned: readonly Address[];
  /** Protocol fee policies of the network's auctions, in the order they apply (none when absent). */
  readonly feePolicies?: readonly ScenarioFeePolicy[];
  /** The solvers of the network's auctions (default: baseline, matcher and chaos). */
  readonly solvers?: readonly ScenarioSolver[];
  /** The participation guard of the network's auctions (default: {@link DEFAULT_PARTICIPATION_GUARD}). */
  readonly participationGuard?: ParticipationGuardSettings;
};

/**
 * A solver of the scenario: a built-in engine under a name, with its address and declared faults;
 * or, with an `endpoint`, an external solver engine batchbook asks over HTTP.
 */
export type ScenarioSolver = {
  readonly name: string;
  /** The built-in engine (ignored for an external one). */
  readonly engine: 'baseline' | 'matcher' | 'chaos';
  /** Where an external engine answers the solver-engine API (docs/protocol.md#solver-engines). */
  readonly endpoint?: ScenarioEngineEndpoint | undefined;
  readonly address: Address | undefined;
  readonly faults:
    | {
        readonly noAnswer: number;
        readonly invalidSolution: number;
        readonly revert: number;
        readonly timeout: number;
      }
    | undefined;
};

/** An external engine's base URL, its own time limit (ms, under the auction's deadline) and request headers. */
export type ScenarioEngineEndpoint = {
  readonly url: string;
  readonly timeoutMs: number | undefined;
  readonly headers: Readonly<Record<string, string>>;
};

/** When the autopilot bans a solver, and for how long. */
export type ParticipationGuardSettings = {
  readonly enabled: boolean;
  /** Ban a solver whose last N wins all failed to settle. */
  readonly nonSettlingWins: number;
  /** Ban a solver whose settled share of its last `settlementRateWindow` wins is below this. */
  readonly minSettlementRate: number;
  readonly settlementRateWindow: number;
  readonly banBlocks: number;
};

export const DEFAULT_PARTICIPATION_GUARD: ParticipationGuardSettings = Object.freeze({
  enabled: true,
  nonSettlingWins: 3,
  minSettlementRate: 0.5,
  settlementRateWindow: 20,
  banBlocks: 50,
});

/** A validated scenario with every amount resolved to atoms; one entry per known network. */
export type Scenario = {
  /** The scenario's own seed; undefined means "use the configured SEED". */
  readonly seed: number | undefined;
  /** sha-256 of the scenario's JSON (hex): tells whether a saved world came from it. */
  readonly fingerprint: string;
  readonly networks: readonly ScenarioNetwork[];
};

export type ScenarioProblem = { readonly path: string; readonly message: string };

/** A scenario file that cannot be used; `message` lists every problem with its field path. */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
  readonly problems: readonly ScenarioProblem[];

  constructor(source: string, problems: readonly ScenarioProblem[]) {
    const lines = problems.map((problem) => `  - ${problem.path || '(root)'}: ${problem.message}`);
    super(`Invalid scenario ${source}:\n${lines.join('\n')}`);
    this.problems = problems;
  }
}

const DEFAULTS = {
  /** 1 % per hour. */
  volatility: 0.01,
  /** 10 % per hour. */
  gasVolatility: 0.1,
  sandboxFunding: { enabled: true, tokenBalanceUsd: 10_000_000, nativeBalance: '1000' },
  /** The settlement contract starts empty unless a scenario gives it buffers. */
  settlementBufferUsd: 0,
  gasPriceGwei: '1',
  startBlock: 1,
  feeBps: 30,
} as const;

const HOUR_MS = 3_600_000;

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const validateSchema = ajv.compile(scenarioSchema);

/** Reads and validates a scenario file (`.json`, or YAML for anything else). */
export function loadScenarioFile(path: string): Scenario {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ScenarioError(path, [{ path: '', message: `cannot read the file (${(error as Error).message})` }]);
  }
  return parseScenarioText(text, path);
}

/** Parses JSON (when `source` ends in `.json`) or YAML text and validates it. */
export function parseScenarioText(text: string, source: string): Scenario {
  let raw: unknown;
  try {
    raw = source.toLowerCase().endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ScenarioError(source, [
      { path: '', message: `not valid ${source.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}` },
    ]);
  }
  return parseScenario(raw, source);
}

let defaultScenario: Scenario | undefined;

/** The embedded default scenario (`simulator/scenarios/default.yaml`). */
export function loadDefaultScenario(): Scenario {
  defaultScenario ??= parseScenarioText(
    readFileSync(new URL('../scenarios/default.yaml', import.meta.url), 'utf8'),
    'simulator/scenarios/default.yaml',
  );
  return defaultScenario;
}

type RawToken = {
  symbol: string;
  address: string;
  decimals: number;
  usdPrice: number;
  volatility?: number;
  unsupported?: string;
  transferFeeBps?: number;
  transferRevert?: string;
};
type RawFeePolicy = {
  kind: 'surplus' | 'volume' | 'priceImprovement';
  factor: number;
  maxVolumeFactor?: number;
  orderClass: 'market' | 'limit' | 'any';
};
type RawSandbox = { enabled?: boolean; tokenBalanceUsd?: number; nativeBalance?: string };
type RawNetwork = {
  startBlock?: number;
  gasPriceGwei?: string;
  volatility?: number;
  gasVolatility?: number;
  sandboxFunding?: RawSandbox;
  settlementBufferUsd?: number;
  tokens?: RawToken[];
  pools?: { tokens: [string, string]; depthUsd: number; feeBps?: number }[];
  accounts?: {
    address: string;
    sandboxFunding?: boolean;
    nativeBalance?: string;
    balances?: Record<string, string>;
    allowances?: Record<string, string>;
  }[];
  contractWallets?: { address?: string; owners: string[]; threshold: number }[];
  banned?: string[];
  feePolicies?: RawFeePolicy[];
  solvers?: RawSolver[];
  participationGuard?: Partial<ParticipationGuardSettings>;
};
type RawSolver = {
  name: string;
  engine?: ScenarioSolver['engine'];
  address?: string;
  faults?: Partial<NonNullable<ScenarioSolver['faults']>>;
  url?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
};
type RawScenario = {
  version: 1;
  seed?: number;
  defaults?: {
    volatility?: number;
    gasVolatility?: number;
    sandboxFunding?: RawSandbox;
    settlementBufferUsd?: number;
    feePolicies?: RawFeePolicy[];
    solvers?: RawSolver[];
    participationGuard?: Partial<ParticipationGuardSettings>;
  };
  networks: Partial<Record<NetworkName, RawNetwork>>;
};

/**
 * Validates a parsed scenario document and resolves it.
 *
 * @throws ScenarioError listing every problem with the path of its field, e.g.
 * `networks.mainnet.tokens[2].decimals: must be <= 36`.
 */
export function parseScenario(raw: unknown, source = 'scenario'): Scenario {
  if (!validateSchema(raw)) {
    throw new ScenarioError(source, describeSchemaErrors(validateSchema.errors ?? []));
  }
  const document = raw as RawScenario;
  const problems: ScenarioProblem[] = [];
  const resolved = networks.map((network) =>
    resolveNetwork(network.name, document.networks[network.name] ?? {}, document.defaults ?? {}, problems),
  );
  if (problems.length > 0) throw new ScenarioError(source, problems);
  return {
    seed: document.seed,
    // node:crypto, not viem's keccak: a scenario with 100,000 accounts is ~20 MB of JSON.
    fingerprint: createHash('sha256').update(JSON.stringify(raw)).digest('hex'),
    networks: resolved,
  };
}

function resolveNetwork(
  name: NetworkName,
  raw: RawNetwork,
  defaults: NonNullable<RawScenario['defaults']>,
  problems: ScenarioProblem[],
): ScenarioNetwork {
  const base = `networks.${name}`;
  const network = networks.find((entry) => entry.name === name)!;
  const blockHours = network.blockTimeMs / HOUR_MS;
  // Volatility is per hour; a block's share scales with the square root of its duration.
  const perBlockPpb = (hourly: number) => BigInt(Math.round(hourly * Math.sqrt(blockHours) * 1e9));
  const report = (path: string, message: string) => problems.push({ path: `${base}${path}`, message });

  const sandbox = { ...DEFAULTS.sandboxFunding, ...defaults.sandboxFunding, ...raw.sandboxFunding };
  const tokenBalanceUsdE18 = toE18(sandbox.tokenBalanceUsd);
  const networkVolatility = raw.volatility ?? defaults.volatility ?? DEFAULTS.volatility;

  const tokens: TokenState[] = [];
  const bySymbol = new Map<string, TokenState>();
  const byAddress = new Map<string, TokenState>();
  (raw.tokens ?? []).forEach((token, index) => {
    const address = token.address.toLowerCase() as Address;
    if (byAddress.has(address)) return report(`.tokens[${index}].address`, `duplicate token ${token.address}`);
    if (bySymbol.has(token.symbol)) return report(`.tokens[${index}].symbol`, `duplicate symbol ${token.symbol}`);
    const usdE18 = toE18(token.usdPrice);
    if (usdE18 === 0n) return report(`.tokens[${index}].usdPrice`, 'must be at least 1e-18');
    const state: TokenState = {
      address,
      symbol: token.symbol,
      decimals: token.decimals,
      ...(token.unsupported !== undefined ? { unsupported: token.unsupported } : {}),
      ...(token.transferFeeBps !== undefined ? { transferFeeBps: token.transferFeeBps } : {}),
      ...(token.transferRevert !== undefined ? { transferRevert: token.transferRevert } : {}),
      usdE18,
      volatilityPpb: perBlockPpb(token.volatility ?? networkVolatility),
      sandboxBalance: sandbox.enabled ? (tokenBalanceUsdE18 * 10n ** BigInt(token.decimals)) / usdE18 : 0n,
    };
    tokens.push(state);
    bySymbol.set(token.symbol, state);
    byAddress.set(address, state);
  });
  const wrapped = network.wrappedNativeToken?.toLowerCase();
  if (tokens.length > 0 && wrapped !== undefined && !byAddress.has(wrapped)) {
    report(
      '.tokens',
      `must list the wrapped native token ${network.wrappedNativeToken} (native prices derive from it)`,
    );
  }
  const findToken = (reference: string, path: string): TokenState | undefined => {
    const token = /^0x[0-9a-fA-F]{40}$/.test(reference)
      ? byAddress.get(reference.toLowerCase())
      : bySymbol.get(reference);
    if (token === undefined) report(path, `unknown token ${JSON.stringify(reference)} (not in ${base}.tokens)`);
    return token;
  };

  const pools: ScenarioPool[] = [];
  const pairs = new Set<string>();
  (raw.pools ?? []).forEach((pool, index) => {
    const a = findToken(pool.tokens[0], `.pools[${index}].tokens[0]`);
    const b = findToken(pool.tokens[1], `.pools[${index}].tokens[1]`);
    if (a === undefined || b === undefined) return;
    if (a === b) return report(`.pools[${index}].tokens`, 'a pool needs two different tokens');
    const [token0, token1] = a.address < b.address ? [a, b] : [b, a];
    const pair = `${token0.address}:${token1.address}`;
    if (pairs.has(pair)) return report(`.pools[${index}].tokens`, `duplicate pool ${token0.symbol}/${token1.symbol}`);
    pairs.add(pair);
    const depthE18 = toE18(pool.depthUsd);
    const reserve0 = (depthE18 * 10n ** BigInt(token0.decimals)) / token0.usdE18;
    const reserve1 = (depthE18 * 10n ** BigInt(token1.decimals)) / token1.usdE18;
    if (reserve0 < 1000n || reserve1 < 1000n) {
      return report(`.pools[${index}].depthUsd`, 'too shallow: each side needs at least 1000 atoms');
    }
    pools.push({
      token0: token0.address,
      token1: token1.address,
      reserve0,
      reserve1,
      feeBps: BigInt(pool.feeBps ?? DEFAULTS.feeBps),
    });
  });

  const accounts: ScenarioAccount[] = [];
  const accountAddresses = new Set<string>();
  (raw.accounts ?? []).forEach((account, index) => {
    const path = `.accounts[${index}]`;
    const address = account.address.toLowerCase() as Address;
    if (accountAddresses.has(address)) return report(`${path}.address`, `duplicate account ${account.address}`);
    accountAddresses.add(address);
    const balances: { token: Address; amount: bigint }[] = [];
    for (const [reference, value] of Object.entries(account.balances ?? {})) {
      const token = findToken(reference, `${path}.balances.${reference}`);
      const amount = token && parseAmount(value, token.decimals, `${path}.balances.${reference}`, report);
      if (token && amount !== undefined) balances.push({ token: token.address, amount });
    }
    const allowances: { token: Address; amount: bigint }[] = [];
    for (const [reference, value] of Object.entries(account.allowances ?? {})) {
      const token = findToken(reference, `${path}.allowances.${reference}`);
      const amount =
        value === 'unlimited'
          ? MAX_UINT256
          : token && parseAmount(value, token.decimals, `${path}.allowances.${reference}`, report);
      if (token && amount !== undefined) allowances.push({ token: token.address, amount });
    }
    const nativeBalance =
      account.nativeBalance === undefined
        ? undefined
        : parseAmount(account.nativeBalance, 18, `${path}.nativeBalance`, report);
    accounts.push({ address, sandboxFunding: account.sandboxFunding ?? false, nativeBalance, balances, allowances });
  });

  // The settlement contract's buffers: the given USD value of every listed token it is not
  // configured with, so solvers can cover a swap that gives a little less than planned.
  const bufferUsdE18 = toE18(raw.settlementBufferUsd ?? defaults.settlementBufferUsd ?? DEFAULTS.settlementBufferUsd);
  if (bufferUsdE18 > 0n) {
    const settlement = SETTLEMENT_CONTRACT.toLowerCase() as Address;
    const index = accounts.findIndex((entry) => entry.address === settlement);
    const account = accounts[index] ?? {
      address: settlement,
      sandboxFunding: false,
      nativeBalance: undefined,
      balances: [],
      allowances: [],
    };
    const configured = new Set(account.balances.map((balance) => balance.token));
    const buffers = tokens
      .filter((token) => !configured.has(token.address))
      .map((token) => ({
        token: token.address,
        amount: (bufferUsdE18 * 10n ** BigInt(token.decimals)) / token.usdE18,
      }));
    const buffered = { ...account, balances: [...account.balances, ...buffers] };
    if (index < 0) accounts.push(buffered);
    else accounts[index] = buffered;
  }

  const contractWallets = (raw.contractWallets ?? []).flatMap((wallet, index) => {
    const owners = [...new Set(wallet.owners.map((owner) => owner.toLowerCase() as Address))].sort();
    if (owners.length !== wallet.owners.length) {
      report(`.contractWallets[${index}].owners`, 'owners must be distinct');
      return [];
    }
    if (wallet.threshold > owners.length) {
      report(`.contractWallets[${index}].threshold`, `must be at most the number of owners (${owners.length})`);
      return [];
    }
    return [{ address: wallet.address?.toLowerCase() as Address | undefined, owners, threshold: wallet.threshold }];
  });

  // A network's own list replaces the defaults' list.
  const feePolicyPath = raw.feePolicies !== undefined ? `${base}.feePolicies` : 'defaults.feePolicies';
  const reportOnce = (path: string, message: string) => {
    // The defaults' lists are resolved once per network: report each problem once.
    if (!problems.some((problem) => problem.path === path)) problems.push({ path, message });
  };
  const feePolicies = (raw.feePolicies ?? defaults.feePolicies ?? []).flatMap((policy, index): ScenarioFeePolicy[] => {
    const path = `${feePolicyPath}[${index}].maxVolumeFactor`;
    if (policy.kind === 'volume') {
      if (policy.maxVolumeFactor === undefined)
        return [{ kind: 'volume', factor: policy.factor, orderClass: policy.orderClass }];
      reportOnce(path, 'only surplus and priceImprovement policies have a maxVolumeFactor');
      return [];
    }
    if (policy.maxVolumeFactor === undefined) {
      reportOnce(path, `required for a ${policy.kind} policy`);
      return [];
    }
    return [
      {
        kind: policy.kind,
        factor: policy.factor,
        maxVolumeFactor: policy.maxVolumeFactor,
        orderClass: policy.orderClass,
      },
    ];
  });

  // A network's own solvers replace the defaults'; each name and address competes once.
  const rawSolvers = raw.solvers ?? defaults.solvers;
  const solverPath = raw.solvers !== undefined ? `${base}.solvers` : 'defaults.solvers';
  const solvers = rawSolvers?.map((entry, index): ScenarioSolver => {
    const external = entry.url !== undefined;
    const engine =
      entry.engine ?? (BUILT_IN_ENGINES.includes(entry.name as ScenarioSolver['engine']) ? entry.name : undefined);
    if (external && entry.engine !== undefined)
      reportOnce(`${solverPath}[${index}].engine`, 'an entry with a url is an external engine: give no engine');
    // What the chain does to an engine's settlement may be declared; how the engine answers is its own.
    for (const fault of ['noAnswer', 'invalidSolution'] as const)
      if (external && entry.faults?.[fault] !== undefined)
        reportOnce(
          `${solverPath}[${index}].faults.${fault}`,
          "an external engine's answers are its own: declare only revert and timeout",
        );
    if (!external && (entry.timeoutMs !== undefined || entry.headers !== undefined))
      reportOnce(`${solverPath}[${index}].url`, 'required with timeoutMs or headers');
    if (engine === undefined && !external)
      reportOnce(`${solverPath}[${index}].engine`, `required: '${entry.name}' is not a built-in engine's name`);
    if (rawSolvers.findIndex((other) => other.name === entry.name) !== index)
      reportOnce(`${solverPath}[${index}].name`, `'${entry.name}' is used twice`);
    return {
      name: entry.name,
      engine: (engine ?? 'baseline') as ScenarioSolver['engine'],
      ...(external ? { endpoint: { url: entry.url!, timeoutMs: entry.timeoutMs, headers: entry.headers ?? {} } } : {}),
      address: entry.address?.toLowerCase() as Address | undefined,
      faults:
        entry.faults === undefined
          ? undefined
          : { noAnswer: 0, invalidSolution: 0, revert: 0, timeout: 0, ...entry.faults },
    };
  });
  const participationGuard = {
    ...DEFAULT_PARTICIPATION_GUARD,
    ...defaults.participationGuard,
    ...raw.participationGuard,
  };

  const gasPriceWei = parseAmount(raw.gasPriceGwei ?? DEFAULTS.gasPriceGwei, 9, '.gasPriceGwei', report) ?? 1n;
  const nativeBalance = parseAmount(sandbox.nativeBalance, 18, '.sandboxFunding.nativeBalance', report) ?? 0n;
  const minGasPriceWei = gasPriceWei / 100n > 0n ? gasPriceWei / 100n : 1n;
  return {
    name,
    startBlock: raw.startBlock ?? DEFAULTS.startBlock,
    gasPriceWei: gasPriceWei > 0n ? gasPriceWei : 1n,
    settings: {
      sandbox: { enabled: sandbox.enabled, nativeBalance: sandbox.enabled ? nativeBalance : 0n },
      gasVolatilityPpb: perBlockPpb(raw.gasVolatility ?? defaults.gasVolatility ?? DEFAULTS.gasVolatility),
      minGasPriceWei,
      maxGasPriceWei: (gasPriceWei > 0n ? gasPriceWei : 1n) * 100n,
    },
    tokens,
    pools,
    accounts,
    contractWallets,
    banned: [...new Set((raw.banned ?? []).map((address) => address.toLowerCase() as Address))],
    feePolicies,
    ...(solvers !== undefined ? { solvers } : {}),
    participationGuard,
  };
}

const BUILT_IN_ENGINES: readonly ScenarioSolver['engine'][] = ['baseline', 'matcher', 'chaos'];

/**
 * A decimal string in whole units to atoms: `parseAmount("1.5", 6)` is 1500000n. Reports (and
 * returns undefined for) more fraction digits than `decimals` or a result above 2^256 − 1.
 */
function parseAmount(
  value: string,
  decimals: number,
  path: string,
  report: (path: string, message: string) => void,
): bigint | undefined {
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > decimals) {
    report(path, `${value} has more than ${decimals} decimals`);
    return undefined;
  }
  const amount = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (amount > MAX_UINT256) {
    report(path, `${value} is above 2^256 - 1 atoms`);
    return undefined;
  }
  return amount;
}

/** A non-negative number (below 1e21) to a bigint scaled by 1e18, deterministically. */
export function toE18(value: number): bigint {
  const [whole = '0', fraction = ''] = value.toFixed(18).split('.');
  return BigInt(whole + fraction.padEnd(18, '0').slice(0, 18));
}

function describeSchemaError(error: ErrorObject): ScenarioProblem {
  let path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (text, segment) => (/^\d+$/.test(segment) ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment),
      '',
    );
  const params = error.params as Record<string, unknown>;
  let message = error.message ?? 'is invalid';
  if (error.propertyName !== undefined) {
    // A key that `propertyNames` rejects: name it in the path.
    path = path ? `${path}.${error.propertyName}` : error.propertyName;
    message =
      error.keyword === 'enum'
        ? `unknown key: must be one of ${(params.allowedValues as string[]).join(', ')}`
        : `invalid key: ${message}`;
  } else if (error.keyword === 'additionalProperties') {
    message = `unknown field ${JSON.stringify(params.additionalProperty)}`;
  } else if (error.keyword === 'enum') {
    message = `must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
  } else if (error.keyword === 'const') {
    message = `must be ${JSON.stringify(params.allowedValue)}`;
  } else if (error.keyword === 'type' && params.type === 'string' && /address|owners|banned/.test(path)) {
    message = 'must be string (quote addresses in YAML, or 0x… is read as a number)';
  }
  return { path, message };
}

/** ajv reports a rejected key twice (the key's own error and `propertyNames`); keep the first. */
function describeSchemaErrors(errors: readonly ErrorObject[]): ScenarioProblem[] {
  return errors.filter((error) => error.keyword !== 'propertyNames').map(describeSchemaError);
}
