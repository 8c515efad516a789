import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { type PaymentsWorld, usePayments, userWithRole } from '../../test/payments.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let url: string;

usePayments('SO', (world) => {
  ({ t, api } = world);
  url = t.databaseUrl;
});

/** Runs `npm run chain`'s command against the app's database, as another process would while it serves. */
async function chain(...args: string[]) {
  const options = { cwd: serverDir, env: { ...process.env, DATABASE_URL: url } };
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/chain.ts', ...args], options);
    return { code: 0, out: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

it('sends and mines from the command line; the running app sees the deposit credited', async () => {
  const player = await userWithRole(t);
  const created = await api.post('/services/crypto-pay/create-payment', player.auth, {
    pay_currency: 'btc',
    amount: 30,
  });
  const { pay_address: address, pay_amount: amount, payment_id: id } = created.json();

  expect(await chain('send', address, String(amount))).toMatchObject({
    code: 0,
    out: { address, amount, known: true },
  });
  expect(await chain('mine')).toMatchObject({ code: 0, out: { included: 1, settled: [] } });
  expect(await chain('mine', '1')).toMatchObject({ code: 0, out: { settled: [{ state: 'credited', paymentId: id }] } });
  expect((await api.get(`/api/backoffice/payments/deposit/${id}/`, player.auth)).json().status).toBe(30);
  expect((await t.services.wallet.getPlayerBalances(player.id))!.cash).toBe(3_000);

  expect((await chain('height')).out.height).toBeGreaterThanOrEqual(2);
  expect((await chain('bogus')).code).toBe(2);
  expect(await chain('mine', 'ten')).toMatchObject({ code: 1 });
}, 90_000);
