import { expect } from 'vitest';
import { uint256Overflow } from '../fixtures/values.js';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';

// @NOTE the checks run in docs/protocol.md#validation-order's order and the signature (step 3) comes before
// validTo, balances and duplicates, so those cases need a signed order: they are flows in
// conformance/scenarios/ (quote → order → auction → fill, presign, eip1271, replacement).
// Here: what fails before the signature is looked at.
describeOperation(
  'createOrder',
  ({ realOnly }) => {
    realOnly('behavior: a sellAmount above uint256 is 400 SellAmountOverflow', async ({ clients, operation }) => {
      const order = exampleRequest(operation).body as any;
      const { error, response } = await clients.orderbook.POST('/api/v1/orders', {
        body: { ...order, sellAmount: uint256Overflow },
      });
      expect(response.status).toBe(400);
      expect(error?.errorType).toBe('SellAmountOverflow');
    });

    realOnly('behavior: a buyAmount above uint256 is 400 BuyAmountOverflow', async ({ clients, operation }) => {
      const order = exampleRequest(operation).body as any;
      const { error, response } = await clients.orderbook.POST('/api/v1/orders', {
        body: { ...order, buyAmount: uint256Overflow },
      });
      expect(response.status).toBe(400);
      expect(error?.errorType).toBe('BuyAmountOverflow');
    });

    realOnly('behavior: app data text that is not JSON is 400 InvalidAppData', async ({ clients, operation }) => {
      const order = exampleRequest(operation).body as any;
      const { appDataHash: _hash, ...withoutHash } = order;
      const { error, response } = await clients.orderbook.POST('/api/v1/orders', {
        body: { ...withoutHash, appData: 'not json' },
      });
      expect(response.status).toBe(400);
      expect(error?.errorType).toBe('InvalidAppData');
    });
  },
  { writes: true },
);
