/**
 * The simulator's one source of randomness: sfc32 (Chris Doty-Humphrey's Small Fast Counting
 * generator, as in PractRand) seeded through SplitMix64. Pure integer arithmetic, so the same seed
 * gives the same sequence on every platform; the state is four 32-bit words and can be saved and
 * restored exactly. Nothing in batchbook calls `Math.random`.
 */

/** sfc32 state: four unsigned 32-bit words `[a, b, c, d]`. */
export type RngState = readonly [number, number, number, number];

export type Rng = {
  /** Next unsigned 32-bit integer, uniform in [0, 2^32). */
  nextUint32(): number;
  /** Uniform integer in [0, bound), without modulo bias. `bound` must be an integer in [1, 2^32]. */
  nextInt(bound: number): number;
  /** Uniform integer in [-radius, radius] (inclusive), as a bigint; radius ≥ 0. */
  nextSymmetric(radius: bigint): bigint;
  /** A copy of the current state: `restoreRng(rng.state())` continues the same sequence. */
  state(): RngState;
};

const MASK64 = (1n << 64n) - 1n;

/**
 * SplitMix64 (Steele, Lea, Flood 2014; Vigna's reference `splitmix64.c`): returns a generator of
 * 64-bit outputs from a 64-bit state. Used only to expand a seed into sfc32's state.
 *
 * @example
 * splitMix64(0n)() // 0xe220a8397b1dcdafn
 */
export function splitMix64(seed: bigint): () => bigint {
  let state = seed & MASK64;
  return () => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK64;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  };
}

/** FNV-1a 64-bit hash of a label's UTF-16 code units; derives independent streams from one seed. */
function fnv1a64(label: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < label.length; index++) {
    hash ^= BigInt(label.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & MASK64;
  }
  return hash;
}

/**
 * A generator seeded with `seed` (a non-negative safe integer or bigint) and an optional stream
 * `label`: the same seed with different labels gives independent sequences (one per network).
 *
 * @example
 * const rng = createRng(1, 'mainnet')
 * rng.nextInt(6) // 0..5, the same on every run
 */
export function createRng(seed: number | bigint, label = ''): Rng {
  const next = splitMix64(BigInt(seed) ^ fnv1a64(label));
  const first = next();
  const second = next();
  const rng = restoreRng([
    Number(first >> 32n),
    Number(first & 0xffffffffn),
    Number(second >> 32n),
    Number(second & 0xffffffffn),
  ]);
  // Discard the first outputs, as the reference seeding of sfc does, to mix the state.
  for (let index = 0; index < 12; index++) rng.nextUint32();
  return rng;
}

/** Continues a generator from a saved `state()`. */
export function restoreRng(state: RngState): Rng {
  let [a, b, c, d] = state.map((word) => word >>> 0) as [number, number, number, number];
  const nextUint32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  return {
    nextUint32,
    nextInt(bound) {
      if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`invalid bound ${bound}`);
      // Rejection sampling: accept only values below the largest multiple of `bound`.
      const limit = Math.floor(2 ** 32 / bound) * bound;
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % bound;
      }
    },
    nextSymmetric(radius) {
      if (radius < 0n) throw new RangeError('radius must be non-negative');
      if (radius === 0n) return 0n;
      const width = 2n * radius + 1n;
      // 64 random bits: the bias of the final modulo is below 2^-30 for any radius we use.
      const bits = (BigInt(nextUint32()) << 32n) | BigInt(nextUint32());
      return (bits % width) - radius;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

/**
 * Whether one draw of `rng` falls within `probability`, compared in millionths so that seeded runs
 * agree on every platform. Always draws, so the stream advances the same whatever the probability.
 */
export function chance(rng: Rng, probability: number): boolean {
  return rng.nextInt(1_000_000) < Math.round(probability * 1_000_000);
}
