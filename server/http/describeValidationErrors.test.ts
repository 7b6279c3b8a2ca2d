import { describe, expect, test } from 'vitest';
import { bodyValidators, parameterValidators } from '../../generated/orderbook/validators.js';
import { describeValidationErrors } from './describeValidationErrors.js';

const quote = {
  sellToken: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  from: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
};

function describeBody(body: unknown) {
  const validate = bodyValidators.quote_body;
  expect(validate(body)).toBe(false);
  return describeValidationErrors(validate.errors, 'body');
}

describe('describeValidationErrors', () => {
  test('default: names the field and the rule', () => {
    expect(describeBody({ ...quote, sellToken: 'WETH', kind: 'sell', sellAmountAfterFee: '1' })).toBe(
      'sellToken: must match pattern "^0x[0-9a-fA-F]{40}$"',
    );
  });

  test('behavior: nested array items are named with their index', () => {
    const validate = bodyValidators.cancelOrders_body;
    expect(validate({ orderUids: ['0x12'], signature: `0x${'1'.repeat(130)}`, signingScheme: 'eip712' })).toBe(false);
    expect(describeValidationErrors(validate.errors, 'body')).toMatch(/^orderUids\[0\]: /);
  });

  test('behavior: a body matching no size shape lists what each shape misses', () => {
    expect(describeBody({ ...quote, kind: 'sell' })).toMatch(
      /^body: matches none of the documented shapes \(.*sellAmountBeforeFee: is required/,
    );
  });

  test('behavior: validTo with validFor is named', () => {
    expect(describeBody({ ...quote, kind: 'buy', buyAmountAfterFee: '1', validTo: 1, validFor: 1 })).toMatch(
      /valid(To|For): is not allowed here/,
    );
  });

  test('behavior: query parameters are coerced before validation and named when invalid', () => {
    const validate = parameterValidators.getUserOrders_query;
    const good: Record<string, unknown> = { limit: '25' };
    expect(validate(good)).toBe(true);
    expect(good).toEqual({ limit: 25, offset: 0 });
    expect(validate({ offset: '-1' })).toBe(false);
    expect(describeValidationErrors(validate.errors, 'query')).toBe('offset: must be >= 0');
  });
});
