/**
 * Composition root: config → database → migrations → context → HTTP server.
 * `npm start` runs this file.
 */
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { ScenarioError, startBlockProduction } from '../simulator/index.js';

export type StartedServer = { server: Server; url: string; close(): Promise<void> };

export async function start(env: NodeJS.ProcessEnv = process.env): Promise<StartedServer> {
  const config = loadConfig(env);
  const db = openDatabase(config.databasePath);
  const context = (() => {
    try {
      return createContext(config, db);
    } catch (error) {
      // A bad scenario file: release the database before reporting.
      db.close();
      throw error;
    }
  })();
  migrate(db, { now: () => context.clock.now() });
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
  const app = createApp(context);
  app.on('error', (error: unknown) => {
    if (config.logLevel !== 'silent') console.error('unexpected error', error);
  });

  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    // Stop accepting, let in-flight requests finish, then close the database cleanly.
    closing ??= new Promise<void>((resolve) => {
      stopBlocks();
      server.close(() => {
        db.close();
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { server, url, close };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;

/** `--scenario FILE` (or `--scenario=FILE`) on the command line sets `SCENARIO`. */
export function scenarioArgument(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--scenario' || arg.startsWith('--scenario='));
  if (index < 0) return undefined;
  const arg = argv[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

if (isEntryPoint) {
  try {
    const scenario = scenarioArgument(process.argv.slice(2));
    const started = await start(scenario === undefined ? process.env : { ...process.env, SCENARIO: scenario });
    if (process.env.LOG_LEVEL !== 'silent') console.log(`batchbook listening on ${started.url}`);
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        void started.close().then(() => process.exit(0));
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
