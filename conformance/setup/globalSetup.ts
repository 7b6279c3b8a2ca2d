/**
 * Vitest global setup: decides the conformance targets of the run and starts Prism once.
 * With `CONFORMANCE_BASE_URL` set (`npm run conformance`) the only target is that deployment; otherwise the
 * real server (started per test file, it is in-process and cheap) and the Prism mock. Prism is
 * spawned without waiting, so unit tests run while it boots; conformance files wait for it.
 */
import type { TestProject } from 'vitest/node';
import { spawnMock } from './startMock.js';
import { externalTargetFromEnv, type TargetSpec } from './targetSpec.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = externalTargetFromEnv(process.env);
  if (external) {
    project.provide('conformanceTargets', [external]);
    return async () => {};
  }
  const mock = await spawnMock();
  const targets: TargetSpec[] = [
    { name: 'server', network: 'mainnet', stateful: true },
    { name: 'mock', baseUrl: mock.url, network: 'mainnet', stateful: false },
  ];
  project.provide('conformanceTargets', targets);
  return () => mock.close();
}
