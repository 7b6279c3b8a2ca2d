/**
 * Target descriptions that cross process boundaries (global setup → test files, CLI → vitest).
 * No vitest runtime imports here: the global setup and `scripts/conformance.ts` load this file.
 */

export type TargetName = 'server' | 'mock' | 'external';

/** Serializable description (passed from the global setup to the test files with `provide`). */
export type TargetSpec = {
  name: TargetName;
  /** Root URL; order-book paths get `/{network}` appended. Absent for `server` (started per file). */
  baseUrl?: string;
  network: string;
  stateful: boolean;
  /** `SIM_CONTROL_TOKEN` of the target, sent as a bearer token with every simulator control call. */
  controlToken?: string;
};

const truthy = new Set(['1', 'true', 'yes', 'on']);

/**
 * The external target `npm run conformance` asks for through the environment, if any:
 * `CONFORMANCE_BASE_URL`, `CONFORMANCE_NETWORK` (default mainnet), `CONFORMANCE_ONLY_STATELESS`,
 * `CONFORMANCE_CONTROL_TOKEN` (the deployment's `SIM_CONTROL_TOKEN`, if it has one).
 * Prefixed on purpose: vitest sets `BASE_URL=/` (Vite's base) in every run, and a plain
 * `BASE_URL` left in a shell would silently point `npm test` elsewhere.
 */
export function externalTargetFromEnv(env: NodeJS.ProcessEnv): TargetSpec | undefined {
  const baseUrl = env.CONFORMANCE_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`CONFORMANCE_BASE_URL must be an http(s) URL, got ${baseUrl}`);
  const controlToken = env.CONFORMANCE_CONTROL_TOKEN?.trim();
  return {
    name: 'external',
    baseUrl: baseUrl.replace(/\/+$/, ''),
    network: env.CONFORMANCE_NETWORK?.trim() || 'mainnet',
    stateful: !truthy.has((env.CONFORMANCE_ONLY_STATELESS ?? '').toLowerCase()),
    ...(controlToken ? { controlToken } : {}),
  };
}
