import { describe, expect, test } from 'vitest';
import { loadDocument, resolveRef } from '../../conformance/setup/openapiDocuments.js';
import {
  ApiError,
  CompanionError,
  NativePriceError,
  OrderCancellationError,
  OrderPostError,
  PriceEstimationError,
} from '../domain/errors.js';
import { orderbookStatus, statusOfApiError, toCompanionErrorResponse, toOrderbookErrorResponse } from './errorBody.js';

describe('statusOfApiError', () => {
  test('behavior: every errorType the order-book document declares has a status', () => {
    const document = loadDocument('orderbook');
    const declared = new Set<string>();
    for (const schema of Object.values<any>(document.components?.schemas ?? {})) {
      for (const value of schema.properties?.errorType?.enum ?? []) declared.add(value);
    }
    expect(declared.size).toBeGreaterThan(40);
    for (const errorType of declared) expect(orderbookStatus).toHaveProperty(errorType);
  });

  test('behavior: every documented (operation, status, errorType) renders with that status', () => {
    const document = loadDocument('orderbook');
    const mismatches: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
          const schema = resolveRef(document, resolveRef(document, response).content?.['application/json']?.schema);
          for (const errorType of schema?.properties?.errorType?.enum ?? []) {
            // The error classes that the operation's domain code throws.
            type AnyApiErrorClass = new (errorType: never, description: string) => ApiError;
            const families: Record<string, AnyApiErrorClass[]> = {
              createOrder: [OrderPostError, OrderCancellationError],
              quote: [PriceEstimationError],
              cancelOrder: [OrderCancellationError],
              cancelOrders: [OrderCancellationError],
              getTokenNativePrice: [NativePriceError],
            };
            const candidates = [...(families[operation.operationId] ?? []), ApiError as AnyApiErrorClass].map(
              (ErrorClass) => statusOfApiError(new ErrorClass(errorType as never, '')),
            );
            if (!candidates.includes(Number(status) as never))
              mismatches.push(`${method} ${path} ${status} ${errorType}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('behavior: NoLiquidity is 400 for quotes and 404 for submissions', () => {
    expect(statusOfApiError(new PriceEstimationError('NoLiquidity', 'no route'))).toBe(400);
    expect(statusOfApiError(new OrderPostError('NoLiquidity', 'no route'))).toBe(404);
  });

  test('behavior: WrongOwner is 400 on submission and 401 on cancellation', () => {
    expect(statusOfApiError(new OrderPostError('WrongOwner', 'x'))).toBe(400);
    expect(statusOfApiError(new OrderCancellationError('WrongOwner', 'x'))).toBe(401);
  });
});

describe('toOrderbookErrorResponse', () => {
  test('default', () => {
    expect(toOrderbookErrorResponse(new OrderPostError('InsufficientValidTo', 'validTo is too soon'))).toEqual({
      status: 400,
      body: { errorType: 'InsufficientValidTo', description: 'validTo is too soon' },
      headers: {},
    });
  });

  test('behavior: data is included when present', () => {
    const error = new PriceEstimationError('SellAmountDoesNotCoverFee', 'fee too high', { data: { fee_amount: '5' } });
    expect(toOrderbookErrorResponse(error).body).toEqual({
      errorType: 'SellAmountDoesNotCoverFee',
      description: 'fee too high',
      data: { fee_amount: '5' },
    });
  });
});

describe('toCompanionErrorResponse', () => {
  test('default', () => {
    expect(toCompanionErrorResponse(new CompanionError('notFound', 'Price not found'))).toEqual({
      status: 404,
      body: { message: 'Price not found' },
      headers: {},
    });
  });

  test('behavior: hooks failures use the hooks body and no-store', () => {
    expect(toCompanionErrorResponse(new CompanionError('unavailable', 'off'), 'getHooks')).toEqual({
      status: 503,
      body: { hooks: [], count: 0, error: 'off' },
      headers: { 'Cache-Control': 'no-store' },
    });
  });
});
