import { describe, expect, test } from 'vitest';
import { ConfigError, LOCAL_SANDBOX_KEY, configVariables, loadConfig, type ConfigVariableName } from './config.js';

function loadError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  test('default', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      allowedHosts: [],
      databasePath: './data/batchbook.sqlite',
      clock: 'wall',
      clockStart: new Date('2026-01-01T00:00:00Z'),
      seed: 1,
      cmsEnabled: true,
      cmsApiKey: 'batchbook-local',
      analyticsApiKey: 'batchbook-local',
      analyticsBaseUrl: undefined,
      affiliateDomainName: 'CoW Swap Affiliate',
      simControl: true,
      simControlToken: undefined,
      explorer: true,
      scenario: undefined,
      rateLimit: true,
      rateLimits: { quote: 10, order: 5, read: 100 },
      maxLimitOrders: 10,
      responseCacheBytes: 192 * 1024 * 1024,
      signatureThread: true,
      streams: { connectionsPerClient: 20, bufferBytes: 1048576, keepAliveSeconds: 15 },
      notificationChannels: {
        webhookHosts: [],
        telegram: undefined,
        smtp: undefined,
        vapid: undefined,
        maxAttempts: 8,
        retryBaseMs: 10_000,
        retentionMs: 7 * 24 * 60 * 60 * 1000,
      },
      logLevel: 'info',
    });
  });

  test('behavior: the documented defaults are the ones applied', () => {
    const fromDefaults = Object.fromEntries(
      configVariables.flatMap((v) => (v.default === undefined ? [] : [[v.name, v.default]])),
    );
    expect(loadConfig(fromDefaults)).toEqual(loadConfig({}));
  });

  test('behavior: configVariables lists every variable once, each described', () => {
    const names = configVariables.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'PORT',
      'HOST',
      'ALLOWED_HOSTS',
      'DATABASE_URL',
      'CLOCK',
      'CLOCK_START',
      'SEED',
      'CMS_ENABLED',
      'CMS_API_KEY',
      'ANALYTICS_API_KEY',
      'ANALYTICS_BASE_URL',
      'AFFILIATE_DOMAIN_NAME',
      'SIM_CONTROL',
      'SIM_CONTROL_TOKEN',
      'EXPLORER',
      'SCENARIO',
      'SOLVERS',
      'SOLVER_DEADLINE_MS',
      'SOLVER_ANSWERS',
      'RATE_LIMIT',
      'RATE_LIMIT_QUOTES',
      'RATE_LIMIT_ORDERS',
      'RATE_LIMIT_READS',
      'MAX_LIMIT_ORDERS',
      'RESPONSE_CACHE_MB',
      'SIGNATURE_THREAD',
      'STREAM_CONNECTIONS_PER_CLIENT',
      'STREAM_BUFFER_BYTES',
      'STREAM_KEEPALIVE_SECONDS',
      'NOTIFICATION_WEBHOOK_HOSTS',
      'TELEGRAM_BOT_TOKEN',
      'TELEGRAM_API_BASE_URL',
      'SMTP_URL',
      'SMTP_FROM',
      'VAPID_SUBJECT',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'NOTIFICATION_MAX_ATTEMPTS',
      'NOTIFICATION_RETRY_BASE_SECONDS',
      'NOTIFICATION_RETENTION_DAYS',
      'LOG_LEVEL',
    ]);
    for (const v of configVariables) expect(v.description.length).toBeGreaterThan(10);
  });

  test('behavior: reads every variable', () => {
    expect(
      loadConfig({
        PORT: '0',
        HOST: '0.0.0.0',
        ALLOWED_HOSTS: ' Batchbook.internal, .example.com ',
        DATABASE_URL: ':memory:',
        CLOCK: 'manual',
        CLOCK_START: '2027-06-30T12:00:00+02:00',
        SEED: '42',
        CMS_ENABLED: 'YES',
        CMS_API_KEY: 'cms-key',
        ANALYTICS_API_KEY: 'analytics-key',
        ANALYTICS_BASE_URL: 'http://localhost:9000/analytics',
        AFFILIATE_DOMAIN_NAME: ' Example Affiliate ',
        SIM_CONTROL: 'off',
        SIM_CONTROL_TOKEN: ' s3cret-control-token-0123 ',
        EXPLORER: 'Off',
        SCENARIO: 'scenarios/busy.yaml',
        RATE_LIMIT: 'OFF',
        RATE_LIMIT_QUOTES: '2.5',
        RATE_LIMIT_ORDERS: '1',
        RATE_LIMIT_READS: '1000',
        MAX_LIMIT_ORDERS: '0',
        RESPONSE_CACHE_MB: '0',
        SIGNATURE_THREAD: 'Off',
        STREAM_CONNECTIONS_PER_CLIENT: '3',
        STREAM_BUFFER_BYTES: '4096',
        STREAM_KEEPALIVE_SECONDS: '0.5',
        NOTIFICATION_WEBHOOK_HOSTS: 'hooks.example.com, .example.org',
        TELEGRAM_BOT_TOKEN: '123456:telegram-bot-token',
        TELEGRAM_API_BASE_URL: 'http://127.0.0.1:8081/',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        SMTP_FROM: ' batchbook <notifications@example.com> ',
        VAPID_SUBJECT: 'mailto:ops@example.com',
        VAPID_PUBLIC_KEY: 'BLpEhArjkksFDinr6zyXvFTXInmkPpnAIvBaiyjs8TueoSeMPyPdAHhaWQZHgslmYFTC7kMloCWjn7i3MsF0VNs',
        VAPID_PRIVATE_KEY: 'k9CfHPLXAuHM1j4-aFs609cNns6VxhUPXyx_RlCOoWA',
        NOTIFICATION_MAX_ATTEMPTS: '3',
        NOTIFICATION_RETRY_BASE_SECONDS: '0.25',
        NOTIFICATION_RETENTION_DAYS: '0.5',
        LOG_LEVEL: 'debug',
      }),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      allowedHosts: ['batchbook.internal', '.example.com'],
      databasePath: ':memory:',
      clock: 'manual',
      clockStart: new Date('2027-06-30T10:00:00Z'),
      seed: 42,
      cmsEnabled: true,
      cmsApiKey: 'cms-key',
      analyticsApiKey: 'analytics-key',
      analyticsBaseUrl: 'http://localhost:9000/analytics',
      affiliateDomainName: 'Example Affiliate',
      simControl: false,
      simControlToken: 's3cret-control-token-0123',
      explorer: false,
      scenario: 'scenarios/busy.yaml',
      rateLimit: false,
      rateLimits: { quote: 2.5, order: 1, read: 1000 },
      maxLimitOrders: 0,
      responseCacheBytes: 0,
      signatureThread: false,
      streams: { connectionsPerClient: 3, bufferBytes: 4096, keepAliveSeconds: 0.5 },
      notificationChannels: {
        webhookHosts: ['hooks.example.com', '.example.org'],
        telegram: { botToken: '123456:telegram-bot-token', apiBaseUrl: 'http://127.0.0.1:8081' },
        smtp: { url: 'smtps://user:pass@mail.example.com:465', from: 'batchbook <notifications@example.com>' },
        vapid: {
          subject: 'mailto:ops@example.com',
          publicKey: 'BLpEhArjkksFDinr6zyXvFTXInmkPpnAIvBaiyjs8TueoSeMPyPdAHhaWQZHgslmYFTC7kMloCWjn7i3MsF0VNs',
          privateKey: 'k9CfHPLXAuHM1j4-aFs609cNns6VxhUPXyx_RlCOoWA',
        },
        maxAttempts: 3,
        retryBaseMs: 250,
        retentionMs: 12 * 60 * 60 * 1000,
      },
      logLevel: 'debug',
    });
  });

  test('behavior: RATE_LIMIT=off lifts the event-stream limit unless STREAM_CONNECTIONS_PER_CLIENT is set', () => {
    const streamsPerClient = (env: Record<string, string>) => loadConfig(env).streams.connectionsPerClient;
    expect(streamsPerClient({})).toBe(20);
    expect(streamsPerClient({ RATE_LIMIT: 'on' })).toBe(20);
    expect(streamsPerClient({ RATE_LIMIT: 'off' })).toBe(Number.POSITIVE_INFINITY);
    expect(streamsPerClient({ RATE_LIMIT: 'off', STREAM_CONNECTIONS_PER_CLIENT: '' })).toBe(Number.POSITIVE_INFINITY);
    expect(streamsPerClient({ RATE_LIMIT: 'off', STREAM_CONNECTIONS_PER_CLIENT: '20' })).toBe(20);
    expect(streamsPerClient({ RATE_LIMIT: 'on', STREAM_CONNECTIONS_PER_CLIENT: '3' })).toBe(3);
  });

  test('behavior: CLOCK_START=now starts the manual clock at the wall clock (whole seconds)', () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const { clockStart } = loadConfig({ CLOCK_START: ' NOW ' });
    expect(clockStart.getTime()).toBeGreaterThanOrEqual(before);
    expect(clockStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(clockStart.getTime() % 1000).toBe(0);
  });

  test('behavior: an empty value means the default', () => {
    expect(loadConfig({ PORT: '', CMS_API_KEY: '', SEED: '  ' })).toEqual(loadConfig({}));
  });

  test('behavior: no configuration serves every companion feature with the local sandbox key', () => {
    const config = loadConfig({});
    expect(config.cmsEnabled).toBe(true);
    expect(config.cmsApiKey).toBe(LOCAL_SANDBOX_KEY);
    expect(config.analyticsApiKey).toBe(LOCAL_SANDBOX_KEY);
    expect(config.analyticsBaseUrl).toBeUndefined();
  });

  test('behavior: a key set to none (any case) switches its feature off', () => {
    expect(loadConfig({ CMS_API_KEY: 'none' }).cmsApiKey).toBeUndefined();
    expect(loadConfig({ ANALYTICS_API_KEY: ' NONE ' }).analyticsApiKey).toBeUndefined();
    expect(loadConfig({ ANALYTICS_API_KEY: 'dune-key' }).analyticsApiKey).toBe('dune-key');
    expect(loadConfig({ CMS_ENABLED: 'false' }).cmsEnabled).toBe(false);
  });

  test('behavior: booleans accept true/false/1/0/yes/no in any case', () => {
    for (const [value, expected] of [
      ['true', true],
      ['TRUE', true],
      ['1', true],
      ['Yes', true],
      ['false', false],
      ['False', false],
      ['0', false],
      ['no', false],
    ] as const) {
      expect(loadConfig({ CMS_ENABLED: value }).cmsEnabled).toBe(expected);
    }
  });

  test('behavior: PORT bounds', () => {
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  test.each([
    ['PORT', '65536', 'an integer from 0 to 65535'],
    ['PORT', '-1', 'an integer from 0 to 65535'],
    ['PORT', '80.5', 'an integer from 0 to 65535'],
    ['PORT', 'http', 'an integer from 0 to 65535'],
    ['PORT', '1e3', 'an integer from 0 to 65535'],
    ['DATABASE_URL', 'postgres://localhost/db', 'sqlite: URL'],
    ['DATABASE_URL', 'sqlite:', 'the path is empty'],
    ['DATABASE_URL', 'sqlite://', 'the path is empty'],
    ['DATABASE_URL', 'sqlite:./x.sqlite?mode=ro', 'query parameters are not supported'],
    ['DATABASE_URL', 'sqlite:./%zz.sqlite', 'invalid percent-encoding'],
    ['CLOCK', 'sundial', 'one of wall, manual'],
    ['CLOCK_START', 'tomorrow', '"now" or an ISO 8601 time'],
    ['CLOCK_START', '2026-01-01', '"now" or an ISO 8601 time'],
    ['CLOCK_START', '2026-01-01T00:00:00', 'with a time zone'],
    ['CLOCK_START', '2026-13-01T00:00:00Z', '"now" or an ISO 8601 time'],
    ['SEED', '-1', 'a non-negative integer'],
    ['SEED', '1.5', 'a non-negative integer'],
    ['SEED', '99999999999999999999', 'a non-negative integer'],
    ['MAX_LIMIT_ORDERS', '-1', 'a non-negative integer'],
    ['MAX_LIMIT_ORDERS', 'ten', 'a non-negative integer'],
    ['RESPONSE_CACHE_MB', '-1', 'a non-negative integer'],
    ['RESPONSE_CACHE_MB', '0.5', 'a non-negative integer'],
    ['RESPONSE_CACHE_MB', '192MB', 'a non-negative integer'],
    ['STREAM_CONNECTIONS_PER_CLIENT', '0', 'a positive integer'],
    ['STREAM_BUFFER_BYTES', '1.5', 'a non-negative integer'],
    ['CMS_ENABLED', 'maybe', 'a boolean: one of true, false, 1, 0, yes, no'],
    ['CMS_ENABLED', 'on', 'a boolean'],
    ['CMS_ENABLED', 'constructor', 'a boolean'],
    ['ANALYTICS_BASE_URL', 'not a url', 'an absolute http(s) URL'],
    ['ANALYTICS_BASE_URL', 'ftp://example.com', 'an absolute http(s) URL'],
    ['SIM_CONTROL', 'true', 'a switch: one of on, off'],
    ['RATE_LIMIT', 'enabled', 'a switch: one of on, off'],
    ['SIGNATURE_THREAD', 'yes please', 'a switch: one of on, off'],
    ['LOG_LEVEL', 'verbose', 'one of silent, error, warn, info, debug'],
  ] satisfies [ConfigVariableName, string, string][])(
    'behavior: %s=%j is rejected with a message naming it',
    (variable, value, expected) => {
      const error = loadError({ [variable]: value });
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.name).toBe('ConfigError');
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatchObject({ variable, value });
      expect(error.message).toContain(`${variable}=${JSON.stringify(value)}`);
      expect(error.message).toContain(expected);
    },
  );

  test('behavior: binding beyond loopback with the control API on needs SIM_CONTROL_TOKEN', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'batchbook.example.com']) {
      const error = loadError({ HOST: host });
      expect(error.problems.map((p) => p.variable)).toEqual(['SIM_CONTROL_TOKEN']);
      expect(error.message).toContain('SIM_CONTROL_TOKEN');
      expect(error.message).toContain(`HOST=${host}`);
    }
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    expect(loadConfig({ HOST: '0.0.0.0', SIM_CONTROL: 'off' }).simControl).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', SIM_CONTROL_TOKEN: 'a-long-enough-token' }).simControlToken).toBe(
      'a-long-enough-token',
    );
  });

  test.each([
    ['short', 'too short'],
    ['has a space in it somewhere', 'a space'],
  ])('behavior: SIM_CONTROL_TOKEN=%j is rejected (%s)', (token) => {
    expect(loadError({ SIM_CONTROL_TOKEN: token }).problems).toEqual([
      expect.objectContaining({ variable: 'SIM_CONTROL_TOKEN', value: token }),
    ]);
  });

  test.each(['http://example.com', 'example.com:8080', 'a b'])('behavior: ALLOWED_HOSTS=%j is rejected', (hosts) => {
    expect(loadError({ ALLOWED_HOSTS: hosts }).problems.map((p) => p.variable)).toEqual(['ALLOWED_HOSTS']);
  });

  test('behavior: reports every bad variable in one error', () => {
    const error = loadError({
      PORT: 'abc',
      CLOCK: 'sundial',
      CMS_ENABLED: 'maybe',
      LOG_LEVEL: 'loud',
      HOST: 'localhost',
    });
    expect(error.problems.map((p) => p.variable)).toEqual(['PORT', 'CLOCK', 'CMS_ENABLED', 'LOG_LEVEL']);
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid configuration (4 problems):
        - PORT="abc": expected an integer from 0 to 65535
        - CLOCK="sundial": expected one of wall, manual
        - CMS_ENABLED="maybe": expected a boolean: one of true, false, 1, 0, yes, no (case-insensitive)
        - LOG_LEVEL="loud": expected one of silent, error, warn, info, debug"
    `);
  });

  test.each([
    [':memory:', ':memory:'],
    ['sqlite::memory:', ':memory:'],
    ['sqlite://:memory:', ':memory:'],
    ['./data/x.sqlite', './data/x.sqlite'],
    ['/var/lib/batchbook/x.sqlite', '/var/lib/batchbook/x.sqlite'],
    ['data.sqlite', 'data.sqlite'],
    ['sqlite:./data/x.sqlite', './data/x.sqlite'],
    ['sqlite:data/x.sqlite', 'data/x.sqlite'],
    ['sqlite://data/x.sqlite', 'data/x.sqlite'],
    ['sqlite:///abs/path.sqlite', '/abs/path.sqlite'],
    ['sqlite:/abs/path.sqlite', '/abs/path.sqlite'],
    ['SQLITE:///abs/path.sqlite', '/abs/path.sqlite'],
    ['sqlite:///abs/my%20db.sqlite', '/abs/my db.sqlite'],
  ])('behavior: DATABASE_URL=%s opens %s', (url, path) => {
    expect(loadConfig({ DATABASE_URL: url }).databasePath).toBe(path);
  });
});

describe('notification channel configuration', () => {
  test('behavior: SMTP_URL without SMTP_FROM, or half a VAPID identity, is refused naming what is missing', () => {
    const problems = loadError({ SMTP_URL: 'smtp://127.0.0.1:2525', VAPID_SUBJECT: 'mailto:ops@example.com' }).problems;
    expect(problems.map((problem) => problem.variable)).toEqual(['SMTP_FROM', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']);
  });

  test('behavior: a malformed channel setting names the variable and what it expects', () => {
    const problems = loadError({
      SMTP_URL: 'http://mail.example.com',
      SMTP_FROM: 'x@example.com',
      TELEGRAM_BOT_TOKEN: 'short',
      NOTIFICATION_WEBHOOK_HOSTS: 'https://hooks.example.com',
      NOTIFICATION_MAX_ATTEMPTS: '0',
    }).problems.map((problem) => problem.variable);
    expect(problems).toEqual([
      'NOTIFICATION_WEBHOOK_HOSTS',
      'TELEGRAM_BOT_TOKEN',
      'SMTP_URL',
      'NOTIFICATION_MAX_ATTEMPTS',
    ]);
  });
});

describe('SOLVERS', () => {
  test('behavior: names built-in solvers and external engines with their options, in order', () => {
    const config = loadConfig({
      SOLVERS:
        'baseline, matcher,mine=http://127.0.0.1:7000|timeout=800|address=0xAbCdEf0123456789aBcDeF0123456789AbCdEf01|header=X-Api-Key:s3cr:et',
    });
    expect(config.solvers).toEqual([
      { name: 'baseline' },
      { name: 'matcher' },
      {
        name: 'mine',
        url: 'http://127.0.0.1:7000',
        timeoutMs: 800,
        address: '0xabcdef0123456789abcdef0123456789abcdef01',
        headers: { 'X-Api-Key': 's3cr:et' },
      },
    ]);
    expect(loadConfig({}).solvers).toBeUndefined();
  });

  test.each([
    ['a repeated name', 'baseline,baseline'],
    ['a URL that is not http', 'mine=ftp://127.0.0.1'],
    ['an unknown option', 'mine=http://127.0.0.1:7000|retries=3'],
    ['options without a URL', 'baseline|timeout=5'],
    ['a bad address', 'mine=http://127.0.0.1:7000|address=0x12'],
    ['an empty entry', 'baseline,,matcher'],
  ])('behavior: rejects %s, naming SOLVERS', (_case, value) => {
    expect(() => loadConfig({ SOLVERS: value })).toThrow(/SOLVERS/);
  });

  test('behavior: SOLVER_ANSWERS records or replays a file; SOLVER_DEADLINE_MS is a positive integer', () => {
    expect(loadConfig({ SOLVER_ANSWERS: 'replay:./answers.jsonl' }).solverAnswers).toEqual({
      mode: 'replay',
      path: './answers.jsonl',
    });
    expect(() => loadConfig({ SOLVER_ANSWERS: 'keep:./a' })).toThrow(/SOLVER_ANSWERS/);
    expect(loadConfig({ SOLVER_DEADLINE_MS: '1500' }).solverDeadlineMs).toBe(1500);
    expect(() => loadConfig({ SOLVER_DEADLINE_MS: '0' })).toThrow(/SOLVER_DEADLINE_MS/);
  });
});

describe('README configuration table', () => {
  test('behavior: lists every variable with its default', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    // Cells as Prettier pads them.
    const rows = new Map(
      readme
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .map(([, name, shownDefault]) => [name, shownDefault]),
    );
    for (const variable of configVariables) {
      const shownDefault = variable.default === undefined ? '(unset)' : `\`${variable.default}\``;
      expect(rows.get(`\`${variable.name}\``), variable.name).toBe(shownDefault);
    }
  });
});
