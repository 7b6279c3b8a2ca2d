import type { AddressInfo } from 'node:net';
import { bootServer, listen } from '../boot.js';
import { loadConfig } from '../config.js';
import type { AppContext, CreateContextOverrides } from '../context.js';

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
  const { db, context } = bootServer(config, { overrides });
  const server = await listen(context, '127.0.0.1', 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    context,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          void context.notificationDelivery.stop().finally(() => {
            db.close();
            resolve();
          });
        });
        server.closeAllConnections();
      }),
  };
}
