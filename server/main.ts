/**
 * Composition root: the booted server (`boot.ts`) listening, with background checkpoints,
 * wall-clock blocks and a graceful stop. `npm start` runs this file.
 */
import type { Server } from 'node:http';
import { bootServer, listen } from './boot.js';
import { ConfigError, loadConfig } from './config.js';
import type { AppContext } from './context.js';
import { startBackgroundCheckpoints } from './db/backgroundCheckpoints.js';
import { isFileDatabase } from './db/open.js';
import { ScenarioError, startBlockProduction } from '../simulator/index.js';

export type StartedServer = { server: Server; url: string; context: AppContext; close(): Promise<void> };

/** How long a graceful stop waits for in-flight requests before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<StartedServer> {
  const config = loadConfig(env);
  const { db, context } = bootServer(config, { databaseUrl: env.DATABASE_URL });
  const checkpoints = isFileDatabase(config.databasePath)
    ? startBackgroundCheckpoints(db, config.databasePath)
    : { stop: async () => undefined };
  if (context.simulation.scenarioChanged && config.logLevel !== 'silent') {
    console.warn(
      'the database holds a world built from another scenario; resuming it (use a fresh DATABASE_URL to start over)',
    );
  }
  // Wall clock: every network mines blocks at its block time. Manual: only the control API does.
  const stopBlocks =
    config.clock === 'wall'
      ? startBlockProduction(context.simulation, {
          onError: (error) => {
            if (config.logLevel !== 'silent') console.error('block production failed', error);
          },
        })
      : () => undefined;
  const server = await (async () => {
    try {
      return await listen(context, config.host, config.port);
    } catch (error) {
      stopBlocks();
      context.auctions.stop();
      await context.notificationDelivery.stop();
      await checkpoints.stop();
      db.close();
      throw listenError(error, config.host, config.port);
    }
  })();
  // Deliveries the outbox kept while the server was down go out now.
  context.notificationDelivery.worker.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${displayHost(config.host)}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    // Stop accepting, let in-flight requests finish, then close the database cleanly. Block
    // production and auction steps are synchronous, so a step that started has finished by now.
    closing ??= new Promise<void>((resolve, reject) => {
      // No new wall-clock blocks; in-flight requests may still advance the world (control API).
      stopBlocks();
      // Event streams never finish by themselves: end them, their clients reconnect once we are back.
      context.streams.close();
      // Requests that arrive on kept-alive connections meanwhile are answered, then the connection closes.
      server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
      // A connection whose in-flight request just finished is idle: close it at once, not after
      // the keep-alive timeout; after SHUTDOWN_GRACE_MS stop waiting for slow clients.
      const sweep = setInterval(() => server.closeIdleConnections(), 25);
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        Promise.resolve()
          // After the last request: the auctions of blocks those requests mined have run.
          .then(() => context.auctions.stop())
          // Attempts in flight are aborted; their claims bring them due again after a restart.
          .then(() => context.notificationDelivery.stop())
          .then(() => checkpoints.stop())
          .then(() => {
            // Fold the WAL into the database file (SQLite also does this on the last close) so a
            // stopped server leaves one self-contained file.
            db.pragma('wal_checkpoint(TRUNCATE)');
            db.close();
          })
          .then(resolve, (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { server, url, context, close };
}

/** The host of the URL the server prints: a wildcard bind is reached on loopback; IPv6 in brackets. */
function displayHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** A port in use or not allowed is a configuration problem: say which, not a stack trace. */
function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    EADDRINUSE: 'a port no other process listens on (this one is in use)',
    EACCES: 'a port this user may listen on (ports below 1024 need privileges)',
    EADDRNOTAVAIL: 'an address of this machine',
  };
  const expected = code === undefined ? undefined : reasons[code];
  if (expected === undefined) return error;
  const variable = code === 'EADDRNOTAVAIL' ? 'HOST' : 'PORT';
  return new ConfigError([{ variable, value: variable === 'HOST' ? host : String(port), expected }]);
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;

/**
 * `--scenario FILE` (or `--scenario=FILE`) on the command line sets `SCENARIO`.
 *
 * @throws ConfigError when the file is missing (`--scenario` last, or `--scenario=$UNSET`), rather
 * than starting the default world unasked.
 */
export function scenarioArgument(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--scenario' || arg.startsWith('--scenario='));
  if (index < 0) return undefined;
  const arg = argv[index] ?? '';
  const file = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (file === undefined || file === '' || (!arg.includes('=') && file.startsWith('--'))) {
    throw new ConfigError([{ variable: 'SCENARIO', value: file ?? '', expected: 'a scenario file after --scenario' }]);
  }
  return file;
}

/**
 * Runs the server as `npm start` does: configuration from `env`, `--scenario FILE` from `argv`,
 * graceful stop on the first SIGTERM/SIGINT. Exits with 2 on a bad configuration or scenario.
 */
export async function runMain(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  try {
    const scenario = scenarioArgument(argv);
    const started = await start(scenario === undefined ? env : { ...env, SCENARIO: scenario });
    if (env.LOG_LEVEL !== 'silent') console.log(`batchbook listening on ${started.url}`);
    // The first SIGTERM/SIGINT stops gracefully (exit 0); a second one takes the default action
    // (immediate exit), which WAL makes safe for the database too.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        started.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('graceful stop failed', error);
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ScenarioError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

// `tsx server/main.ts` runs it directly; `npm start` (scripts/start.mjs) imports a bundle and calls runMain.
if (isEntryPoint) await runMain();
