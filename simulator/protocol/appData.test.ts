import { MetadataApi } from '@cowprotocol/sdk-app-data';
import { setGlobalAdapter } from '@cowprotocol/sdk-common';
import { ViemAdapter } from '@cowprotocol/sdk-viem-adapter';
import { createPublicClient, http, keccak256, stringToHex } from 'viem';
import { mainnet } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import {
  APP_DATA_MAX_BYTES,
  EMPTY_APP_DATA,
  EMPTY_APP_DATA_HASH,
  EMPTY_PROTOCOL_APP_DATA,
  ZERO_APP_DATA_HASH,
  hashAppData,
  parseAppData,
  type ParseAppDataErrorReason,
  type ProtocolAppData,
} from './appData.js';
import { exampleAppData, exampleAppDataHash, exampleUid } from './testing/exampleOrder.js';

const a1 = '0x1111111111111111111111111111111111111111';
const a2 = '0x2222222222222222222222222222222222222222';

function protocolOf(text: string): ProtocolAppData {
  const result = parseAppData(text);
  if (!result.success) throw new Error(`${result.reason}: ${result.message}`);
  return result.appData.protocol;
}

function failureOf(text: string): { reason: ParseAppDataErrorReason; message: string } {
  const result = parseAppData(text);
  if (result.success) throw new Error(`expected ${text} to be rejected`);
  return { reason: result.reason, message: result.message };
}

describe('hashAppData', () => {
  test('default: the hash of {} (docs/protocol.md#app-data)', () => {
    expect(hashAppData(EMPTY_APP_DATA)).toBe('0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d');
    expect(EMPTY_APP_DATA_HASH).toBe(hashAppData('{}'));
    expect(ZERO_APP_DATA_HASH).toBe(`0x${'0'.repeat(64)}`);
  });

  test('behavior: the OpenAPI example document', () => {
    expect(hashAppData(exampleAppData)).toBe(exampleAppDataHash);
  });

  test('behavior: exact bytes, no canonicalisation', () => {
    expect(hashAppData('{ }')).not.toBe(hashAppData('{}'));
    expect(hashAppData('{"a":1,"b":2}')).not.toBe(hashAppData('{"b":2,"a":1}'));
  });

  test('behavior: UTF-8 bytes of non-ASCII text', () => {
    const text = '{"appCode":"CoW Swap 🐮 ü"}';
    expect(hashAppData(text)).toBe(keccak256(stringToHex(text)));
    expect(hashAppData(text)).toBe(keccak256(Buffer.from(text, 'utf8')));
  });
});

describe('parseAppData', () => {
  test('default: {} has no protocol keys', () => {
    const result = parseAppData('{}');
    expect(result).toEqual({
      success: true,
      appData: { hash: EMPTY_APP_DATA_HASH, document: '{}', root: {}, protocol: EMPTY_PROTOCOL_APP_DATA },
    });
  });

  test('behavior: documents without protocol keys are valid', () => {
    expect(protocolOf(exampleAppData)).toEqual(EMPTY_PROTOCOL_APP_DATA);
    expect(protocolOf('{"appCode":"CoW Swap","metadata":{"quote":{"slippageBips":"50"}},"version":"0.9.0"}')).toEqual(
      EMPTY_PROTOCOL_APP_DATA,
    );
    expect(protocolOf('{"hello":"world","metadata":null}')).toEqual(EMPTY_PROTOCOL_APP_DATA);
  });

  test('behavior: every protocol key under metadata', () => {
    const document = JSON.stringify({
      metadata: {
        hooks: {
          pre: [{ target: a1.toUpperCase().replace('0X', '0x'), callData: '0x', gasLimit: '21000' }],
          post: [{ target: a2, callData: '0xABcd', gasLimit: '18446744073709551615', dappId: 'ignored' }],
        },
        signer: a1,
        replacedOrder: { uid: exampleUid.toUpperCase().replace('0X', '0x') },
        partnerFee: { volumeBps: 10, recipient: a2 },
        flashloan: { liquidityProvider: a1, protocolAdapter: a2, receiver: a1, token: a2, amount: '0xff' },
        wrappers: [
          { address: a1, data: '0x01' },
          { address: a2, data: '0x', isOmittable: true },
        ],
        validFrom: 1795000000,
        enableFastPath: false,
      },
    });
    expect(protocolOf(document)).toEqual({
      hooks: {
        pre: [{ target: a1, callData: '0x', gasLimit: 21000n }],
        post: [{ target: a2, callData: '0xabcd', gasLimit: 2n ** 64n - 1n }],
      },
      signer: a1,
      replacedOrder: { uid: exampleUid },
      partnerFees: [{ kind: 'volume', volumeBps: 10, recipient: a2 }],
      flashloan: { liquidityProvider: a1, protocolAdapter: a2, receiver: a1, token: a2, amount: 255n },
      wrappers: [
        { address: a1, data: '0x01', isOmittable: false },
        { address: a2, data: '0x', isOmittable: true },
      ],
      validFrom: 1795000000,
    } satisfies ProtocolAppData);
  });

  test('behavior: partnerFee is one object or a list, in every policy shape', () => {
    expect(
      protocolOf(
        JSON.stringify({
          metadata: {
            partnerFee: [
              { volumeBps: 5, recipient: a1 },
              { bps: 7, recipient: a1 },
              { surplusBps: 50, maxVolumeBps: 100, recipient: a2 },
              { priceImprovementBps: 30, maxVolumeBps: 90, recipient: a2 },
            ],
          },
        }),
      ).partnerFees,
    ).toEqual([
      { kind: 'volume', volumeBps: 5, recipient: a1 },
      { kind: 'volume', volumeBps: 7, recipient: a1 },
      { kind: 'surplus', surplusBps: 50, maxVolumeBps: 100, recipient: a2 },
      { kind: 'priceImprovement', priceImprovementBps: 30, maxVolumeBps: 90, recipient: a2 },
    ]);
  });

  test('behavior: the legacy backend object gives hooks only, and only without metadata', () => {
    const hooks = { pre: [{ target: a1, callData: '0x', gasLimit: '0' }] };
    expect(protocolOf(JSON.stringify({ backend: { hooks } })).hooks.pre).toEqual([
      { target: a1, callData: '0x', gasLimit: 0n },
    ]);
    expect(protocolOf(JSON.stringify({ metadata: {}, backend: { hooks } }))).toEqual(EMPTY_PROTOCOL_APP_DATA);
  });

  test('behavior: the size limit is 8192 UTF-8 bytes', () => {
    const fits = `{"a":"${'x'.repeat(APP_DATA_MAX_BYTES - 8)}"}`;
    expect(new TextEncoder().encode(fits).length).toBe(APP_DATA_MAX_BYTES);
    expect(parseAppData(fits).success).toBe(true);
    const tooLarge = `{"a":"${'x'.repeat(APP_DATA_MAX_BYTES - 9)}ü"}`;
    expect(tooLarge.length).toBe(APP_DATA_MAX_BYTES);
    expect(failureOf(tooLarge)).toEqual({
      reason: 'tooLarge',
      message: 'app data has byte size 8193 which is larger than limit 8192',
    });
  });

  test.each([
    ['invalidJson', 'hello world'],
    ['invalidJson', ''],
    ['invalidJson', '{"a":1,}'],
    ['notAnObject', '[]'],
    ['notAnObject', 'null'],
    ['notAnObject', '"{}"'],
    ['notAnObject', '42'],
    ['notWellFormed', '{"a":"\ud800"}'],
    ['enableFastPath', '{"metadata":{"enableFastPath":true}}'],
  ] as const)('behavior: %s for %j', (reason, text) => {
    expect(failureOf(text).reason).toBe(reason);
  });

  test.each([
    ['metadata', { metadata: [1] }],
    ['backend', { backend: 'x' }],
    ['metadata.hooks', { metadata: { hooks: null } }],
    ['metadata.hooks.pre', { metadata: { hooks: { pre: {} } } }],
    [
      'metadata.hooks.pre[0].target',
      { metadata: { hooks: { pre: [{ target: '0x12', callData: '0x', gasLimit: '1' }] } } },
    ],
    [
      'metadata.hooks.post[0].callData',
      { metadata: { hooks: { post: [{ target: a1, callData: '0x1', gasLimit: '1' }] } } },
    ],
    [
      'metadata.hooks.post[0].callData',
      { metadata: { hooks: { post: [{ target: a1, callData: 'ab', gasLimit: '1' }] } } },
    ],
    [
      'metadata.hooks.pre[0].gasLimit',
      { metadata: { hooks: { pre: [{ target: a1, callData: '0x', gasLimit: 21000 }] } } },
    ],
    [
      'metadata.hooks.pre[0].gasLimit',
      { metadata: { hooks: { pre: [{ target: a1, callData: '0x', gasLimit: '-1' }] } } },
    ],
    [
      'metadata.hooks.pre[0].gasLimit',
      { metadata: { hooks: { pre: [{ target: a1, callData: '0x', gasLimit: '18446744073709551616' }] } } },
    ],
    ['metadata.signer', { metadata: { signer: a1.slice(2) } }],
    ['metadata.replacedOrder.uid', { metadata: { replacedOrder: { uid: exampleUid.slice(2) } } }],
    ['metadata.replacedOrder', { metadata: { replacedOrder: 'x' } }],
    ['metadata.partnerFee', { metadata: { partnerFee: { recipient: a1 } } }],
    ['metadata.partnerFee', { metadata: { partnerFee: { volumeBps: 1, surplusBps: 1, recipient: a1 } } }],
    ['metadata.partnerFee', { metadata: { partnerFee: { surplusBps: 1, recipient: a1 } } }],
    ['metadata.partnerFee', { metadata: { partnerFee: null } }],
    [
      'metadata.partnerFee[1].recipient',
      { metadata: { partnerFee: [{ volumeBps: 1, recipient: a1 }, { volumeBps: 1 }] } },
    ],
    ['metadata.partnerFee.volumeBps', { metadata: { partnerFee: { volumeBps: 1.5, recipient: a1 } } }],
    ['metadata.partnerFee.volumeBps', { metadata: { partnerFee: { volumeBps: '10', recipient: a1 } } }],
    ['metadata.flashloan.amount', { metadata: { flashloan: { token: a1, amount: 1 } } }],
    ['metadata.flashloan.token', { metadata: { flashloan: { amount: '1' } } }],
    ['metadata.flashloan.receiver', { metadata: { flashloan: { token: a1, amount: '1', receiver: 'me' } } }],
    ['metadata.wrappers', { metadata: { wrappers: null } }],
    ['metadata.wrappers[0].data', { metadata: { wrappers: [{ address: a1 }] } }],
    ['metadata.wrappers[0].isOmittable', { metadata: { wrappers: [{ address: a1, data: '0x', isOmittable: 'yes' }] } }],
    ['metadata.validFrom', { metadata: { validFrom: -1 } }],
    ['metadata.validFrom', { metadata: { validFrom: 2 ** 32 } }],
    ['metadata.validFrom', { metadata: { validFrom: 'tomorrow' } }],
  ])('behavior: rejects a malformed %s', (path, document) => {
    const failure = failureOf(JSON.stringify(document));
    expect(failure.reason).toBe('invalidProtocolKey');
    expect(failure.message.startsWith(`${path}: `)).toBe(true);
  });

  test('behavior: accepts what @cowprotocol/sdk-app-data generates and hashes it the same way', async () => {
    const adapter = new ViemAdapter({
      provider: createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:1') }),
    });
    setGlobalAdapter(adapter);
    const api = new MetadataApi(adapter);
    const document = await api.generateAppDataDoc({
      appCode: 'batchbook',
      metadata: {
        hooks: { pre: [{ target: a1, callData: '0x1234', gasLimit: '21000' }], post: [] },
        partnerFee: { volumeBps: 10, recipient: a2 },
        replacedOrder: { uid: exampleUid },
        signer: a1,
      },
    } as Parameters<MetadataApi['generateAppDataDoc']>[0]);
    // The SDK uploads json-stringify-deterministic output (sorted keys), not JSON.stringify.
    const { appDataContent, appDataHex } = await api.getAppDataInfo(document);
    const result = parseAppData(appDataContent);
    expect(result.success && result.appData.hash).toBe(appDataHex);
    expect(result.success && result.appData.protocol).toEqual({
      ...EMPTY_PROTOCOL_APP_DATA,
      hooks: { pre: [{ target: a1, callData: '0x1234', gasLimit: 21000n }], post: [] },
      partnerFees: [{ kind: 'volume', volumeBps: 10, recipient: a2 }],
      replacedOrder: { uid: exampleUid },
      signer: a1,
    });
  });
});
