/**
 * What the conformance suite talks to. A target is a base URL plus what may be assumed of it:
 *
 * - `server`: the real app (`server/testing/startTestServer.ts`) on a free loopback port with a
 *   fresh `:memory:` database and the manual clock, started once per test file (so state
 *   assertions never see another file's writes);
 * - `mock`: Prism on the merged document, started once per run by `globalSetup.ts`;
 * - `external`: any deployment, from `CONFORMANCE_BASE_URL` (+ `CONFORMANCE_NETWORK`, `CONFORMANCE_ONLY_STATELESS`), used by
 *   `npm run conformance` instead of the two above.
 *
 * `stateful` says whether flows that create state and read it back may run there.
 */
import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import { waitForHttp } from './startMock.js';
import type { TargetName, TargetSpec } from './targetSpec.js';

export type { TargetName, TargetSpec } from './targetSpec.js';

export type Target = {
  readonly name: TargetName;
  readonly baseUrl: string;
  readonly network: string;
  readonly stateful: boolean;
  /** Bearer token of the simulator control API, where the target asks for one. */
  readonly controlToken?: string;
  /**
   * A digest of everything the target stores, where the suite can see it (the in-process
   * server's database); undefined elsewhere.
   */
  snapshotState?(): string;
  close(): Promise<void>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    conformanceTargets: TargetSpec[];
  }
}

/** The targets of this run, as the global setup provided them. */
export function targetSpecs(): TargetSpec[] {
  const specs = inject('conformanceTargets');
  if (!specs) throw new Error('conformance targets were not provided: run through vitest.config.ts (globalSetup)');
  return specs;
}

/** The control token of the server target; the mock only checks that one is sent. */
export const CONFORMANCE_CONTROL_TOKEN = 'conformance-control-token';

/**
 * Environment of the server target: every optional feature on, so every operation is reachable,
 * no rate limits, so a case never flakes on 429 (the limits get their own scenario with
 * `RATE_LIMIT=on`), and the control API guarded by a token as a shared deployment's is.
 */
export const serverTargetEnv = {
  CMS_ENABLED: 'true',
  CMS_API_KEY: 'conformance',
  RATE_LIMIT: 'off',
  SIM_CONTROL_TOKEN: CONFORMANCE_CONTROL_TOKEN,
  // One notification channel on, so adding and removing channels is reachable; nothing is delivered to it.
  NOTIFICATION_WEBHOOK_HOSTS: 'hooks.example.com',
} as const;

export async function openTarget(spec: TargetSpec): Promise<Target> {
  if (spec.name === 'server') {
    // Imported here, not at the top: external runs never load the server.
    const { startTestServer } = await import('../../server/testing/startTestServer.js');
    const server = await startTestServer({ ...serverTargetEnv });
    const db = server.context.db;
    return {
      name: 'server',
      baseUrl: server.url,
      network: spec.network,
      stateful: spec.stateful,
      controlToken: CONFORMANCE_CONTROL_TOKEN,
      snapshotState() {
        const hash = createHash('sha256');
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
          name: string;
        }[];
        for (const { name } of tables) {
          hash.update(name);
          hash.update(
            JSON.stringify(
              db
                .prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`)
                .raw()
                .all(),
            ),
          );
        }
        return hash.digest('hex');
      },
      close: () => server.close(),
    };
  }
  if (!spec.baseUrl) throw new Error(`target ${spec.name} has no base URL`);
  // Prism may still be starting (the global setup does not wait for it).
  await waitForHttp(spec.baseUrl);
  return {
    name: spec.name,
    baseUrl: spec.baseUrl,
    network: spec.network,
    stateful: spec.stateful,
    controlToken: spec.controlToken ?? CONFORMANCE_CONTROL_TOKEN,
    close: async () => {},
  };
}
