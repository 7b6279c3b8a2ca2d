import D from 'better-sqlite3';
import { readFileSync } from 'node:fs';
const db = new D(':memory:');
db.exec(`CREATE TABLE quotes (id INTEGER PRIMARY KEY, network TEXT NOT NULL, from_address TEXT NOT NULL, sell_token TEXT NOT NULL, buy_token TEXT NOT NULL, kind TEXT NOT NULL, sell_amount TEXT NOT NULL, buy_amount TEXT NOT NULL, fee_amount TEXT NOT NULL, sell_amount_plus_fee TEXT NOT NULL, gas_amount TEXT NOT NULL, gas_price TEXT NOT NULL, sell_token_price TEXT NOT NULL, verified INTEGER NOT NULL, solver TEXT NOT NULL, signing_scheme TEXT NOT NULL, onchain_order INTEGER NOT NULL, app_data_hash TEXT NOT NULL, sell_amount_before_fee TEXT, created_at TEXT NOT NULL, expires_at_ms INTEGER NOT NULL) STRICT`);
const cols = ['network','from_address','sell_token','buy_token','kind','sell_amount','buy_amount','fee_amount','sell_amount_plus_fee','gas_amount','gas_price','sell_token_price','verified','solver','signing_scheme','onchain_order','app_data_hash','sell_amount_before_fee','created_at','expires_at_ms'];
const named = db.prepare(`INSERT INTO quotes (${cols}) VALUES (${cols.map((c) => '@' + c)})`);
const pos = db.prepare(`INSERT INTO quotes (${cols}) VALUES (${cols.map(() => '?')})`);
const row = { network: 'mainnet', from_address: '0x0000000000000000000000000000000000000001', sell_token: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', buy_token: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', kind: 'sell', sell_amount: '100000000000000000', buy_amount: '300000000', fee_amount: '1000000000000', sell_amount_plus_fee: '100001000000000000', gas_amount: '100000', gas_price: '10000000000', sell_token_price: '1.0', verified: 1, solver: '0x0000000000000000000000000000000000000001', signing_scheme: 'eip712', onchain_order: 0, app_data_hash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d', sell_amount_before_fee: null, created_at: '2026-01-01T00:00:00.000Z', expires_at_ms: 1 };
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const tx = db.transaction((f, n) => { for (let i = 0; i < n; i++) f(); });
for (let r = 0; r < 3; r++) {
  let t = cpu(); tx(() => named.run(row), 20000); const a = (cpu() - t) / 20000;
  t = cpu(); tx(() => pos.run(row.network, row.from_address, row.sell_token, row.buy_token, row.kind, row.sell_amount, row.buy_amount, row.fee_amount, row.sell_amount_plus_fee, row.gas_amount, row.gas_price, row.sell_token_price, row.verified, row.solver, row.signing_scheme, row.onchain_order, row.app_data_hash, row.sell_amount_before_fee, row.created_at, row.expires_at_ms), 20000); const b = (cpu() - t) / 20000;
  console.log(`named ${a.toFixed(2)} positional ${b.toFixed(2)} µs`);
}
