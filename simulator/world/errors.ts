/** Errors of the simulated world. The server maps them to its documented error bodies. */

export type SimulationErrorCode =
  /** A token address is not in the network's registry. */
  | 'UnknownToken'
  /** A request the world cannot apply (zero threshold, amount above uint256, ...). */
  | 'InvalidInput'
  | 'InsufficientBalance'
  | 'InsufficientAllowance'
  /** No pool can fill a swap. */
  | 'NoLiquidity'
  /** A swap would give less than its minimum output. */
  | 'SlippageExceeded'
  /** The address already exists (contract wallet). */
  | 'AlreadyExists';

export class SimulationError extends Error {
  override name = 'SimulationError';
  readonly code: SimulationErrorCode;

  constructor(code: SimulationErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
