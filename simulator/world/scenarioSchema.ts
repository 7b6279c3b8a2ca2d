/**
 * JSON Schema (2020-12) of a scenario file; `parseScenario` validates with ajv and reports the
 * path of every offending field. Documented in `simulator/world/README.md`.
 */
import { networks } from '../protocol/networks.js';

const address = {
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: '20-byte address, 0x-prefixed hex (quote it in YAML).',
} as const;
const decimalAmount = {
  type: 'string',
  pattern: '^[0-9]+(\\.[0-9]+)?$',
  description: 'An amount in whole tokens, as a decimal string ("1.5").',
} as const;
const tokenReference = {
  type: 'string',
  minLength: 1,
  description: 'A token of the same network: its symbol or its address.',
} as const;
const volatility = {
  type: 'number',
  minimum: 0,
  maximum: 0.5,
  description: 'Standard deviation of the per-block relative move (0.001 = 0.1 % per block).',
} as const;
const sandboxFunding = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    tokenBalanceUsd: {
      type: 'number',
      minimum: 0,
      maximum: 1e15,
      description: 'USD value of the balance of every listed token (at the starting price).',
    },
    nativeBalance: decimalAmount,
  },
} as const;

const token = {
  type: 'object',
  additionalProperties: false,
  required: ['symbol', 'address', 'decimals', 'usdPrice'],
  properties: {
    symbol: { type: 'string', pattern: '^[A-Za-z0-9.+_-]{1,20}$' },
    address,
    decimals: { type: 'integer', minimum: 0, maximum: 36 },
    usdPrice: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 },
    volatility,
    unsupported: {
      type: 'string',
      minLength: 1,
      description: 'Why the order book must refuse the token (fee-on-transfer, rebasing, ...).',
    },
    transferFeeBps: {
      type: 'integer',
      minimum: 1,
      maximum: 10000,
      description:
        'A fee-on-transfer token the order book does not deny-list: each transfer keeps this share, so quotes cannot be verified.',
    },
    transferRevert: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description: 'Transfers of the token revert with this reason (a paused token, say).',
    },
  },
} as const;

const pool = {
  type: 'object',
  additionalProperties: false,
  required: ['tokens', 'depthUsd'],
  properties: {
    tokens: { type: 'array', items: tokenReference, minItems: 2, maxItems: 2 },
    depthUsd: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 1e13,
      description: 'USD value of each side of the pool at the starting prices.',
    },
    feeBps: { type: 'integer', minimum: 0, maximum: 9999, description: 'Swap fee in basis points (default 30).' },
  },
} as const;

const account = {
  type: 'object',
  additionalProperties: false,
  required: ['address'],
  properties: {
    address,
    label: { type: 'string' },
    sandboxFunding: {
      type: 'boolean',
      description: 'Also fund the tokens not listed in `balances` as a fresh account (default false).',
    },
    nativeBalance: decimalAmount,
    balances: { type: 'object', additionalProperties: decimalAmount, propertyNames: tokenReference },
    allowances: {
      type: 'object',
      description: 'Allowances to the vault relayer: an amount in whole tokens or "unlimited".',
      additionalProperties: { anyOf: [decimalAmount, { const: 'unlimited' }] },
      propertyNames: tokenReference,
    },
  },
} as const;

const contractWallet = {
  type: 'object',
  additionalProperties: false,
  required: ['owners', 'threshold'],
  properties: {
    address,
    owners: { type: 'array', items: address, minItems: 1, maxItems: 20 },
    threshold: { type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;

const feeFactor = { type: 'number', minimum: 0, exclusiveMaximum: 1 } as const;
const feePolicy = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'factor', 'orderClass'],
  description:
    'A protocol fee policy for the auctions (docs/protocol.md#auction-scoring-and-fees); surplus and priceImprovement need maxVolumeFactor.',
  properties: {
    kind: { enum: ['surplus', 'volume', 'priceImprovement'] },
    factor: { ...feeFactor, description: 'Share of the surplus, price improvement or volume, in [0, 1).' },
    maxVolumeFactor: { ...feeFactor, description: 'Cap as a share of the traded volume, in [0, 1).' },
    orderClass: {
      enum: ['market', 'limit', 'any'],
      description: 'Orders it applies to: in market (market), out of market (limit) against their quote, or any.',
    },
  },
} as const;
const feePolicies = { type: 'array', items: feePolicy, maxItems: 10 } as const;

const probability = { type: 'number', minimum: 0, maximum: 1 } as const;
const solver = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  description:
    'A solver competing in the auctions: a built-in engine under a name, with the faults it shows; or, with a `url`, an external solver engine.',
  properties: {
    name: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$', description: 'Unique name, as competitions show it.' },
    engine: {
      enum: ['baseline', 'matcher', 'chaos'],
      description: 'How it solves (default: the engine of the same name).',
    },
    address: {
      ...address,
      description: "Its submission address (default: the engine's, or one derived from the name).",
    },
    faults: {
      type: 'object',
      additionalProperties: false,
      description:
        'How often it misbehaves: probabilities per auction (noAnswer, invalidSolution) or per win (revert, timeout).',
      properties: {
        noAnswer: probability,
        invalidSolution: probability,
        revert: probability,
        timeout: probability,
      },
    },
    url: {
      type: 'string',
      pattern: '^https?://[^\\s]+$',
      maxLength: 2000,
      description: 'Base URL of an external engine: batchbook posts to `{url}/solve` and `{url}/notify`.',
    },
    timeoutMs: {
      type: 'integer',
      minimum: 1,
      maximum: 600000,
      description: "The engine's own time limit in milliseconds, when shorter than the auction's deadline.",
    },
    headers: {
      type: 'object',
      maxProperties: 32,
      propertyNames: { pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$" },
      additionalProperties: { type: 'string', maxLength: 4096 },
      description: 'HTTP headers added to every request to the engine (an API key, say).',
    },
  },
} as const;
const solvers = { type: 'array', items: solver, minItems: 1, maxItems: 16 } as const;
const participationGuard = {
  type: 'object',
  additionalProperties: false,
  description: "Bans solvers that win without settling, as the reference autopilot's participation guard does.",
  properties: {
    enabled: { type: 'boolean' },
    nonSettlingWins: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      description: 'Ban a solver whose last N wins all failed to settle (default 3).',
    },
    minSettlementRate: {
      ...probability,
      description:
        'Ban a solver whose share of settled wins, over its last `settlementRateWindow` wins, is below this (default 0.5).',
    },
    settlementRateWindow: { type: 'integer', minimum: 1, maximum: 10000, description: 'Default 20.' },
    banBlocks: { type: 'integer', minimum: 1, maximum: 1e6, description: 'How many blocks a ban lasts (default 50).' },
  },
} as const;

const settlementBufferUsd = {
  type: 'number',
  minimum: 0,
  maximum: 1e15,
  description:
    "USD value (at the starting price) of every listed token the settlement contract holds as buffers, unless an account entry for the contract sets that token's balance. Default 0.",
} as const;

const network = {
  type: 'object',
  additionalProperties: false,
  properties: {
    startBlock: { type: 'integer', minimum: 0, maximum: 1e15 },
    gasPriceGwei: { ...decimalAmount, description: 'Starting gas price in gwei, as a decimal string.' },
    volatility,
    gasVolatility: volatility,
    sandboxFunding,
    settlementBufferUsd,
    tokens: { type: 'array', items: token },
    pools: { type: 'array', items: pool },
    accounts: { type: 'array', items: account },
    contractWallets: { type: 'array', items: contractWallet },
    banned: { type: 'array', items: address },
    feePolicies,
    solvers,
    participationGuard,
  },
} as const;

export const scenarioSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'batchbook scenario',
  type: 'object',
  additionalProperties: false,
  required: ['version', 'networks'],
  properties: {
    version: { const: 1 },
    description: { type: 'string' },
    seed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    defaults: {
      type: 'object',
      additionalProperties: false,
      properties: {
        volatility,
        gasVolatility: volatility,
        sandboxFunding,
        settlementBufferUsd,
        feePolicies,
        solvers,
        participationGuard,
      },
    },
    networks: {
      type: 'object',
      propertyNames: { enum: networks.map((entry) => entry.name) },
      additionalProperties: network,
    },
  },
} as const;
