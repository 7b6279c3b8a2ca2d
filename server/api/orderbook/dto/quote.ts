import type { Address, Hex } from 'viem';
import type { components } from '../../../../generated/orderbook/types.js';
import { U256_MAX } from '../../../domain/amounts.js';
import { InvalidParameterError, PriceEstimationError } from '../../../domain/errors.js';
import type { ResolvedAppData } from '../../../domain/orders/orderRules.js';
import { resolveAppData } from '../../../domain/orders/resolveAppData.js';
import type { AppDataStore } from '../../../domain/ports.js';
import type { ComputeQuoteParameters, ComputeQuoteReturnType, QuoteSide } from '../../../domain/quotes/computeQuote.js';

type QuoteRequestDto = components['schemas']['OrderQuoteRequest'];
type QuoteResponseDto = components['schemas']['OrderQuoteResponse'];

/** How the response echoes app data: the text the trader sent (plus its hash), else the hash. */
export type AppDataEcho = { text: string | undefined; hash: Hex };

function parsePositiveAmount(field: string, decimal: string): bigint {
  const value = BigInt(decimal);
  if (value === 0n) throw new InvalidParameterError(`${field}: must be greater than zero`);
  if (value > U256_MAX) throw new InvalidParameterError(`${field}: does not fit in a uint256`);
  return value;
}

export function fromQuoteRequestDto(
  dto: QuoteRequestDto,
  appDataStore: AppDataStore,
  volumeFee: number | undefined,
): { parameters: ComputeQuoteParameters; echo: AppDataEcho } {
  const body = dto as QuoteRequestDto & Record<string, unknown>;
  let side: QuoteSide;
  if (typeof body.sellAmountBeforeFee === 'string') {
    side = { kind: 'sell', sellAmountBeforeFee: parsePositiveAmount('sellAmountBeforeFee', body.sellAmountBeforeFee) };
  } else if (typeof body.sellAmountAfterFee === 'string') {
    side = { kind: 'sell', sellAmountAfterFee: parsePositiveAmount('sellAmountAfterFee', body.sellAmountAfterFee) };
  } else {
    side = { kind: 'buy', buyAmountAfterFee: parsePositiveAmount('buyAmountAfterFee', String(body.buyAmountAfterFee)) };
  }
  const resolved = resolveAppData(
    { appData: dto.appData, appDataHash: (dto.appDataHash ?? null) as Hex | null },
    appDataStore,
  );
  if (!resolved.ok) throw new PriceEstimationError(resolved.errorType, resolved.description);
  const appData: ResolvedAppData = resolved.value;
  const sentText = dto.appData !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(dto.appData) ? dto.appData : undefined;
  return {
    parameters: {
      from: dto.from.toLowerCase() as Address,
      sellToken: dto.sellToken.toLowerCase() as Address,
      buyToken: dto.buyToken.toLowerCase() as Address,
      receiver: dto.receiver ? (dto.receiver.toLowerCase() as Address) : null,
      side,
      validTo: typeof body.validTo === 'number' ? body.validTo : undefined,
      validFor: typeof body.validFor === 'number' ? body.validFor : undefined,
      appData,
      sellTokenBalance: dto.sellTokenBalance ?? 'erc20',
      buyTokenBalance: dto.buyTokenBalance ?? 'erc20',
      priceQuality: dto.priceQuality ?? 'verified',
      signingScheme: dto.signingScheme ?? 'eip712',
      onchainOrder: dto.onchainOrder ?? false,
      volumeFee,
    },
    echo: { text: sentText, hash: appData.hash },
  };
}

export function toQuoteResponseDto(result: ComputeQuoteReturnType, echo: AppDataEcho): QuoteResponseDto {
  const quote: QuoteResponseDto['quote'] = {
    sellToken: result.sellToken,
    buyToken: result.buyToken,
    receiver: result.receiver,
    sellAmount: result.sellAmount.toString(),
    buyAmount: result.buyAmount.toString(),
    validTo: result.validTo,
    appData: echo.text ?? echo.hash,
    feeAmount: result.feeAmount.toString(),
    gasAmount: result.gasAmount.toString(),
    gasPrice: result.gasPrice.toString(),
    sellTokenPrice: result.sellTokenPrice,
    kind: result.kind,
    partiallyFillable: false,
    sellTokenBalance: result.sellTokenBalance,
    buyTokenBalance: result.buyTokenBalance,
    signingScheme: result.signingScheme,
  };
  if (echo.text !== undefined) quote.appDataHash = echo.hash;
  const response: QuoteResponseDto = {
    quote,
    from: result.from,
    // Unstored (fast) quotes expire at the epoch, written as the reference writes it.
    expiration: result.expiration.getTime() === 0 ? '1970-01-01T00:00:00Z' : result.expiration.toISOString(),
    // Unstored (fast) quotes have no id: null, as the reference serializes its empty option.
    id: result.id ?? null,
    verified: result.verified,
  };
  if (result.protocolFeeBps !== undefined) response.protocolFeeBps = result.protocolFeeBps;
  return response;
}
