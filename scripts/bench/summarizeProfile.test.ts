import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { splitProfile } from './summarizeProfile.js';

const frame = (id: number, url: string, functionName = 'f', children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  children,
});

describe('splitProfile', () => {
  test('behavior: each sample goes to the nearest frame of a known part; Node internals to their caller; the rest to the runtime', () => {
    const root = '/repo';
    const profile = {
      nodes: [
        frame(1, '', '(root)', [2, 5, 8, 11]),
        frame(2, `file://${root}/scripts/simulation/runSimulation.ts`, 'placeOrder', [3, 9, 10]),
        frame(3, 'node:internal/streams/readable', 'push', [4]),
        frame(4, `file://${root}/node_modules/better-sqlite3/lib/methods/wrappers.js`, 'run'),
        frame(5, `file://${root}/server/http/mountOperations.ts`, 'runOperation', [6]),
        frame(6, 'node:internal/process/task_queues', 'tick'),
        frame(7, `file://${root}/simulator/auction/solveAuction.ts`, 'solve'),
        frame(8, '', '(garbage collector)', [7]),
        frame(9, `file://${root}/node_modules/secp256k1/lib/index.js`, 'ecdsaRecover'),
        // A trader's address: the binding's own frame, yet the traders' work.
        frame(10, `file://${root}/node_modules/secp256k1/lib/index.js`, 'publicKeyCreate'),
        // The control API's advance mining a block: the auction's side, not the order book's.
        frame(11, `file://${root}/server/api/simulator/advanceWorld.ts`, 'mineStepwise'),
      ],
      // 1 ms each: node 3 three times (the first within the 1.5 ms of start-up left out), then one each.
      samples: [3, 3, 3, 4, 6, 7, 8, 9, 10, 11],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    };
    const file = join(mkdtempSync(join(tmpdir(), 'split-profile-')), 'p.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));

    expect(splitProfile(file, 1.5)).toEqual({
      totalMs: 9,
      ms: { traders: 3, http: 2, auction: 2, database: 1, runtime: 1 },
    });
  });
});
