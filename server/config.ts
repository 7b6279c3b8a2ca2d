/**
 * Server configuration, read once from the environment by `server/main.ts`.
 *
 * Plain TypeScript with no dependencies: every variable is validated, and all problems are reported
 * together in one `ConfigError` so an operator fixes a bad deployment in a single pass.
 *
 * An unset variable and one set to the empty string (`PORT=` in an env file) both mean "use the
 * default".
 */

/** Levels in increasing verbosity; `silent` logs nothing. */
export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];

export const clockModes = ['wall', 'manual'] as const;
export type ClockMode = (typeof clockModes)[number];

export type Config = {
  /** `PORT`: TCP port the HTTP server listens on (0 = any free port). */
  readonly port: number;
  /** `HOST`: interface the HTTP server binds to. */
  readonly host: string;
  /** `ALLOWED_HOSTS`: `Host` names answered besides loopback names and IP addresses (`*`: any). */
  readonly allowedHosts: readonly string[];
  /** `DATABASE_URL`, normalised: `:memory:` or a file path for better-sqlite3. */
  readonly databasePath: string;
  /** `CLOCK`: `wall` follows real time; `manual` only moves when the simulator control API says so. */
  readonly clock: ClockMode;
  /** `CLOCK_START`: where the manual clock starts on a new database (`now`: the wall clock at start-up). */
  readonly clockStart: Date;
  /** `SEED`: seed for the deterministic simulator rng. */
  readonly seed: number;
  /** `CMS_ENABLED`: serve the companion CMS features (affiliates, notifications); else they answer 503. */
  readonly cmsEnabled: boolean;
  /** `CMS_API_KEY`: key of the notification store; undefined when switched off (`none`): notifications answer 503. */
  readonly cmsApiKey: string | undefined;
  /** `ANALYTICS_API_KEY`: key sent to the analytics provider (hooks); undefined when switched off (`none`): hooks answer 503. */
  readonly analyticsApiKey: string | undefined;
  /** `ANALYTICS_BASE_URL`: analytics provider; undefined means the server's built-in provider. */
  readonly analyticsBaseUrl: string | undefined;
  /** `AFFILIATE_DOMAIN_NAME`: EIP-712 domain `name` of the affiliate code typed data. */
  readonly affiliateDomainName: string;
  /** `SIM_CONTROL`: expose the simulator control API (clock, seeding, auctions). */
  readonly simControl: boolean;
  /** `SIM_CONTROL_TOKEN`: bearer token every control call must present; undefined = none needed. */
  readonly simControlToken: string | undefined;
  /** `EXPLORER`: serve the auction explorer web page at `/explorer/`. */
  readonly explorer: boolean;
  /** `SCENARIO`: scenario file of the simulated world; undefined means the embedded default. */
  readonly scenario: string | undefined;
  /** `SOLVERS`: the competitors of every network's auctions, replacing the scenario's; undefined = the scenario's. */
  readonly solvers: readonly SolverSpec[] | undefined;
  /** `SOLVER_DEADLINE_MS`: how long external engines get per auction; undefined = 80 % of the network's block time. */
  readonly solverDeadlineMs: number | undefined;
  /** `SOLVER_ANSWERS`: record the engines' answers to a file, or replay them from one instead of asking. */
  readonly solverAnswers: { readonly mode: 'record' | 'replay'; readonly path: string } | undefined;
  /** `RATE_LIMIT`: enforce the per-client rate limits (429 `RateLimited`). */
  readonly rateLimit: boolean;
  /** `RATE_LIMIT_QUOTES`, `RATE_LIMIT_ORDERS`, `RATE_LIMIT_READS`: requests per second per client. */
  readonly rateLimits: { readonly quote: number; readonly order: number; readonly read: number };
  /** `MAX_LIMIT_ORDERS`: open out-of-market limit orders per owner (`TooManyLimitOrders` above). */
  readonly maxLimitOrders: number;
  /** `RESPONSE_CACHE_MB`, in bytes: kept account pages and single-order bodies (0 = none kept). */
  readonly responseCacheBytes: number;
  /** `SIGNATURE_THREAD`: recover signers (and sign for the simulation's traders) on a second thread. */
  readonly signatureThread: boolean;
  /** `STREAM_CONNECTIONS_PER_CLIENT`, `STREAM_BUFFER_BYTES`, `STREAM_KEEPALIVE_SECONDS`: event stream limits. */
  readonly streams: {
    /** Infinite with `RATE_LIMIT=off` and no explicit `STREAM_CONNECTIONS_PER_CLIENT`. */
    readonly connectionsPerClient: number;
    readonly bufferBytes: number;
    readonly keepAliveSeconds: number;
  };
  /** The notification channels' servers (each channel is off while its part is undefined) and delivery policy. */
  readonly notificationChannels: NotificationChannelsConfig;
  /** `LOG_LEVEL`: most verbose level that is logged. */
  readonly logLevel: LogLevel;
};

export type NotificationChannelsConfig = {
  /** `NOTIFICATION_WEBHOOK_HOSTS`: hosts webhooks may target; empty = webhooks off. */
  readonly webhookHosts: readonly string[];
  /** `TELEGRAM_BOT_TOKEN`, `TELEGRAM_API_BASE_URL`. */
  readonly telegram: { readonly botToken: string; readonly apiBaseUrl: string } | undefined;
  /** `SMTP_URL`, `SMTP_FROM`. */
  readonly smtp: { readonly url: string; readonly from: string } | undefined;
  /** `VAPID_SUBJECT`, `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`. */
  readonly vapid: { readonly subject: string; readonly publicKey: string; readonly privateKey: string } | undefined;
  /** `NOTIFICATION_MAX_ATTEMPTS`. */
  readonly maxAttempts: number;
  /** `NOTIFICATION_RETRY_BASE_SECONDS`, in milliseconds. */
  readonly retryBaseMs: number;
  /** `NOTIFICATION_RETENTION_DAYS`, in milliseconds. */
  readonly retentionMs: number;
};

/**
 * One competitor of `SOLVERS`: a solver of the scenario or a built-in engine by name, or, with a
 * `url`, an external solver engine with its optional settlement address, time limit and headers.
 */
export type SolverSpec = {
  readonly name: string;
  readonly url?: string;
  readonly address?: string;
  readonly timeoutMs?: number;
  readonly headers?: Readonly<Record<string, string>>;
};

export type ConfigVariable = {
  readonly name: string;
  /** The default as it would be written in the environment; undefined = unset. */
  readonly default: string | undefined;
  readonly description: string;
};

/**
 * Default of `CMS_API_KEY` and `ANALYTICS_API_KEY`: a documented local key, so `npm start` with no
 * configuration serves every companion endpoint (the embedded notification store and the built-in
 * analytics provider accept it). Not a secret.
 */
export const LOCAL_SANDBOX_KEY = 'batchbook-local';

/** The key value that switches a keyed feature off (its endpoints answer 503). */
export const DISABLED_KEY = 'none';

/** Every variable `loadConfig` reads, in README order. */
export const configVariables = [
  {
    name: 'PORT',
    default: '8080',
    description: 'TCP port the HTTP server listens on: an integer from 0 to 65535 (0 = any free port).',
  },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description:
      'Interface the HTTP server binds to. The default answers this machine only; `0.0.0.0` (all interfaces, as in a container) is an explicit choice, and with `SIM_CONTROL=on` it needs `SIM_CONTROL_TOKEN`.',
  },
  {
    name: 'ALLOWED_HOSTS',
    default: undefined,
    description:
      'Comma-separated host names the server answers besides `localhost`, `*.localhost`, IP addresses and the name `HOST` gives, such as `batchbook.internal,.example.com` (a leading dot admits every subdomain); `*` admits any name. A request whose `Host` header names another host gets 403 (DNS-rebinding protection).',
  },
  {
    name: 'DATABASE_URL',
    default: './data/batchbook.sqlite',
    description:
      'SQLite database: a file path, `:memory:`, or a `sqlite:` URL (`sqlite:./data/x.sqlite`, `sqlite:///abs/path.sqlite`, `sqlite::memory:`). The parent directory is created.',
  },
  {
    name: 'CLOCK',
    default: 'wall',
    description: '`wall` follows real time; `manual` only moves when the simulator control API advances it.',
  },
  {
    name: 'CLOCK_START',
    default: '2026-01-01T00:00:00Z',
    description:
      'Where `CLOCK=manual` starts on a new database (a saved world resumes its own time): an ISO 8601 UTC time such as `2026-01-01T00:00:00Z`, or `now` for the wall clock at start-up, so that orders the official SDK signs (it adds `validFor` to the local wall clock) are valid for that long in the simulated world.',
  },
  {
    name: 'SEED',
    default: '1',
    description: 'Non-negative integer seed for the deterministic simulator.',
  },
  {
    name: 'CMS_ENABLED',
    default: 'true',
    description:
      'Serve the companion CMS features (affiliates, notifications); `false` makes them answer 503. Boolean: true/false, 1/0, yes/no.',
  },
  {
    name: 'CMS_API_KEY',
    default: LOCAL_SANDBOX_KEY,
    description:
      'Key of the notification store (the default is the local sandbox key, which the embedded store accepts); `none` switches notifications off (503).',
  },
  {
    name: 'ANALYTICS_API_KEY',
    default: LOCAL_SANDBOX_KEY,
    description:
      'Key sent as `X-DUNE-API-KEY` to the analytics provider used by `GET /hooks` (the default is the local sandbox key, which the built-in provider accepts); `none` switches hooks off (503).',
  },
  {
    name: 'ANALYTICS_BASE_URL',
    default: undefined,
    description:
      'http(s) base URL of a Dune-compatible analytics provider, such as `https://api.dune.com/api/v1`; unset uses the built-in provider (served at `/analytics/v1`, called in-process).',
  },
  {
    name: 'AFFILIATE_DOMAIN_NAME',
    default: 'CoW Swap Affiliate',
    description: 'EIP-712 domain `name` of the `AffiliateCode` typed data that affiliate registrations sign.',
  },
  {
    name: 'SIM_CONTROL',
    default: 'on',
    description: '`on` exposes the simulator control API (clock, seeding, auctions); `off` hides it.',
  },
  {
    name: 'SIM_CONTROL_TOKEN',
    default: undefined,
    description:
      'Token every simulator control call must present as `Authorization: Bearer <token>` (401 `Unauthorized` otherwise): printable ASCII without spaces, 16 characters or more. Unset, no token is asked for; it is required when `HOST` binds beyond loopback with `SIM_CONTROL=on`.',
  },
  {
    name: 'EXPLORER',
    default: 'on',
    description:
      '`on` serves the auction explorer web page at `/explorer/` (built by `npm start`, or `npm run build:explorer`); `off` answers its paths 404.',
  },
  {
    name: 'SCENARIO',
    default: undefined,
    description:
      'Scenario file (JSON or YAML) the simulated world starts from; unset uses the embedded default (`simulator/scenarios/default.yaml`). `npm start -- --scenario FILE` sets it too. A bad file stops the start naming the offending field.',
  },
  {
    name: 'SOLVERS',
    default: undefined,
    description:
      "The solvers of every network's auctions, in the order they compete, replacing the scenario's list: comma-separated names of the scenario's solvers or built-in engines (`baseline`, `matcher`, `chaos`), and external engines as `name=URL` with optional `|address=0x…`, `|timeout=MS` and `|header=Name:value` (repeatable), such as `baseline,matcher,mine=http://127.0.0.1:7000|timeout=800`. See [Test your solver](#test-your-solver).",
  },
  {
    name: 'SOLVER_DEADLINE_MS',
    default: undefined,
    description:
      "Milliseconds an external engine has per auction (the request's `deadline`); unset, 80 % of the network's block time (the reference driver's share for solving). An answer after it counts as none.",
  },
  {
    name: 'SOLVER_ANSWERS',
    default: undefined,
    description:
      "`record:FILE` appends every external engine's answer (raw, with its latency) to FILE as JSON lines; `replay:FILE` asks no engine and uses the recorded answers instead, so a run with external engines replays offline byte for byte.",
  },
  {
    name: 'RATE_LIMIT',
    default: 'on',
    description:
      '`on` enforces the per-client rate limits (429 `RateLimited`); `off` disables them, and the event-stream limit unless `STREAM_CONNECTIONS_PER_CLIENT` is set.',
  },
  {
    name: 'RATE_LIMIT_QUOTES',
    default: '10',
    description: 'Quotes per second per client address (a positive number).',
  },
  {
    name: 'RATE_LIMIT_ORDERS',
    default: '5',
    description: 'Order submissions, cancellations and app data writes per second per client address.',
  },
  {
    name: 'RATE_LIMIT_READS',
    default: '100',
    description: 'Reads per second per client address.',
  },
  {
    name: 'MAX_LIMIT_ORDERS',
    default: '10',
    description:
      'Open out-of-market limit orders an owner may have before `TooManyLimitOrders` (a non-negative integer).',
  },
  {
    name: 'RESPONSE_CACHE_MB',
    default: '192',
    description:
      'Mebibytes of `GET /api/v1/account/{owner}/orders` pages and `GET /api/v1/orders/{uid}` bodies kept to answer repeated reads without rebuilding them (a non-negative integer; the default holds ~150 pages of 1,000 orders). Beyond it the accounts read least recently are dropped; `0` keeps nothing.',
  },
  {
    name: 'SIGNATURE_THREAD',
    default: 'on',
    description:
      "`on` recovers the signers of submitted orders and cancellations on a second thread (on machines with two CPUs or more), so the event loop serves the next requests meanwhile; answers still come back in the order the requests asked. `off` recovers in the event loop. The setting is the process's: the last server started in a process decides.",
  },
  {
    name: 'STREAM_CONNECTIONS_PER_CLIENT',
    default: '20',
    description:
      'Concurrent event streams (`/events` routes, `quote/stream`, `balances/sse`) per client address; the next one gets 429 `RateLimited` with `Retry-After` (a positive integer). With `RATE_LIMIT=off` streams are unlimited unless this is set.',
  },
  {
    name: 'STREAM_BUFFER_BYTES',
    default: '1048576',
    description:
      'Bytes of events that may wait for a client reading an event stream too slowly before it is disconnected (a positive integer; it reconnects with `Last-Event-ID` and misses nothing).',
  },
  {
    name: 'STREAM_KEEPALIVE_SECONDS',
    default: '15',
    description:
      'Seconds without an event after which an event stream sends a keep-alive comment (a positive number), so proxies do not close idle streams.',
  },
  {
    name: 'NOTIFICATION_WEBHOOK_HOSTS',
    default: undefined,
    description:
      'Comma-separated host names notification webhooks may be sent to (`hooks.example.com`; `.example.com` admits the domain and its subdomains; `*` any host). Unset, the webhook channel is off: subscribing to it answers 503. Only listed hosts are reached, loopback and private addresses included, so the server cannot be pointed at internal services.',
  },
  {
    name: 'TELEGRAM_BOT_TOKEN',
    default: undefined,
    description:
      'Token of the Telegram bot that sends notifications (`sendMessage`) to subscribed chats. Unset, the telegram channel is off (503).',
  },
  {
    name: 'TELEGRAM_API_BASE_URL',
    default: 'https://api.telegram.org',
    description:
      'Base URL of the Telegram Bot API (the bot token and method are appended: `<base>/bot<token>/sendMessage`): a self-hosted Bot API server, or a fake one in tests.',
  },
  {
    name: 'SMTP_URL',
    default: undefined,
    description:
      'SMTP server that sends notification e-mails, as a URL: `smtp://user:pass@mail.example.com:587` (STARTTLS when offered) or `smtps://…:465` (TLS). Unset, the email channel is off (503). Needs `SMTP_FROM`.',
  },
  {
    name: 'SMTP_FROM',
    default: undefined,
    description:
      'Sender of notification e-mails, such as `batchbook <notifications@example.com>`; required with `SMTP_URL`.',
  },
  {
    name: 'VAPID_SUBJECT',
    default: undefined,
    description:
      'Contact of the web push sender that push services see (`mailto:ops@example.com` or an `https:` URL). With `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` (all three or none) it turns the webPush channel on; unset, it is off (503).',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: undefined,
    description:
      'VAPID public key (base64url P-256 point, as `npx web-push generate-vapid-keys` prints); browsers subscribe with it as `applicationServerKey`.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: undefined,
    description: 'VAPID private key (base64url) matching `VAPID_PUBLIC_KEY`.',
  },
  {
    name: 'NOTIFICATION_MAX_ATTEMPTS',
    default: '8',
    description:
      'Attempts to deliver a notification to a channel before it is dead-lettered (a positive integer); a target that is gone (webhook 410, push subscription expired, Telegram chat refused) is dead-lettered at once.',
  },
  {
    name: 'NOTIFICATION_RETRY_BASE_SECONDS',
    default: '10',
    description:
      'Delay before the second delivery attempt (a positive number of seconds); each later one waits twice as long as the one before, up to an hour, each with random jitter of up to half.',
  },
  {
    name: 'NOTIFICATION_RETENTION_DAYS',
    default: '7',
    description:
      "Days a delivered or dead-lettered delivery is kept in the outbox after its last attempt (a positive number; wall-clock time, like the retries); the delivery worker then deletes it. The notifications themselves and each channel's `deadDeliveries` count are kept.",
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description:
      'One of silent, error, warn, info, debug: `silent` prints nothing, not even the `listening on` line; `debug` adds client connection errors; error, warn and info print the same (errors, warnings, the `listening on` line).',
  },
] as const satisfies readonly ConfigVariable[];

export type ConfigVariableName = (typeof configVariables)[number]['name'];

export type ConfigProblem = {
  readonly variable: ConfigVariableName;
  readonly value: string;
  readonly expected: string;
};

/**
 * Thrown by `loadConfig` with every invalid variable.
 *
 * @NOTE Extends `Error`, not the domain `BaseError`: config is read before anything else exists and
 * must not depend on the domain.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    const lines = problems.map((p) => `  - ${p.variable}=${JSON.stringify(p.value)}: expected ${p.expected}`);
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Invalid configuration (${count}):\n${lines.join('\n')}`);
    this.problems = problems;
  }
}

// Maps, not object literals, so `constructor` or `__proto__` cannot match an inherited key.
const booleanWords: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  ['yes', true],
  ['no', false],
]);

const switchWords: ReadonlyMap<string, boolean> = new Map([
  ['on', true],
  ['off', false],
]);

/**
 * Reads and validates the configuration.
 *
 * @throws ConfigError naming every invalid variable, its value and what is expected.
 * @example
 * const config = loadConfig({ PORT: '3000', DATABASE_URL: 'sqlite::memory:' })
 * config.databasePath // ':memory:'
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: ConfigProblem[] = [];

  /** Returns the value or default through `parse`; `parse` returns an expectation string on failure. */
  function read<T>(
    variable: ConfigVariableName,
    parse: (value: string) => { ok: T } | { expected: string },
  ): T | undefined {
    const value = rawValue(env, variable) ?? defaultOf(variable);
    if (value === undefined) return undefined;
    const result = parse(value);
    if ('ok' in result) return result.ok;
    problems.push({ variable, value, expected: result.expected });
    return undefined;
  }

  const port = read('PORT', parsePort);
  const host = read('HOST', (value) => ({ ok: value.trim() }));
  const allowedHosts = read('ALLOWED_HOSTS', parseHostList);
  const databasePath = read('DATABASE_URL', parseDatabaseUrl);
  const clock = read('CLOCK', (value) => parseOneOf(value, clockModes));
  const clockStart = read('CLOCK_START', parseClockStart);
  const seed = read('SEED', parseNonNegativeInteger);
  const cmsEnabled = read('CMS_ENABLED', (value) => parseWord(value, booleanWords, 'a boolean'));
  const cmsApiKey = read('CMS_API_KEY', parseKey);
  const analyticsApiKey = read('ANALYTICS_API_KEY', parseKey);
  const analyticsBaseUrl = read('ANALYTICS_BASE_URL', parseHttpUrl);
  const affiliateDomainName = read('AFFILIATE_DOMAIN_NAME', (value) => ({ ok: value.trim() }));
  const simControl = read('SIM_CONTROL', (value) => parseWord(value, switchWords, 'a switch'));
  const simControlToken = read('SIM_CONTROL_TOKEN', parseToken);
  const explorer = read('EXPLORER', (value) => parseWord(value, switchWords, 'a switch'));
  const scenario = read('SCENARIO', (value) => ({ ok: value.trim() }));
  const solvers = read('SOLVERS', parseSolverList);
  const solverDeadlineMs = read('SOLVER_DEADLINE_MS', parsePositiveInteger);
  const solverAnswers = read('SOLVER_ANSWERS', parseSolverAnswers);
  const rateLimit = read('RATE_LIMIT', (value) => parseWord(value, switchWords, 'a switch'));
  const rateLimitQuotes = read('RATE_LIMIT_QUOTES', parsePositiveNumber);
  const rateLimitOrders = read('RATE_LIMIT_ORDERS', parsePositiveNumber);
  const rateLimitReads = read('RATE_LIMIT_READS', parsePositiveNumber);
  const maxLimitOrders = read('MAX_LIMIT_ORDERS', parseNonNegativeInteger);
  const responseCacheMb = read('RESPONSE_CACHE_MB', parseNonNegativeInteger);
  const signatureThread = read('SIGNATURE_THREAD', (value) => parseWord(value, switchWords, 'a switch'));
  const streamConnections = read('STREAM_CONNECTIONS_PER_CLIENT', parsePositiveInteger);
  const streamBufferBytes = read('STREAM_BUFFER_BYTES', parsePositiveInteger);
  const streamKeepAlive = read('STREAM_KEEPALIVE_SECONDS', parsePositiveNumber);
  const webhookHosts = read('NOTIFICATION_WEBHOOK_HOSTS', parseHostList);
  const telegramBotToken = read('TELEGRAM_BOT_TOKEN', parseToken);
  const telegramApiBaseUrl = read('TELEGRAM_API_BASE_URL', parseHttpUrl);
  const smtpUrl = read('SMTP_URL', parseSmtpUrl);
  const smtpFrom = read('SMTP_FROM', (value) => ({ ok: value.trim() }));
  const vapidSubject = read('VAPID_SUBJECT', parseVapidSubject);
  const vapidPublicKey = read('VAPID_PUBLIC_KEY', (value) => parseBase64Url(value, 65));
  const vapidPrivateKey = read('VAPID_PRIVATE_KEY', (value) => parseBase64Url(value, 32));
  const notificationMaxAttempts = read('NOTIFICATION_MAX_ATTEMPTS', parsePositiveInteger);
  const notificationRetryBase = read('NOTIFICATION_RETRY_BASE_SECONDS', parsePositiveNumber);
  const notificationRetention = read('NOTIFICATION_RETENTION_DAYS', parsePositiveNumber);
  const logLevel = read('LOG_LEVEL', (value) => parseOneOf(value, logLevels));

  if (smtpUrl !== undefined && smtpFrom === undefined) {
    problems.push({ variable: 'SMTP_FROM', value: '', expected: 'a sender address when SMTP_URL is set' });
  }
  // Half a VAPID identity sends nothing: all three or none.
  const missingVapid = (['VAPID_SUBJECT', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const).filter(
    (variable) => rawValue(env, variable) === undefined,
  );
  if (missingVapid.length > 0 && missingVapid.length < 3) {
    for (const variable of missingVapid) {
      problems.push({ variable, value: '', expected: 'all three VAPID_* variables set together (or none)' });
    }
  }

  // A control API anyone on the network can drive moves anyone's funds: beyond loopback it needs a token.
  if (host !== undefined && !isLoopbackHost(host) && simControl === true && simControlToken === undefined) {
    problems.push({
      variable: 'SIM_CONTROL_TOKEN',
      value: '',
      expected: `a token when HOST=${host} binds beyond loopback with SIM_CONTROL=on (or SIM_CONTROL=off, or HOST=127.0.0.1)`,
    });
  }

  if (problems.length > 0) throw new ConfigError(problems);

  // Every required value has a valid default, so only the optional ones can be undefined here.
  return {
    port: required(port),
    host: required(host),
    allowedHosts: allowedHosts ?? [],
    databasePath: required(databasePath),
    clock: required(clock),
    clockStart: required(clockStart),
    seed: required(seed),
    cmsEnabled: required(cmsEnabled),
    cmsApiKey: cmsApiKey ?? undefined,
    analyticsApiKey: analyticsApiKey ?? undefined,
    analyticsBaseUrl,
    affiliateDomainName: required(affiliateDomainName),
    simControl: required(simControl),
    simControlToken,
    explorer: required(explorer),
    scenario,
    solvers,
    solverDeadlineMs,
    solverAnswers,
    rateLimit: required(rateLimit),
    rateLimits: { quote: required(rateLimitQuotes), order: required(rateLimitOrders), read: required(rateLimitReads) },
    maxLimitOrders: required(maxLimitOrders),
    responseCacheBytes: required(responseCacheMb) * 1024 * 1024,
    signatureThread: required(signatureThread),
    streams: {
      // RATE_LIMIT=off promises no 429 for being busy; a limit set explicitly still applies.
      connectionsPerClient:
        rateLimit === false && rawValue(env, 'STREAM_CONNECTIONS_PER_CLIENT') === undefined
          ? Number.POSITIVE_INFINITY
          : required(streamConnections),
      bufferBytes: required(streamBufferBytes),
      keepAliveSeconds: required(streamKeepAlive),
    },
    notificationChannels: {
      webhookHosts: webhookHosts ?? [],
      telegram:
        telegramBotToken === undefined
          ? undefined
          : { botToken: telegramBotToken, apiBaseUrl: required(telegramApiBaseUrl).replace(/\/+$/, '') },
      smtp: smtpUrl === undefined ? undefined : { url: smtpUrl, from: required(smtpFrom) },
      vapid:
        vapidSubject === undefined || vapidPublicKey === undefined || vapidPrivateKey === undefined
          ? undefined
          : { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
      maxAttempts: required(notificationMaxAttempts),
      retryBaseMs: required(notificationRetryBase) * 1000,
      retentionMs: required(notificationRetention) * 24 * 60 * 60 * 1000,
    },
    logLevel: required(logLevel),
  };
}

/**
 * Normalises a `DATABASE_URL` to what better-sqlite3 opens: `:memory:` or a file path.
 *
 * Accepts a plain path, `:memory:`, and sqlx-style URLs: `sqlite::memory:`, `sqlite:relative/path`,
 * `sqlite://relative/path`, `sqlite:///absolute/path` (URL forms are percent-decoded).
 *
 * @example
 * parseDatabaseUrl('sqlite:///var/lib/bb.sqlite') // { ok: '/var/lib/bb.sqlite' }
 */
export function parseDatabaseUrl(value: string): { ok: string } | { expected: string } {
  const expected =
    'a file path, ":memory:", or a sqlite: URL such as "sqlite:./data/x.sqlite", "sqlite:///abs/path.sqlite" or "sqlite::memory:"';
  if (value === ':memory:') return { ok: ':memory:' };

  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(value)?.[1];
  // A one-letter "scheme" is a Windows drive (`C:\data\x.sqlite`), so a scheme needs two letters.
  if (scheme === undefined) return { ok: value };
  if (scheme.toLowerCase() !== 'sqlite') return { expected: `${expected} (scheme "${scheme}:" is not supported)` };

  let rest = value.slice(scheme.length + 1);
  // `sqlite://x` is the relative path `x` and `sqlite:///x` the absolute path `/x` (as in sqlx).
  if (rest.startsWith('//')) rest = rest.slice(2);
  if (rest.includes('?') || rest.includes('#')) {
    return { expected: `${expected} (query parameters are not supported)` };
  }
  let path: string;
  try {
    path = decodeURIComponent(rest);
  } catch {
    return { expected: `${expected} (invalid percent-encoding)` };
  }
  if (path === '') return { expected: `${expected} (the path is empty)` };
  return { ok: path };
}

function rawValue(env: NodeJS.ProcessEnv, variable: ConfigVariableName): string | undefined {
  const value = env[variable];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function defaultOf(variable: ConfigVariableName): string | undefined {
  return configVariables.find((v) => v.name === variable)?.default;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('unreachable: a required config value has no default');
  return value;
}

function parsePort(value: string): { ok: number } | { expected: string } {
  const expected = 'an integer from 0 to 65535';
  if (!/^\d{1,5}$/.test(value.trim())) return { expected };
  const port = Number(value.trim());
  return port <= 65535 ? { ok: port } : { expected };
}

function parsePositiveNumber(value: string): { ok: number } | { expected: string } {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(number) && number > 0
    ? { ok: number }
    : { expected: 'a positive number' };
}

/** `now` (the wall clock, whole seconds) or an ISO 8601 time with a time zone (`Z` or an offset). */
function parseClockStart(value: string): { ok: Date } | { expected: string } {
  const text = value.trim();
  if (text.toLowerCase() === 'now') return { ok: new Date(Math.floor(Date.now() / 1000) * 1000) };
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(text)
    ? Date.parse(text)
    : NaN;
  return Number.isFinite(time) && time >= 0
    ? { ok: new Date(time) }
    : { expected: '"now" or an ISO 8601 time with a time zone, such as 2026-01-01T00:00:00Z' };
}

function parseNonNegativeInteger(value: string): { ok: number } | { expected: string } {
  const expected = `a non-negative integer up to ${Number.MAX_SAFE_INTEGER}`;
  if (!/^\d+$/.test(value.trim())) return { expected };
  const integer = Number(value.trim());
  return Number.isSafeInteger(integer) ? { ok: integer } : { expected };
}

function parsePositiveInteger(value: string): { ok: number } | { expected: string } {
  const parsed = parseNonNegativeInteger(value);
  return 'ok' in parsed && parsed.ok === 0 ? { expected: 'a positive integer' } : parsed;
}

function parseOneOf<const T extends string>(value: string, allowed: readonly T[]): { ok: T } | { expected: string } {
  const normalised = value.trim().toLowerCase();
  const match = allowed.find((a) => a === normalised);
  return match !== undefined ? { ok: match } : { expected: `one of ${allowed.join(', ')}` };
}

function parseWord(
  value: string,
  words: ReadonlyMap<string, boolean>,
  what: string,
): { ok: boolean } | { expected: string } {
  const match = words.get(value.trim().toLowerCase());
  if (match !== undefined) return { ok: match };
  return { expected: `${what}: one of ${[...words.keys()].join(', ')} (case-insensitive)` };
}

/** A key, or `none` (any case) for "switched off", which `loadConfig` turns into undefined. */
function parseKey(value: string): { ok: string | null } {
  const key = value.trim();
  return { ok: key.toLowerCase() === DISABLED_KEY ? null : key };
}

/** At least this long, so that a token is not guessed by trying. */
const MIN_TOKEN_LENGTH = 16;

function parseToken(value: string): { ok: string } | { expected: string } {
  const token = value.trim();
  return /^[\x21-\x7e]+$/.test(token) && token.length >= MIN_TOKEN_LENGTH
    ? { ok: token }
    : { expected: `printable ASCII without spaces, ${MIN_TOKEN_LENGTH} characters or more` };
}

/** Comma-separated host names, lower case: `name`, `.domain` (its subdomains too) or `*`. */
function parseHostList(value: string): { ok: string[] } | { expected: string } {
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const valid = names.every((name) => name === '*' || /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/.test(name));
  return valid
    ? { ok: names }
    : { expected: 'comma-separated host names without port or scheme (`.example.com` for subdomains, `*` for any)' };
}

/**
 * True for names and addresses that only this machine reaches: `localhost` (and `*.localhost`),
 * `127.0.0.0/8`, `::1`. IPv6 may be given in brackets.
 *
 * @example
 * isLoopbackHost('127.0.0.1') // true
 * isLoopbackHost('0.0.0.0') // false
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '::1' ||
    name === '0:0:0:0:0:0:0:1' ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

function parseSmtpUrl(value: string): { ok: string } | { expected: string } {
  const expected = 'an smtp: or smtps: URL such as "smtp://user:pass@mail.example.com:587"';
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
      ? { ok: value.trim() }
      : { expected };
  } catch {
    return { expected };
  }
}

function parseVapidSubject(value: string): { ok: string } | { expected: string } {
  const text = value.trim();
  return /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(text)
    ? { ok: text }
    : { expected: 'a mailto: address or an https: URL' };
}

/** Base64url of exactly `bytes` bytes (a VAPID key). */
function parseBase64Url(value: string, bytes: number): { ok: string } | { expected: string } {
  const text = value.trim();
  const valid = /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
  return valid ? { ok: text } : { expected: `base64url of ${bytes} bytes` };
}

/**
 * `SOLVERS`: `name` or `name=URL|option|…` entries, comma-separated; names unique.
 *
 * @example
 * parseSolverList('baseline,mine=http://127.0.0.1:7000|timeout=800|header=X-Api-Key:k')
 * // { ok: [{ name: 'baseline' }, { name: 'mine', url: 'http://127.0.0.1:7000', timeoutMs: 800, headers: { 'X-Api-Key': 'k' } }] }
 */
export function parseSolverList(value: string): { ok: SolverSpec[] } | { expected: string } {
  const expected =
    'comma-separated solver names and name=URL engines (options |address=0x…, |timeout=MS, |header=Name:value), such as "baseline,mine=http://127.0.0.1:7000"';
  const specs: SolverSpec[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [head, ...options] = entry.split('|');
    const [name, url] = head!.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(name) || specs.some((spec) => spec.name === name)) return { expected };
    if (url === undefined) {
      if (options.length > 0) return { expected };
      specs.push({ name });
      continue;
    }
    if (!('ok' in parseHttpUrl(url))) return { expected };
    const headers: Record<string, string> = {};
    let address: string | undefined;
    let timeoutMs: number | undefined;
    for (const option of options) {
      const [key, optionValue = ''] = option.split(/=(.*)/s, 2) as [string, string | undefined];
      if (key === 'address' && /^0x[0-9a-fA-F]{40}$/.test(optionValue)) address = optionValue.toLowerCase();
      else if (key === 'timeout' && /^[1-9][0-9]{0,5}$/.test(optionValue)) timeoutMs = Number(optionValue);
      else if (key === 'header' && /^[A-Za-z0-9!#$%&'*+.^_`|~-]+:./.test(optionValue)) {
        const colon = optionValue.indexOf(':');
        headers[optionValue.slice(0, colon)] = optionValue.slice(colon + 1);
      } else return { expected };
    }
    specs.push({
      name,
      url,
      ...(address === undefined ? {} : { address }),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
    });
  }
  return { ok: specs };
}

/** `SOLVER_ANSWERS`: `record:FILE` or `replay:FILE`. */
export function parseSolverAnswers(
  value: string,
): { ok: { mode: 'record' | 'replay'; path: string } } | { expected: string } {
  const match = /^(record|replay):(.+)$/.exec(value.trim());
  return match === null
    ? { expected: '"record:FILE" or "replay:FILE"' }
    : { ok: { mode: match[1] as 'record' | 'replay', path: match[2]! } };
}

function parseHttpUrl(value: string): { ok: string } | { expected: string } {
  const expected = 'an absolute http(s) URL such as "https://analytics.example.com"';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { expected };
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? { ok: value.trim() } : { expected };
}
