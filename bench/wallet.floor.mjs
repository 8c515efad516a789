// The floor of bench/wallet: the least a Node HTTP server of the seamless-wallet protocol
// can do per call (read the body, check its HMAC, parse it, answer JSON), with no database.
// Loaded by the same generator, it shows what HTTP alone costs on this machine.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

const secret = process.env.FLOOR_SECRET;
http
  .createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = createHmac('sha256', secret).update(`${request.headers['x-timestamp']}.`).update(body).digest();
      const given = Buffer.from(String(request.headers['x-signature']), 'hex');
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      const call = JSON.parse(body.toString());
      const answer = JSON.stringify(
        signed
          ? { transaction_id: call.transaction_id, player_id: call.player_id, balance: 10000, currency: 'EUR' }
          : { code: 'invalid_signature' },
      );
      response.writeHead(signed ? 200 : 401, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(answer),
      });
      response.end(answer);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
