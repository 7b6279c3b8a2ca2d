import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { AdvanceWorldData, AdvanceWorldErrors, AdvanceWorldResponses, BanAddressData, BanAddressErrors, BanAddressResponses, CreateContractWalletData, CreateContractWalletErrors, CreateContractWalletResponses, DrainBalanceData, DrainBalanceErrors, DrainBalanceResponses, GetWorldSnapshotData, GetWorldSnapshotErrors, GetWorldSnapshotResponses, InvalidateOrderData, InvalidateOrderErrors, InvalidateOrderResponses, MintBalanceData, MintBalanceErrors, MintBalanceResponses, RevokeAllowanceData, RevokeAllowanceErrors, RevokeAllowanceResponses, SetAllowanceData, SetAllowanceErrors, SetAllowanceResponses, SetPreSignatureData, SetPreSignatureErrors, SetPreSignatureResponses, SetTokenPriceData, SetTokenPriceErrors, SetTokenPriceResponses, UnbanAddressData, UnbanAddressErrors, UnbanAddressResponses } from './types.gen.js';
export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean, TResponse = unknown> = Options2<TData, ThrowOnError, TResponse> & {
    /**
     * You can provide a client instance returned by `createClient()` instead of
     * individual options. This might be also useful if you want to implement a
     * custom client.
     */
    client?: Client;
    /**
     * You can pass arbitrary values through the `meta` object. This can be
     * used to access values that aren't defined as part of the SDK function.
     */
    meta?: Record<string, unknown>;
};
/**
 * Read the network's world.
 *
 * Block, shared time, gas price, token prices, pool reserves and, with `account`, that account's balances.
 */
export declare const getWorldSnapshot: <ThrowOnError extends boolean = false>(options?: Options<GetWorldSnapshotData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetWorldSnapshotResponses, GetWorldSnapshotErrors, ThrowOnError, "fields">;
/**
 * Add to an account's balance.
 *
 * Mints `amount` atoms of `token` (or of the native asset with `0xEeee…`) to `account`.
 */
export declare const mintBalance: <ThrowOnError extends boolean = false>(options: Options<MintBalanceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<MintBalanceResponses, MintBalanceErrors, ThrowOnError, "fields">;
/**
 * Take from an account's balance.
 *
 * Removes `amount` atoms (all when omitted) of `token` (or native) from `account`, for
 * example to make a submission fail with `InsufficientBalance`. More than the balance is 400.
 *
 */
export declare const drainBalance: <ThrowOnError extends boolean = false>(options: Options<DrainBalanceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DrainBalanceResponses, DrainBalanceErrors, ThrowOnError, "fields">;
/**
 * Set an allowance.
 *
 * `approve(spender, amount)` by `owner`; the spender defaults to the vault relayer.
 */
export declare const setAllowance: <ThrowOnError extends boolean = false>(options: Options<SetAllowanceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SetAllowanceResponses, SetAllowanceErrors, ThrowOnError, "fields">;
/**
 * Revoke an allowance.
 *
 * Sets the allowance to zero, for example to make a submission fail with `InsufficientAllowance`.
 */
export declare const revokeAllowance: <ThrowOnError extends boolean = false>(options: Options<RevokeAllowanceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RevokeAllowanceResponses, RevokeAllowanceErrors, ThrowOnError, "fields">;
/**
 * Set or revoke a presignature.
 *
 * Emits `PreSignature(owner, orderUid, signed)` in the current block; the latest event per
 * uid decides whether a `presign` order may trade.
 *
 */
export declare const setPreSignature: <ThrowOnError extends boolean = false>(options: Options<SetPreSignatureData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SetPreSignatureResponses, SetPreSignatureErrors, ThrowOnError, "fields">;
/**
 * Invalidate an order on chain.
 *
 * Emits `OrderInvalidated(owner, orderUid)`; the order can never trade again. Idempotent.
 */
export declare const invalidateOrder: <ThrowOnError extends boolean = false>(options: Options<InvalidateOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<InvalidateOrderResponses, InvalidateOrderErrors, ThrowOnError, "fields">;
/**
 * Deploy an ERC-1271 threshold wallet.
 *
 * The wallet can own orders signed with `eip1271`: the order's signature is the owners'
 * 65-byte ECDSA signatures of the order digest, concatenated. Like any account without
 * explicit state, it is sandbox-funded when the scenario funds fresh accounts.
 *
 */
export declare const createContractWallet: <ThrowOnError extends boolean = false>(options: Options<CreateContractWalletData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateContractWalletResponses, CreateContractWalletErrors, ThrowOnError, "fields">;
/**
 * Unban an address.
 *
 * Idempotent.
 */
export declare const unbanAddress: <ThrowOnError extends boolean = false>(options: Options<UnbanAddressData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<UnbanAddressResponses, UnbanAddressErrors, ThrowOnError, "fields">;
/**
 * Ban an address.
 *
 * Orders owned by or paying a banned address are refused with 403 `Forbidden`. Idempotent.
 */
export declare const banAddress: <ThrowOnError extends boolean = false>(options: Options<BanAddressData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<BanAddressResponses, BanAddressErrors, ThrowOnError, "fields">;
/**
 * Set a token's price.
 *
 * Sets the reference USD price; every pool holding the token moves to it at once (keeping
 * its k), so native prices, quotes and auctions follow. The random walk continues from it.
 *
 */
export declare const setTokenPrice: <ThrowOnError extends boolean = false>(options: Options<SetTokenPriceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SetTokenPriceResponses, SetTokenPriceErrors, ThrowOnError, "fields">;
/**
 * Advance time and/or blocks.
 *
 * Moves the shared clock and mines blocks on this network. Each block moves prices one
 * step and starts one auction. Works in both clock modes (in `wall` mode it jumps ahead of
 * real time).
 *
 * A block whose auction fails unexpectedly ends the advance with `500`: the blocks before
 * it and the block itself stay mined (the clock at its time), while its settlement and
 * auction are undone in the world and the order book alike. Advancing again goes on from
 * there.
 *
 */
export declare const advanceWorld: <ThrowOnError extends boolean = false>(options: Options<AdvanceWorldData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AdvanceWorldResponses, AdvanceWorldErrors, ThrowOnError, "fields">;
