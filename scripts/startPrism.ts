/**
 * `npm run mock`: Prism on every batchbook document at once, on the same wire paths as the
 * server (`/{network}/api/...` for the order book, `/hooks`, `/affiliate/...` for the companion),
 * using the merged document `generated/mock/openapi.json`.
 *
 * Usage: tsx scripts/startPrism.ts [--port 4010] [--dynamic]
 *   --dynamic  answer with data generated from the schemas instead of the documented examples.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? (args[portIndex + 1] ?? '4010') : (process.env.MOCK_PORT ?? '4010');
const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

const prism = spawn(
  process.execPath,
  [
    prismCli,
    'mock',
    join(root, 'generated/mock/openapi.json'),
    '--port',
    port,
    '--host',
    '127.0.0.1',
    // Errors are answered with the documented error examples (choose one with `Prefer: code=400, example=name`).
    '--errors',
    'false',
    ...(args.includes('--dynamic') ? ['--dynamic'] : []),
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => prism.kill(signal));
prism.on('exit', (code) => process.exit(code ?? 0));
