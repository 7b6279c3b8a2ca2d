/**
 * Summarizes a V8 `.cpuprofile` (from `node --cpu-prof`): self time per function and per source
 * (package or repository folder), the top entries of each. Used by `run.ts --profile` and by hand:
 * `tsx scripts/bench/summarizeProfile.ts FILE.cpuprofile [TOP] [SKIP_MS]`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  totalMs: number;
  byFunction: { name: string; ms: number; share: number }[];
  bySource: { source: string; ms: number; share: number }[];
};

/** The package (`node_modules/<name>`), the repository folder, or `node:`/`(native)` of a script URL. */
function sourceOf(url: string): string {
  if (url === '') return '(native/gc/idle)';
  if (url.startsWith('node:')) return url.replace(/\/.*$/, '');
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  const repoMatch = /\/(server|simulator|generated|scripts|conformance)\/(.*)$/.exec(url);
  if (repoMatch?.[1] && repoMatch[2]) {
    const parts = repoMatch[2].split('/');
    return `${repoMatch[1]}/${parts.length > 1 ? parts.slice(0, -1).join('/') + '/' : ''}${parts.at(-1) ?? ''}`;
  }
  return url;
}

/**
 * `skipMs`: samples in the first `skipMs` of the profile are left out (the process's start-up,
 * module loading through tsx, when only the steady state under load is of interest).
 */
export function summarizeProfile(path: string, top = 15, skipMs = 0): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let elapsedUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsedUs += delta;
    if (elapsedUs >= skipMs * 1000) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const functions = new Map<string, number>();
  const sources = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += us;
    const short = url.replace(/^.*\/(node_modules|server|simulator|generated|scripts)\//, '$1/');
    const name = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
    const source = sourceOf(url);
    sources.set(source, (sources.get(source) ?? 0) + us);
  }
  const rank = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => ({ key, ms: Math.round(us / 100) / 10, share: total === 0 ? 0 : us / total }));
  return {
    totalMs: Math.round(total / 1000),
    byFunction: rank(functions).map(({ key, ms, share }) => ({ name: key, ms, share })),
    bySource: rank(sources).map(({ key, ms, share }) => ({ source: key, ms, share })),
  };
}

export function formatProfileSummary(summary: ProfileSummary): string {
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  return [
    `busy CPU ${summary.totalMs} ms; self time by source:`,
    ...summary.bySource.map((entry) => `  ${pct(entry.share)}  ${entry.source}`),
    'self time by function:',
    ...summary.byFunction.map((entry) => `  ${pct(entry.share)}  ${entry.name}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [path, top, skipMs] = process.argv.slice(2);
  if (!path) throw new Error('usage: tsx scripts/bench/summarizeProfile.ts FILE.cpuprofile [TOP] [SKIP_MS]');
  console.log(formatProfileSummary(summarizeProfile(path, top ? Number(top) : 15, skipMs ? Number(skipMs) : 0)));
}

/** The parts of a simulation's CPU time `splitProfile` reports. */
export const SIMULATION_PARTS = ['traders', 'http', 'auction', 'database', 'runtime'] as const;
export type SimulationPart = (typeof SIMULATION_PARTS)[number];

/**
 * The part of a simulation the code of one frame belongs to, or undefined for code that serves
 * them all (Node's internals), which leaves the sample to the frame that called it.
 */
function partOf(url: string, functionName: string): SimulationPart | undefined {
  // The traders' keys: signing, and each trader's address derived once.
  if (functionName === 'ecdsaSign' || functionName === 'publicKeyCreate') return 'traders';
  if (functionName === 'ecdsaRecover') return 'http';
  if (/node_modules\/better-sqlite3|\/server\/db\/|\/simulator\/store\//.test(url)) return 'database';
  // The control API's advance mines the block (its generator runs the world's step inline).
  if (
    /\/server\/auctions\/|\/server\/api\/simulator\/advanceWorld|\/simulator\/auction\/|\/simulator\/world\//.test(url)
  )
    return 'auction';
  if (
    /\/scripts\/|node_modules\/(openapi-fetch|viem|@noble)\/|deps\/undici|\/simulator\/protocol\/signDigest/.test(url)
  )
    return 'traders';
  if (/\/server\/|\/generated\/|\/simulator\/|node_modules\/|node:_http/.test(url)) return 'http';
  return undefined;
}

/**
 * CPU time of a `npm run simulate` profile split into the simulated traders (their script,
 * signing, the generated client), the order book's HTTP side (Koa, validation, handlers, domain
 * rules, signature recovery), the auction runner (and the world it settles in), the database
 * (better-sqlite3 and the stores) and the runtime (garbage collection, Node internals called from
 * nowhere else). Each sample goes to the nearest frame on its stack that belongs to one of them.
 * `skipMs` leaves out the start-up, as in `summarizeProfile`.
 */
export function splitProfile(path: string, skipMs = 0): { totalMs: number; ms: Record<SimulationPart, number> } {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const partById = new Map<number, SimulationPart>();
  const resolve = (id: number): SimulationPart => {
    const known = partById.get(id);
    if (known) return known;
    const node = byId.get(id);
    const own = node ? partOf(node.callFrame.url, node.callFrame.functionName) : undefined;
    const parent = parentOf.get(id);
    const part = own ?? (parent === undefined ? 'runtime' : resolve(parent));
    partById.set(id, part);
    return part;
  };
  const ms = Object.fromEntries(SIMULATION_PARTS.map((part) => [part, 0])) as Record<SimulationPart, number>;
  let elapsedUs = 0;
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsedUs += delta;
    if (elapsedUs < skipMs * 1000) return;
    const node = byId.get(id);
    if (node?.callFrame.functionName === '(idle)') return;
    totalUs += delta;
    ms[resolve(id)] += delta / 1000;
  });
  return { totalMs: totalUs / 1000, ms };
}
