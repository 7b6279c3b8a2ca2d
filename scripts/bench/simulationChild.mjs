/**
 * Starts the bench's simulation process (`simulationChild.ts`) from an esbuild bundle, as
 * `scripts/simulate.mjs` runs `npm run simulate`: the bench measures the code users run.
 */
import { pathToFileURL } from 'node:url';
import { freshBundle } from '../bundle.mjs';

process.setSourceMapsEnabled(true);
await import(pathToFileURL(await freshBundle('bench-simulation', 'scripts/bench/simulationChild.ts')).href);
