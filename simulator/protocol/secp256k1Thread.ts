/**
 * libsecp256k1 on a second thread: recovering signers and signing leave the event loop, which
 * goes on parsing and checking the next requests meanwhile (docs/performance.md). Answers are
 * handed out strictly in the order they were asked for, whatever the thread's timing, so callers
 * that await them alike resume in that order, and in-process clients that ask in a fixed order
 * (the simulation's traders) see their writes land in that order (docs/decisions.md).
 *
 * Requests and answers travel through a ring of slots in shared memory; the thread sleeps on the
 * ring's write counter, and after an answer posts a message only if the event loop asked for one
 * since its last: one message hands out every answer written by the time it is read.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Slots in the ring: requests beyond it wait in a queue on this side. */
const SLOTS = 1024;
/**
 * One slot. Asked: [0] the operation, [1] a recovery id, [2, 34) the hash, [34, 98) r ‖ s to
 * recover from, or [34, 66) the key to sign with or to derive the address of. Answered:
 * [STATUS_AT] the status, the address at [ADDRESS_AT, +20), or the signature's r ‖ s at [34, 98)
 * and its recovery id at [1].
 */
const SLOT_BYTES = 128;
const RECOVER = 1;
const SIGN = 2;
const ADDRESS_OF_KEY = 3;
const STATUS_AT = 98;
const ADDRESS_AT = 99;
/**
 * Int32 counters at the head of the shared buffer: requests written, requests answered, and
 * whether the event loop waits for a message (the thread posts one after its next answer, so
 * that answers are handed out as they come rather than when the thread has caught up).
 */
const WRITTEN = 0;
const ANSWERED = 1;
const WAKE = 2;
/** Set while the thread sleeps: only then does a request need to wake it (a wake is a system call). */
const SLEEPING = 3;
const HEADER_BYTES = 16;

const STATUS_OK = 1;
const STATUS_FAILED = 2;

/** An answer awaited: `take` reads it from its slot (undefined when the operation failed). */
type Pending = {
  take: (slot: Uint8Array) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** A request the full ring could not take yet: its slot's bytes, copied. */
type Waiting = { slot: Uint8Array; pending: Pending };

/** The worker's source: self-contained, loads the two native bindings by path. */
const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const secp256k1 = require(workerData.secp256k1Path);
const loadBinding = require(workerData.nodeGypBuildPath);
const KeccakState = loadBinding(workerData.keccakDirectory);
const sponge = new KeccakState();
const counters = new Int32Array(workerData.shared, 0, 4);
const bytes = new Uint8Array(workerData.shared, ${HEADER_BYTES});
const publicKey = new Uint8Array(65);
function writeAddress(slot) {
  sponge.initialize(1088, 512);
  sponge.absorb(Buffer.from(publicKey.buffer, publicKey.byteOffset + 1, 64));
  sponge.absorbLastFewBits(0x01);
  slot.set(sponge.squeeze(32).subarray(12), ${ADDRESS_AT});
}
function answer(slot) {
  if (slot[0] === ${RECOVER}) {
    secp256k1.ecdsaRecover(slot.subarray(34, 98), slot[1], slot.subarray(2, 34), false, publicKey);
    writeAddress(slot);
  } else if (slot[0] === ${ADDRESS_OF_KEY}) {
    secp256k1.publicKeyCreate(slot.subarray(34, 66), false, publicKey);
    writeAddress(slot);
  } else {
    const { recid } = secp256k1.ecdsaSign(slot.subarray(2, 34), slot.slice(34, 66), {}, slot.subarray(34, 98));
    slot[1] = recid;
  }
}
let seen = 0;
for (;;) {
  Atomics.store(counters, ${SLEEPING}, 1);
  Atomics.wait(counters, ${WRITTEN}, seen);
  Atomics.store(counters, ${SLEEPING}, 0);
  let written = Atomics.load(counters, ${WRITTEN});
  while (seen !== written) {
    const offset = ((seen >>> 0) % ${SLOTS}) * ${SLOT_BYTES};
    const slot = bytes.subarray(offset, offset + ${SLOT_BYTES});
    try {
      answer(slot);
      slot[${STATUS_AT}] = ${STATUS_OK};
    } catch {
      slot[${STATUS_AT}] = ${STATUS_FAILED};
    }
    seen = (seen + 1) | 0;
    Atomics.store(counters, ${ANSWERED}, seen);
    if (Atomics.compareExchange(counters, ${WAKE}, 1, 0) === 1) parentPort.postMessage(null);
    if (seen === written) written = Atomics.load(counters, ${WRITTEN});
  }
}
`;

export type Secp256k1Thread = {
  /**
   * The lower-case address whose key signed `hash` as (`compact`, `recid`) (low-s, recid 0/1),
   * or undefined when no key recovers. `compact` and `hash` are copied at once.
   */
  recoverAddress(compact: Uint8Array, recid: number, hash: Uint8Array): Promise<string | undefined>;
  /** r ‖ s and the recovery id of `key` over `digest` (RFC 6979, low-s), or undefined for an invalid key. */
  sign(digest: Uint8Array, key: Uint8Array): Promise<{ signature: Uint8Array; recid: number } | undefined>;
  /** The lower-case address of `key`, or undefined for an invalid key. */
  addressOfKey(key: Uint8Array): Promise<string | undefined>;
};

/** The address an answer carries, lower-case hex. */
function addressIn(answer: Uint8Array): string {
  return `0x${Buffer.from(answer.buffer, answer.byteOffset + ADDRESS_AT, 20).toString('hex')}`;
}

class RingThread implements Secp256k1Thread {
  readonly #counters: Int32Array;
  readonly #bytes: Uint8Array;
  readonly #shared: SharedArrayBuffer;
  /** Answers not yet delivered, in request order. */
  readonly #pending: Pending[] = [];
  /** Requests the full ring could not take yet. */
  readonly #waiting: Waiting[] = [];
  #written = 0;
  #delivered = 0;
  readonly #worker: Worker;
  #failed: unknown;

  constructor(paths: { secp256k1Path: string; nodeGypBuildPath: string; keccakDirectory: string }) {
    this.#shared = new SharedArrayBuffer(HEADER_BYTES + SLOTS * SLOT_BYTES);
    this.#counters = new Int32Array(this.#shared, 0, 4);
    this.#bytes = new Uint8Array(this.#shared, HEADER_BYTES);
    this.#worker = new Worker(workerSource, { eval: true, workerData: { ...paths, shared: this.#shared } });
    this.#worker.unref();
    this.#worker.on('message', () => this.#deliver());
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the secp256k1 thread exited (${code})`)));
  }

  recoverAddress(compact: Uint8Array, recid: number, hash: Uint8Array): Promise<string | undefined> {
    const slot = new Uint8Array(STATUS_AT);
    slot[0] = RECOVER;
    slot[1] = recid;
    slot.set(hash, 2);
    slot.set(compact, 34);
    return this.#ask(slot, addressIn);
  }

  addressOfKey(key: Uint8Array): Promise<string | undefined> {
    const slot = new Uint8Array(STATUS_AT);
    slot[0] = ADDRESS_OF_KEY;
    slot.set(key, 34);
    return this.#ask(slot, addressIn);
  }

  sign(digest: Uint8Array, key: Uint8Array): Promise<{ signature: Uint8Array; recid: number } | undefined> {
    const slot = new Uint8Array(STATUS_AT);
    slot[0] = SIGN;
    slot.set(digest, 2);
    slot.set(key, 34);
    return this.#ask(slot, (answer) => ({ signature: answer.slice(34, 98), recid: answer[1]! }));
  }

  #ask<T>(slot: Uint8Array, take: (answer: Uint8Array) => T): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      const pending = { take, resolve: resolve as (value: unknown) => void, reject };
      if (this.#failed !== undefined) reject(this.#failed);
      else if (((this.#written - this.#delivered) | 0) >= SLOTS || this.#waiting.length > 0)
        this.#waiting.push({ slot, pending });
      else this.#write(slot, pending);
    });
  }

  #write(slot: Uint8Array, pending: Pending) {
    this.#bytes.set(slot, ((this.#written >>> 0) % SLOTS) * SLOT_BYTES);
    this.#pending.push(pending);
    this.#written = (this.#written + 1) | 0;
    if (this.#pending.length === 1) this.#worker.ref();
    Atomics.store(this.#counters, WAKE, 1);
    Atomics.store(this.#counters, WRITTEN, this.#written);
    // The thread marks itself asleep before it checks the counter stored above: either it sees
    // the new count and stays awake, or this sees the mark and wakes it.
    if (Atomics.load(this.#counters, SLEEPING) === 1) Atomics.notify(this.#counters, WRITTEN);
  }

  /** Hands out every answer the thread has written, in request order, then refills the ring. */
  #deliver() {
    const delivered: [Pending, unknown][] = [];
    for (;;) {
      this.#take(delivered);
      if (this.#pending.length === 0) break;
      // Asks for the next message, then takes what was answered meanwhile (no message follows it).
      Atomics.store(this.#counters, WAKE, 1);
      if (Atomics.load(this.#counters, ANSWERED) === this.#delivered) break;
    }
    while (this.#waiting.length > 0 && ((this.#written - this.#delivered) | 0) < SLOTS) {
      const { slot, pending } = this.#waiting.shift()!;
      this.#write(slot, pending);
    }
    if (this.#pending.length === 0) this.#worker.unref();
    for (const [pending, value] of delivered) pending.resolve(value);
  }

  /** Reads the answers written since the last, in request order, into `delivered`. */
  #take(delivered: [Pending, unknown][]) {
    const answered = Atomics.load(this.#counters, ANSWERED);
    while (this.#delivered !== answered) {
      const offset = ((this.#delivered >>> 0) % SLOTS) * SLOT_BYTES;
      const answer = this.#bytes.subarray(offset, offset + SLOT_BYTES);
      const pending = this.#pending.shift()!;
      delivered.push([pending, answer[STATUS_AT] === STATUS_OK ? pending.take(answer) : undefined]);
      this.#delivered = (this.#delivered + 1) | 0;
    }
  }

  /** Whether the thread stopped: every request since was, and every later one is, refused. */
  get failed(): boolean {
    return this.#failed !== undefined;
  }

  /** Stops the thread; requests not yet answered are refused. */
  async close(): Promise<void> {
    this.#fail(new Error('the secp256k1 thread was closed'));
    await this.#worker.terminate();
  }

  #fail(error: unknown) {
    if (this.#failed !== undefined) return;
    this.#failed = error;
    for (const pending of this.#pending.splice(0)) pending.reject(error);
    for (const { pending } of this.#waiting.splice(0)) pending.reject(error);
  }
}

/**
 * A thread of its own (`secp256k1Thread` shares one per process), or null where it cannot run (no
 * native bindings, no shared memory).
 */
export function startSecp256k1Thread():
  (Secp256k1Thread & { readonly failed: boolean; close(): Promise<void> }) | null {
  try {
    const require = createRequire(import.meta.url);
    const nodeGypBuildPath = require.resolve('node-gyp-build');
    const loadBinding = require(nodeGypBuildPath) as (directory: string) => unknown;
    const secp256k1Directory = require.resolve('secp256k1/package.json').replace(/package\.json$/, '');
    const keccakDirectory = require.resolve('keccak/package.json').replace(/package\.json$/, '');
    // Both bindings must load here before the thread relies on them.
    loadBinding(secp256k1Directory);
    loadBinding(keccakDirectory);
    return new RingThread({ secp256k1Path: require.resolve('secp256k1'), nodeGypBuildPath, keccakDirectory });
  } catch {
    return null;
  }
}

let shared: ReturnType<typeof startSecp256k1Thread> | undefined;
let allowed = true;

/**
 * Whether `secp256k1Thread` may hand out the process's thread (the server's `SIGNATURE_THREAD`);
 * when not, callers compute in the event loop.
 */
export function allowSecp256k1Thread(allow: boolean): void {
  allowed = allow;
}

/**
 * The process's secp256k1 thread, started on first use; null where it would not pay (one CPU),
 * is not allowed, cannot run (no native bindings) or has failed: then callers compute in the event
 * loop, as they would without it.
 */
export function secp256k1Thread(): Secp256k1Thread | null {
  if (!allowed) return null;
  if (shared === undefined) shared = availableParallelism() < 2 ? null : startSecp256k1Thread();
  return shared === null || shared.failed ? null : shared;
}
