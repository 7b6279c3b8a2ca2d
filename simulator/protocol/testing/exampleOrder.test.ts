import { readFileSync } from 'node:fs';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import {
  exampleAppData,
  exampleAppDataHash,
  exampleCancellationsSignature,
  exampleOrder,
  exampleOwner,
  examplePrivateKey,
  exampleSignature,
  exampleUid,
} from './exampleOrder.js';

const document = JSON.parse(
  readFileSync(new URL('../../../generated/orderbook/openapi.json', import.meta.url), 'utf8'),
) as { components: { examples: Record<string, { value: any }> } };
const examples = document.components.examples;

describe('exampleOrder', () => {
  test('default: matches openapi/orderbook.yaml OrderCreationEip712', () => {
    const body = examples['OrderCreationEip712']!.value;
    expect({
      sellToken: body.sellToken,
      buyToken: body.buyToken,
      receiver: body.receiver,
      sellAmount: BigInt(body.sellAmount),
      buyAmount: BigInt(body.buyAmount),
      validTo: body.validTo,
      appData: body.appDataHash,
      feeAmount: BigInt(body.feeAmount),
      kind: body.kind,
      partiallyFillable: body.partiallyFillable,
      sellTokenBalance: body.sellTokenBalance,
      buyTokenBalance: body.buyTokenBalance,
    }).toEqual(exampleOrder);
    expect(body.appData).toBe(exampleAppData);
    expect(body.appDataHash).toBe(exampleAppDataHash);
    expect(body.signature).toBe(exampleSignature);
    expect(body.from).toBe(exampleOwner);
    expect(privateKeyToAddress(examplePrivateKey)).toBe(exampleOwner);
  });

  test('behavior: matches the OrderUid and OrderCancellationsRequest examples', () => {
    expect(examples['OrderUid']!.value).toBe(exampleUid);
    expect(examples['OrderCancellationsRequest']!.value).toEqual({
      orderUids: [exampleUid],
      signature: exampleCancellationsSignature,
      signingScheme: 'eip712',
    });
  });
});
