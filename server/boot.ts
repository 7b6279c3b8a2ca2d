/**
 * The server's start-up sequence, once: configuration → database → context (the simulated world
 * and the auction runner) → migrations → the last auction resumed. `main.ts`, the test server and
 * the bench's database builder all start through here.
 */
import type { Server } from 'node:http';
import { allowSecp256k1Thread } from '../simulator/index.js';
import { createApp, surfaceOf } from './app.js';
import { ConfigError, type Config } from './config.js';
import { createContext, type AppContext, type CreateContextOverrides } from './context.js';
import { migrate } from './db/migrate.js';
import { openDatabase, type Database } from './db/open.js';
import { answerProtocolErrors } from './http/clientError.js';
import { logUnexpectedError } from './http/errorHandler.js';

export type BootedServer = { readonly config: Config; readonly db: Database; readonly context: AppContext };

export type BootOptions = {
  /** Parts of the context to use instead of the ones built from `config` (tests). */
  overrides?: CreateContextOverrides;
  /** `DATABASE_URL` as the user wrote it, named when the database cannot be opened. */
  databaseUrl?: string | undefined;
};

/**
 * Opens the database of `config`, builds the context on it (building the simulated world from
 * the scenario, or resuming the one saved), migrates the order book's tables and picks up the
 * last auction's pending winners. Nothing listens yet and no block is produced.
 *
 * @throws ConfigError when the database cannot be created or opened; ScenarioError when the
 * scenario is invalid (the database is closed again first).
 */
export function bootServer(config: Config, options: BootOptions = {}): BootedServer {
  allowSecp256k1Thread(config.signatureThread);
  const db = openDatabaseOf(config.databasePath, options.databaseUrl);
  const context = (() => {
    try {
      return createContext(config, db, options.overrides);
    } catch (error) {
      db.close();
      throw error;
    }
  })();
  migrate(db, { now: () => context.clock.now() });
  // After a restart, the winners of the last auction still settle at the next block.
  context.auctions.resume();
  return { config, db, context };
}

/**
 * The app of `context` listening on `host:port`; requests Node cannot parse get a JSON answer
 * too. Resolves once it listens.
 *
 * @throws the listen error (port in use, address not available, ...).
 */
export async function listen(context: AppContext, host: string, port: number): Promise<Server> {
  const app = createApp(context);
  app.on('error', logUnexpectedError(context.config.logLevel));
  const server = app.listen(port, host);
  answerProtocolErrors(server, surfaceOf);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

/**
 * A database that cannot be created or opened (its directory cannot be made, the file is not a
 * SQLite database, no permission) is a configuration problem: name DATABASE_URL, not a stack trace.
 */
function openDatabaseOf(path: string, value: string | undefined): Database {
  try {
    return openDatabase(path);
  } catch (error) {
    const expected = `a SQLite database this server can create or open (${(error as Error).message})`;
    throw new ConfigError([{ variable: 'DATABASE_URL', value: value || path, expected }]);
  }
}
