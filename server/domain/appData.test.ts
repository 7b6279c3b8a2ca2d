import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { EMPTY_APP_DATA_HASH, hashAppData } from '../../simulator/index.js';
import { getAppData, normalizeAppDataHash, registerAppData, type AppDataRegistry } from './appData.js';
import { AppDataError, NotFoundError } from './errors.js';

const document = '{"appCode":"batchbook-example","metadata":{},"version":"1.4.0"}';
const documentHash = '0xd5b8d019c222cde9b4bd8d5d76ed528a83c531a944f610473ac12d73a5236299';

function memoryRegistry(initial: Record<string, string> = {}): AppDataRegistry & { rows: Map<Hex, string> } {
  const rows = new Map(Object.entries(initial) as [Hex, string][]);
  return {
    rows,
    getFullAppData: (hash) => rows.get(hash),
    insertFullAppData(hash, fullAppData) {
      if (rows.has(hash)) return false;
      rows.set(hash, fullAppData);
      return true;
    },
  };
}

function errorOf(run: () => unknown): AppDataError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppDataError) return error;
    throw error;
  }
  throw new Error('expected an AppDataError');
}

describe('registerAppData', () => {
  test('default: a new document is stored under its hash', () => {
    const registry = memoryRegistry();
    expect(registerAppData(registry, { fullAppData: document })).toEqual({ hash: documentHash, created: true });
    expect(registry.rows.get(documentHash)).toBe(document);
  });

  test('behavior: the same document again is known, not created', () => {
    const registry = memoryRegistry();
    registerAppData(registry, { fullAppData: document });
    expect(registerAppData(registry, { fullAppData: document, expectedHash: documentHash })).toEqual({
      hash: documentHash,
      created: false,
    });
  });

  test('behavior: the expected hash may omit 0x and use any case', () => {
    const registry = memoryRegistry();
    expect(
      registerAppData(registry, { fullAppData: document, expectedHash: documentHash.slice(2).toUpperCase() }),
    ).toEqual({ hash: documentHash, created: true });
  });

  test('behavior: AppDataHashMismatch names both hashes', () => {
    const error = errorOf(() => registerAppData(memoryRegistry(), { fullAppData: '{}', expectedHash: documentHash }));
    expect(error.errorType).toBe('AppDataHashMismatch');
    expect(error.description).toBe(`calculated ${EMPTY_APP_DATA_HASH}, provided ${documentHash}`);
  });

  test.each([
    ['not JSON', 'hello'],
    ['not an object', '[]'],
    ['too large', `{"a":"${'x'.repeat(8192)}"}`],
    ['a malformed protocol key', '{"metadata":{"signer":"me"}}'],
    ['enableFastPath', '{"metadata":{"enableFastPath":true}}'],
  ])('behavior: %s is AppDataInvalid, before the hash comparison', (_name, fullAppData) => {
    const registry = memoryRegistry();
    const error = errorOf(() => registerAppData(registry, { fullAppData, expectedHash: documentHash }));
    expect(error.errorType).toBe('AppDataInvalid');
    expect(registry.rows.size).toBe(0);
  });

  test('behavior: another text stored under the hash is AppDataMismatch', () => {
    const registry = memoryRegistry({ [documentHash]: '{"something":"else"}' });
    const error = errorOf(() => registerAppData(registry, { fullAppData: document }));
    expect(error.errorType).toBe('AppDataMismatch');
    expect(registry.rows.get(documentHash)).toBe('{"something":"else"}');
  });

  test('behavior: a registration that loses a race compares with the winner', () => {
    const racing = (winner: string): AppDataRegistry => {
      let reads = 0;
      return {
        getFullAppData: () => (reads++ === 0 ? undefined : winner),
        insertFullAppData: () => false,
      };
    };
    expect(registerAppData(racing(document), { fullAppData: document })).toEqual({
      hash: documentHash,
      created: false,
    });
    expect(errorOf(() => registerAppData(racing('{"a":1}'), { fullAppData: document })).errorType).toBe(
      'AppDataMismatch',
    );
  });
});

describe('getAppData', () => {
  test('default: a registered document', () => {
    const registry = memoryRegistry({ [documentHash]: document });
    expect(getAppData(registry, documentHash)).toBe(document);
    expect(getAppData(registry, documentHash.slice(2).toUpperCase())).toBe(document);
  });

  test('behavior: the zero hash and the hash of {} always resolve to {}', () => {
    const registry = memoryRegistry();
    expect(getAppData(registry, `0x${'0'.repeat(64)}`)).toBe('{}');
    expect(getAppData(registry, '0'.repeat(64))).toBe('{}');
    expect(getAppData(registry, hashAppData('{}'))).toBe('{}');
  });

  test('behavior: an unknown hash is NotFound', () => {
    expect(() => getAppData(memoryRegistry(), documentHash)).toThrow(NotFoundError);
  });
});

describe('normalizeAppDataHash', () => {
  test('default', () => {
    expect(normalizeAppDataHash(documentHash.toUpperCase().replace('0X', '0x'))).toBe(documentHash);
    expect(normalizeAppDataHash(documentHash.slice(2))).toBe(documentHash);
  });

  test('behavior: anything else is a RangeError', () => {
    expect(() => normalizeAppDataHash('0x1234')).toThrow(RangeError);
  });
});
