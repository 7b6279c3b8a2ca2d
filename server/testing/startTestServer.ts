import type { AddressInfo } from 'node:net';
import { createApp, surfaceOf } from '../app.js';
import { answerProtocolErrors } from '../http/clientError.js';
import { loadConfig } from '../config.js';
import { createContext, type AppContext, type CreateContextOverrides } from '../context.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';

export type TestServer = { url: string; context: AppContext; close(): Promise<void> };

/** The real app on a free loopback port, with an in-memory database and the manual clock. */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: CreateContextOverrides = {},
): Promise<TestServer> {
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    CLOCK: 'manual',
    LOG_LEVEL: 'silent',
    PORT: '0',
    RATE_LIMIT: 'off',
    ...env,
  });
  const db = openDatabase(config.databasePath);
  const context = createContext(config, db, overrides);
  migrate(db, { now: () => context.clock.now() });
  // After a restart, the winners of the last auction still settle at the next block.
  context.auctions.resume();
  const server = createApp(context).listen(0, '127.0.0.1');
  // As main.ts: requests Node cannot parse get a JSON answer too.
  answerProtocolErrors(server, surfaceOf);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    context,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
