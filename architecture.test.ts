/**
 * The import boundaries of docs/architecture.md#what-may-import-what, held by a test rather than
 * by convention: every folder's rule says which parts of the repository it may import, and a
 * few packages (Koa, better-sqlite3, the dev-only tools) stay where they belong. Only test and
 * bench files (`*.test.ts`, `*.bench.ts`) are exempt; testing helpers have rules of their own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === '__snapshots__') return [];
    return statSync(join(root, path)).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

type Import = { file: string; specifier: string; target: string; typeOnly: boolean };

/** Every import of a file; `target` is the repository path for relative imports, else the package. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const pattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((match) => {
    const specifier = match[2] as string;
    const target = specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier;
    return { file, specifier, target, typeOnly: match[1] !== undefined };
  });
}

const isTest = (file: string) => /\.(test|bench)\.ts$/.test(file);
const isTestingHelper = (file: string) => file.includes('/testing/') && !isTest(file);
const all = ['server', 'simulator', 'conformance', 'scripts', 'explorer']
  .flatMap(sourceFiles)
  .filter((file) => !isTest(file))
  .flatMap(importsOf);
const violations = (rule: (entry: Import) => boolean) =>
  all.filter(rule).map((entry) => `${entry.file} imports ${entry.specifier}`);

/**
 * What the files of one folder (or one file) may import of the repository: `may` with any
 * import, `mayType` with `import type` only. Paths are repository paths as imports name them
 * (`.js`); a folder ends with `/`. The most specific `files` prefix decides.
 */
type Layer = { files: string; may: readonly string[]; mayType?: readonly string[] };

const composition = ['server/', 'simulator/index.js', 'generated/'];
const layers: readonly Layer[] = [
  { files: 'simulator/protocol/', may: ['simulator/protocol/'] },
  { files: 'simulator/world/', may: ['simulator/world/', 'simulator/protocol/'] },
  { files: 'simulator/auction/', may: ['simulator/auction/', 'simulator/world/', 'simulator/protocol/'] },
  { files: 'simulator/store/', may: ['simulator/store/'], mayType: ['simulator/world/', 'simulator/protocol/'] },
  { files: 'simulator/index.ts', may: ['simulator/'] },
  // Helpers that assemble whole test worlds (a simulation on an in-memory store) for the simulator's tests.
  { files: 'simulator/world/testing/', may: ['simulator/'] },
  { files: 'simulator/auction/testing/', may: ['simulator/'] },
  { files: 'server/domain/', may: ['server/domain/', 'simulator/index.js'], mayType: ['generated/'] },
  { files: 'server/db/', may: ['server/db/', 'server/domain/', 'simulator/index.js'] },
  { files: 'server/http/', may: ['server/http/', 'server/domain/', 'server/config.js', 'generated/'] },
  ...['orderbook', 'companion', 'simulator'].map((document) => ({
    files: `server/api/${document}/`,
    may: [`server/api/${document}/`, 'server/domain/', 'server/http/', 'simulator/index.js'],
    mayType: ['server/context.js', 'generated/'],
  })),
  // The built-in solvers' engine API: the handlers speak through the solver-engine codec.
  {
    files: 'server/api/solver/',
    may: ['server/api/solver/', 'server/domain/', 'server/http/', 'server/solvers/', 'simulator/index.js'],
    mayType: ['server/context.js', 'generated/'],
  },
  // The solver-engine API's codec and HTTP client (docs/protocol.md#solver-engines): the edge
  // where external engines meet the simulator's pure competition.
  // The fee policies' wire form is the order book's (`server/api/orderbook/dto/`).
  {
    files: 'server/solvers/',
    may: ['server/solvers/', 'server/api/orderbook/dto/', 'simulator/index.js', 'generated/'],
  },
  {
    files: 'server/auctions/',
    may: ['server/auctions/', 'server/db/', 'server/domain/', 'server/solvers/', 'simulator/index.js'],
  },
  // The event streams' wiring: the database's reads, the hub (domain) and the HTTP side, fed by the simulation.
  {
    files: 'server/streams/',
    may: ['server/streams/', 'server/db/', 'server/domain/', 'server/http/', 'simulator/index.js'],
    mayType: ['server/config.js'],
  },
  // The notification channels' edge: the delivery worker and the channel adapters (HTTP, SMTP, push).
  {
    files: 'server/notifications/',
    may: ['server/notifications/', 'server/db/', 'server/domain/'],
    mayType: ['server/config.js'],
  },
  {
    files: 'server/companion/',
    may: ['server/companion/', 'server/db/', 'server/domain/', 'server/http/', 'simulator/index.js'],
    mayType: ['server/config.js'],
  },
  {
    files: 'server/seeding/',
    may: [
      'server/seeding/',
      'server/db/',
      'server/domain/',
      'server/api/orderbook/dto/',
      'server/context.js',
      'simulator/index.js',
    ],
  },
  { files: 'server/config.ts', may: [] },
  { files: 'server/chainView.ts', may: ['server/domain/'], mayType: ['simulator/index.js'] },
  { files: 'server/orderbookServices.ts', may: ['server/domain/'] },
  ...['app', 'context', 'boot', 'main', 'index', 'auctionHistory'].map((name) => ({
    files: `server/${name}.ts`,
    may: composition,
  })),
  // The server's test harness: the real app, its stores and its context, assembled for tests.
  { files: 'server/testing/', may: composition },
  { files: 'conformance/', may: ['conformance/', 'generated/', 'server/testing/startTestServer.js'] },
  {
    files: 'scripts/',
    // The Prism mock's launcher is shared with the conformance suite.
    may: ['scripts/', 'generated/', 'server/index.js', 'simulator/index.js', 'conformance/setup/startMock.js'],
  },
  // The explorer page shows only what a client can get: it reads the server through the
  // generated clients (and the event streams, by URL), never the server's code.
  {
    files: 'explorer/app/',
    may: [
      'explorer/app/',
      'generated/orderbook/client.js',
      'generated/orderbook/routes.js',
      'generated/companion/client.js',
      'generated/simulator/client.js',
    ],
  },
  { files: 'explorer/globalSetup.ts', may: ['explorer/build.mjs'] },
];

const layerOf = (file: string): Layer | undefined =>
  layers
    .filter((layer) => file === layer.files || (layer.files.endsWith('/') && file.startsWith(layer.files)))
    .sort((a, b) => b.files.length - a.files.length)[0];
const isRepositoryPath = (target: string) =>
  /^(server|simulator|conformance|scripts|generated|explorer)\//.test(target);
const covers = (prefixes: readonly string[] | undefined, target: string) =>
  (prefixes ?? []).some((prefix) => target === prefix || (prefix.endsWith('/') && target.startsWith(prefix)));

const devDependencies = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
    .devDependencies,
);
const packageOf = (target: string) =>
  target
    .split('/')
    .slice(0, target.startsWith('@') ? 2 : 1)
    .join('/');

describe('import boundaries', () => {
  test('behavior: every source file outside tests belongs to a folder with a rule', () => {
    const files = ['server', 'simulator', 'conformance', 'scripts', 'explorer']
      .flatMap(sourceFiles)
      .filter((file) => !isTest(file));
    expect(files.filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  test.each(layers.map((layer) => [layer.files, layer] as const))(
    'behavior: %s imports only what its rule allows',
    (_files, layer) => {
      expect(
        violations(
          (entry) =>
            layerOf(entry.file) === layer &&
            isRepositoryPath(entry.target) &&
            !covers(layer.may, entry.target) &&
            !(entry.typeOnly && covers(layer.mayType, entry.target)),
        ),
      ).toEqual([]);
    },
  );

  test('behavior: only tests, testing helpers and the conformance suite import testing helpers', () => {
    expect(
      violations(
        (entry) =>
          entry.target.includes('/testing/') && !isTestingHelper(entry.file) && !entry.file.startsWith('conformance/'),
      ),
    ).toEqual([]);
  });

  test('behavior: the simulator never imports the server', () => {
    expect(violations((entry) => entry.file.startsWith('simulator/') && entry.target.startsWith('server/'))).toEqual(
      [],
    );
  });

  test('behavior: better-sqlite3 is used only by server/db, simulator/store, test worlds and the bench', () => {
    expect(
      violations(
        (entry) =>
          entry.target === 'better-sqlite3' &&
          !/^(server\/db\/|simulator\/store\/|simulator\/world\/testing\/)/.test(entry.file) &&
          // Benchmark tooling builds and inspects databases directly.
          !entry.file.startsWith('scripts/bench/'),
      ),
    ).toEqual([]);
  });

  test('behavior: Koa stays in the HTTP layer, the composition root and the analytics provider mount', () => {
    expect(
      violations(
        (entry) =>
          /^(koa|@koa\/)/.test(entry.target) && !/^server\/(http\/|app\.ts|main\.ts|companion\/)/.test(entry.file),
      ),
    ).toEqual([]);
  });

  test('behavior: the server and the simulator import no dev-only package outside testing helpers', () => {
    expect(
      violations(
        (entry) =>
          /^(server|simulator)\//.test(entry.file) &&
          !isTestingHelper(entry.file) &&
          devDependencies.includes(packageOf(entry.target)) &&
          !entry.typeOnly,
      ),
    ).toEqual([]);
  });

  test('behavior: nothing imports scripts/', () => {
    expect(violations((entry) => !entry.file.startsWith('scripts/') && entry.target.startsWith('scripts/'))).toEqual(
      [],
    );
  });

  test('behavior: the scan sees the imports it checks', () => {
    expect(all.some((entry) => entry.file === 'server/app.ts' && entry.target === 'koa')).toBe(true);
    expect(all.some((entry) => entry.file.startsWith('server/domain/') && entry.target === 'simulator/index.js')).toBe(
      true,
    );
    expect(all.some((entry) => entry.file.startsWith('scripts/bench/') && entry.target === 'server/index.js')).toBe(
      true,
    );
    expect(all.some((entry) => entry.typeOnly && entry.target.startsWith('generated/'))).toBe(true);
    expect(all.some((entry) => entry.file.startsWith('server/testing/') && entry.target.startsWith('server/db/'))).toBe(
      true,
    );
  });
});
