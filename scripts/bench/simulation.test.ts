import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateNodeFlags } from './simulation.js';

describe('simulateNodeFlags', () => {
  it('takes the node flags, in order, and leaves the script and its arguments out', () => {
    expect(simulateNodeFlags('node --max-semi-space-size=32 --no-warnings scripts/simulate.mjs --traders 5')).toEqual([
      '--max-semi-space-size=32',
      '--no-warnings',
    ]);
    expect(simulateNodeFlags('node scripts/simulate.mjs')).toEqual([]);
  });

  it('refuses a launcher it cannot read, so the bench never measures without the flags users get', () => {
    expect(() => simulateNodeFlags('tsx --max-semi-space-size=32 scripts/simulate.ts')).toThrow(/not run by node/);
  });

  it('reads the package.json script users run', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(() => simulateNodeFlags(scripts['simulate'] ?? '')).not.toThrow();
  });
});
