// Shared by the parts of bench/sportsbook: its constants and small helpers.
export { query } from './db.mjs';

export const CONCURRENCY = 64;
export const EVENTS = 100;
export const SECRET = 'sportsbook-bench-wallet-secret-0123456789abcdef';
export const OPERATOR_KEY = 'sportsbook-bench-operator-key-0123456789';
export const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const say = (line) => process.stderr.write(`[bench sportsbook] ${line}\n`);
