/**
 * JSON columns of the auction tables: bigints become decimal strings (never JSON numbers, which
 * lose precision), and come back as bigints.
 */
import type { Address } from 'viem';
import type { FeePolicy, ProtocolFee } from '../domain/auctions/types.js';

type FeePolicyJson =
  | { kind: 'surplus'; factor: number; maxVolumeFactor: number }
  | { kind: 'volume'; factor: number }
  | {
      kind: 'priceImprovement';
      factor: number;
      maxVolumeFactor: number;
      quote: { sellAmount: string; buyAmount: string; fee: string };
    };

export function serializeFeePolicy(policy: FeePolicy): FeePolicyJson {
  if (policy.kind !== 'priceImprovement') return { ...policy };
  return {
    ...policy,
    quote: {
      sellAmount: policy.quote.sellAmount.toString(),
      buyAmount: policy.quote.buyAmount.toString(),
      fee: policy.quote.fee.toString(),
    },
  };
}

export function parseFeePolicy(json: FeePolicyJson): FeePolicy {
  if (json.kind !== 'priceImprovement') return json;
  return {
    ...json,
    quote: {
      sellAmount: BigInt(json.quote.sellAmount),
      buyAmount: BigInt(json.quote.buyAmount),
      fee: BigInt(json.quote.fee),
    },
  };
}

// An auction's orders share a few policy objects (the scenario's fee policies), and an order's
// trades and solutions share its own: each object is turned into text once. Policies are data
// nobody changes after they are built (the cache is by object, not by value).
const policyTexts = new WeakMap<FeePolicy, string>();
function feePolicyText(policy: FeePolicy): string {
  let text = policyTexts.get(policy);
  if (text === undefined) policyTexts.set(policy, (text = JSON.stringify(serializeFeePolicy(policy))));
  return text;
}

// Written as the text JSON.stringify gives for the arrays of objects (~30,000 arrays a block).
export function serializeFeePolicies(policies: readonly FeePolicy[]): string {
  return `[${policies.map(feePolicyText).join(',')}]`;
}

export function parseFeePolicies(text: string): FeePolicy[] {
  return (JSON.parse(text) as FeePolicyJson[]).map(parseFeePolicy);
}

export function serializeProtocolFees(fees: readonly ProtocolFee[]): string {
  const entries = fees.map(
    (fee) => `{"policy":${feePolicyText(fee.policy)},"token":${JSON.stringify(fee.token)},"amount":"${fee.amount}"}`,
  );
  return `[${entries.join(',')}]`;
}

export type ProtocolFeeJson = { policy: FeePolicyJson; token: Address; amount: string };

export function parseProtocolFees(text: string): ProtocolFee[] {
  return fromProtocolFeesJson(JSON.parse(text) as ProtocolFeeJson[]);
}

/** The protocol fees of an already parsed JSON value (a column that nests them). */
export function fromProtocolFeesJson(fees: readonly ProtocolFeeJson[]): ProtocolFee[] {
  return fees.map((fee) => ({ policy: parseFeePolicy(fee.policy), token: fee.token, amount: BigInt(fee.amount) }));
}

/** `{key: bigint}` → JSON text with decimal strings, keys sorted (byte-identical for the same map). */
export function serializeAmounts(amounts: Readonly<Record<string, bigint>>): string {
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(amounts).sort()) sorted[key] = (amounts[key] as bigint).toString();
  return JSON.stringify(sorted);
}

export function parseAmounts<K extends string = Address>(text: string): Record<K, bigint> {
  const parsed = JSON.parse(text) as Record<string, string>;
  const amounts = {} as Record<K, bigint>;
  for (const [key, value] of Object.entries(parsed)) amounts[key as K] = BigInt(value);
  return amounts;
}
