/**
 * The simulator's public entry: the server imports the simulator only through this file.
 * The simulator never imports the server.
 */
export { createManualClock, createWallClock, type Clock, type ManualClock } from './world/clock.js';
export * from './protocol/networks.js';
