/**
 * Vitest global setup: builds the explorer once per run, as `npm start` does, so the servers the
 * tests start serve the current page at `/explorer/`.
 */
import { buildExplorer } from './build.mjs';

export default async function setup(): Promise<void> {
  await buildExplorer();
}
