import { domain as contractsDomain } from '@cowprotocol/contracts';
import { ethers } from 'ethers';
import { domainSeparator as viemDomainSeparator, keccak256, stringToHex } from 'viem';
import { describe, expect, test } from 'vitest';
import { EIP712_DOMAIN_TYPE_HASH, EIP712_DOMAIN_TYPE_STRING, domainSeparator, orderDomain } from './domain.js';
import { SETTLEMENT_CONTRACT, networks } from './networks.js';

/** docs/protocol.md#signing-domain, the domain separator table. */
const separators: Record<number, string> = {
  1: '0xc078f884a2676e1345748b1feace7b0abee5d00ecadb6e574dcdd109a63e8943',
  100: '0x8f05589c4b810bc2f706854508d66d447cd971f8354a4bb0b3471ceb0a466bc7',
  42161: '0x69d78e7a7cafcaf924483f99f65e8f4e303a99a446db7ab319f9d40e940bced2',
  8453: '0xd72ffa789b6fae41254d0b5a13e6e1e92ed947ec6a251edf1cf0b6c02c257b4b',
  11155111: '0xdaee378bd0eb30ddf479272accf91761e697bc00e067a268f95f1d2732ed230b',
  10: '0x8b0a8cfae2cbc58abe282d60702b062e70dbad06155abb1a82edf0cdbeb1f404',
  137: '0x132e0e39721b0cb53216fc42764f69c300d4d21e0caf24e0713b1e3e11120dc2',
  43114: '0x81fd4ff99b8f80b96c946c146cd5b79181aaf08ecb5808eeee1d047c1de267a5',
  56: '0x0cbb18dfca28d2ceac8c72a17289168e03c1ad121338f5573e3b0c3255207fc7',
  59144: '0xb219bb2b8733b80b7ebef0229e7f0c91436f9a0a5b9705fa519237ae0493addb',
  9745: '0xe1f9c97768e45812440cd3317c07069178cc2f69971fb204c0211d8bfb1f8e76',
  57073: '0x5aced6090755c424bc1d6bbd39a2cdf57e6abfb4663598f4c3c821fb942d52e0',
};

describe('orderDomain', () => {
  test('default', () => {
    expect(orderDomain(1)).toEqual({
      name: 'Gnosis Protocol',
      version: 'v2',
      chainId: 1,
      verifyingContract: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
    });
  });

  test('behavior: equals @cowprotocol/contracts domain(chainId, settlement)', () => {
    for (const { chainId } of networks) {
      expect(orderDomain(chainId)).toEqual(contractsDomain(chainId, SETTLEMENT_CONTRACT));
    }
  });

  test('behavior: rejects a non-positive or fractional chain id', () => {
    expect(() => orderDomain(0)).toThrow(RangeError);
    expect(() => orderDomain(1.5)).toThrow(RangeError);
  });
});

describe('domainSeparator', () => {
  test('default: the EIP712Domain type hash (docs/protocol.md#signing-domain)', () => {
    expect(keccak256(stringToHex(EIP712_DOMAIN_TYPE_STRING))).toBe(EIP712_DOMAIN_TYPE_HASH);
    expect(EIP712_DOMAIN_TYPE_HASH).toBe('0x8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f');
  });

  test.each(Object.entries(separators))('behavior: chain %s has the documented separator', (chainId, separator) => {
    expect(domainSeparator(Number(chainId))).toBe(separator);
    // A second call is served from the cache and must not differ.
    expect(domainSeparator(Number(chainId))).toBe(separator);
  });

  test('behavior: every served network is in the table', () => {
    for (const { chainId } of networks) expect(separators[chainId]).toBeDefined();
  });

  test('behavior: equals viem and ethers (used by @cowprotocol/contracts)', () => {
    for (const chainId of [...Object.keys(separators).map(Number), 5, 31337]) {
      const expected = domainSeparator(chainId);
      expect(viemDomainSeparator({ domain: orderDomain(chainId) })).toBe(expected);
      expect(ethers.utils._TypedDataEncoder.hashDomain(contractsDomain(chainId, SETTLEMENT_CONTRACT))).toBe(expected);
    }
  });
});
