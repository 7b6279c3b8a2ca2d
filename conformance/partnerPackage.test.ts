/**
 * batchbook as a partner installs it: `npm pack`, the tarball unpacked into a fresh TypeScript
 * project's `node_modules`, a script that imports both client styles by package name
 * (`batchbook/orderbook`, `batchbook/orderbook/sdk`), type-checked and compiled with the project's
 * own strict settings, then run with plain Node against a started server.
 *
 * The tarball's dependencies are linked from this checkout's `node_modules` instead of fetched:
 * the test stays offline and takes seconds. Only `dependencies` are linked, so the package
 * cannot lean on a development dependency.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../server/testing/startTestServer.js';
import { documentNames } from './setup/openapiDocuments.js';
import { TOKENS } from './scenarios/support.js';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  dependencies: Record<string, string>;
};

/** What a partner writes: both client styles, typed, against `BATCHBOOK_URL`. */
const partnerScript = `import { createOrderbookClient } from 'batchbook/orderbook';
import { createClient, createConfig, getOrder, getTokenNativePrice, zGetTokenNativePriceResponse } from 'batchbook/orderbook/sdk';

const baseUrl = \`\${process.env.BATCHBOOK_URL}/mainnet\`;
const token = '${TOKENS.WETH}';
const byPath = await createOrderbookClient({ baseUrl }).GET('/api/v1/token/{token}/native_price', { params: { path: { token } } });
const client = createClient(createConfig({ baseUrl }));
const byFunction: number = zGetTokenNativePriceResponse.parse((await getTokenNativePrice({ client, path: { token } })).data).price;
const missing = await getOrder({ client, path: { UID: \`0x\${'11'.repeat(56)}\` } });
// @ts-expect-error the path parameters of an operation are typed
export const misspelled = () => getOrder({ client, path: { uid: '0x' } });
console.log(JSON.stringify({ byPath: byPath.data?.price, byFunction, missing: [missing.response.status, missing.error?.errorType] }));
`;

let project: string;
let server: TestServer;

async function linkPackage(name: string, into: string): Promise<void> {
  const target = join(into, 'node_modules', name);
  await mkdir(dirname(target), { recursive: true });
  await symlink(join(root, 'node_modules', name), target, 'dir');
}

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'batchbook-partner-'));
  const [server_, packed] = await Promise.all([
    startTestServer({ RATE_LIMIT: 'off' }),
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], { cwd: root }),
  ]);
  server = server_;
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  const installed = join(project, 'node_modules', 'batchbook');
  await mkdir(installed, { recursive: true });
  await run('tar', ['-xzf', join(project, filename), '-C', installed, '--strip-components=1']);
  for (const name of Object.keys(manifest.dependencies)) await linkPackage(name, project);
  // The partner's own development dependencies.
  for (const name of ['typescript', '@types/node']) await linkPackage(name, project);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'partner', private: true, type: 'module' }));
  await writeFile(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        // As most projects: declarations are not re-checked, so an \`any\` leak would pass unseen,
        // which the typed result and the @ts-expect-error line of the script rule out.
        skipLibCheck: true,
        types: ['node'],
        outDir: 'build',
      },
      files: ['script.ts'],
    }),
  );
  await writeFile(join(project, 'script.ts'), partnerScript);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

describe('the package a partner installs', () => {
  test('exports both clients and the bundled document of every generated document', () => {
    for (const name of documentNames) {
      expect(Object.keys(manifest.exports)).toEqual(
        expect.arrayContaining([`./${name}`, `./${name}/sdk`, `./${name}/openapi.json`]),
      );
    }
  });

  test('a partner script type-checks against the typings, and runs both client styles against the server', async () => {
    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    const compiled = await run(process.execPath, [tsc, '-p', project]).catch((error: { stdout: string }) => error);
    expect(compiled.stdout).toBe('');

    const { stdout } = await run(process.execPath, [join(project, 'build/script.js')], {
      cwd: project,
      env: { ...process.env, BATCHBOOK_URL: server.url },
    });
    const result = JSON.parse(stdout) as { byPath: number; byFunction: number; missing: [number, string] };
    expect(result.byPath).toBeGreaterThan(0);
    expect(result.byFunction).toBe(result.byPath);
    expect(result.missing).toEqual([404, 'NotFound']);
  }, 60_000);
});
