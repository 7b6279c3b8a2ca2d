import { describeOperation } from '../setup/describeOperation.js';

// Simulator control operation: the cases derived from the document (documented example,
// unknown network, malformed inputs, oversized body) cover it; flows that use it to set up
// state live in conformance/scenarios/.
describeOperation('banAddress', () => {}, { writes: true });
