/**
 * The signed example of openapi/orderbook.yaml (`OrderCreationEip712`, `OrderUid`,
 * `OrderCancellationsRequest`), a known-good vector: a real key signed it, and the uid and
 * signatures verify on mainnet. `exampleOrder.test.ts` checks these values against the document.
 */
import type { Address, Hex } from 'viem';
import type { Order } from '../hashOrder.js';

/** The key that signed the example (a well-known test key: never fund it). */
export const examplePrivateKey: Hex = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
export const exampleOwner: Address = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
export const exampleAppData = '{"appCode":"batchbook-example","metadata":{},"version":"1.4.0"}';
export const exampleAppDataHash: Hex = '0xd5b8d019c222cde9b4bd8d5d76ed528a83c531a944f610473ac12d73a5236299';

export const exampleOrder: Order = {
  sellToken: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  receiver: null,
  sellAmount: 1_000_000_000_000_000_000n,
  buyAmount: 3_150_000_000n,
  validTo: 1795000000,
  appData: exampleAppDataHash,
  feeAmount: 0n,
  kind: 'sell',
  partiallyFillable: false,
  sellTokenBalance: 'erc20',
  buyTokenBalance: 'erc20',
};

/** EIP-712 signature of {@link exampleOrder} on mainnet. */
export const exampleSignature: Hex =
  '0x9ade5f008d6c8ddc95a75e218d4fffb3a1fe5d64c7cad7f53c62d3a373ac7a433964b534571fe8b737d45552cceb62f29ec75039f54b57a30045da2634bd86af1b';
export const exampleDigest: Hex = '0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e';
export const exampleUid: Hex =
  '0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0';
/** EIP-712 `OrderCancellations([exampleUid])` signature on mainnet. */
export const exampleCancellationsSignature: Hex =
  '0xc3cbe4c77ae80e19138f4ebd85b5df2f67e4a58144549030da9c2e05aa17cef342949fd2a82f720eb704c21c3fdebe527b2d63b17bfb39c4167efe2e3b21ba651c';
