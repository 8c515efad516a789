import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { addOnlineSystems, cashier, userWithRole } from '../../../test/payments.js';
import { startTestS3, type TestS3 } from '../../../test/s3.js';
import { createS3DocumentStore } from './kyc.s3-store.js';

let t: TestApp;
let online: string;
beforeAll(async () => {
  t = await build({ requestsPerMinute: 100_000 });
  online = await addOnlineSystems(t);
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = Buffer.from('%PDF-1.7\n%test\n');
/** A Windows executable's first bytes ("MZ"), whatever it is named. */
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

/** A multipart body: the kind, then the file (or none). */
function multipart(kind: string, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = '----casino-test-boundary';
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (auth: Record<string, string>, kind: string, file?: Parameters<typeof multipart>[1], on = t) => {
  const { payload, headers } = multipart(kind, file);
  return on.app.inject({
    method: 'POST',
    url: '/api/users/documents/upload/',
    headers: { ...auth, ...headers },
    payload,
  });
};
const get = (url: string, auth: Record<string, string>, on = t) => on.app.inject({ method: 'GET', url, headers: auth });

describe('identity documents', () => {
  it('keep a JPEG, PNG or PDF, told by its content, and show it to its owner and operators only', async () => {
    const [owner, other, operator] = [
      await userWithRole(t, 'P'),
      await userWithRole(t, 'P'),
      await userWithRole(t, 'SO'),
    ];
    const sent = await upload(owner.auth, 'id_front', { name: 'passport.png', content: PNG });
    expect(sent.statusCode, sent.body).toBe(201);
    const document = sent.json() as { id: number };
    expect(sent.json()).toMatchObject({
      kind: 'id_front',
      status: 'pending',
      contentType: 'image/png',
      fileName: 'passport.png',
    });
    // A PDF named as a picture is kept as the PDF it is.
    expect((await upload(owner.auth, 'proof_of_address', { name: 'bill.jpg', content: PDF })).json()).toMatchObject({
      contentType: 'application/pdf',
    });

    const mine = await get(`/api/users/documents/${document.id}/file/`, owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/users/documents/${document.id}/file/`, other.auth)).statusCode).toBe(404);
    expect((await get('/api/users/documents/', other.auth)).json()).toEqual({ verified: false, documents: [] });
    expect((await get(`/api/backoffice/documents/${document.id}/file/`, operator.auth)).statusCode).toBe(200);
    expect((await get(`/api/backoffice/documents/${document.id}/file/`, other.auth)).statusCode).toBe(403);
  });

  it('refuse a renamed executable, a file too large, a missing file and an unknown kind', async () => {
    const player = await userWithRole(t, 'P');
    const exe = await upload(player.auth, 'selfie', { name: 'selfie.jpg', content: EXE, type: 'image/jpeg' });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ file: [{ code: 'invalid_type' }] });
    const large = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(player.auth, 'selfie', { name: 'big.png', content: large })).json()).toMatchObject({
      file: [{ code: 'invalid_size' }],
    });
    expect((await upload(player.auth, 'selfie')).json()).toMatchObject({ file: [{ code: 'file_required' }] });
    expect((await upload(player.auth, 'passport', { name: 'a.png', content: PNG })).json()).toMatchObject({
      kind: [{ code: 'invalid' }],
    });
    expect((await get('/api/users/documents/', player.auth)).json()).toMatchObject({ documents: [] });
  });

  it('are reviewed by an operator; payouts past the allowed total wait for a verified identity', async () => {
    const [player, operator] = [await userWithRole(t, 'P', 'EUR', 500_000), await userWithRole(t, 'SO')];
    const api = cashier(t);
    // Up to 2,000 EUR paid out without documents; this one goes past it.
    expect((await api.payout(player.auth, online, 1_500)).statusCode).toBe(201);
    const refused = await api.payout(player.auth, online, 600);
    expect(refused.json()).toMatchObject({ code: 'documents_not_approved' });

    const review = (id: number, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backoffice/documents/${id}/review/`,
        headers: operator.auth,
        payload: body,
      });
    const ids: number[] = [];
    for (const kind of ['id_front', 'proof_of_address', 'selfie'])
      ids.push(((await upload(player.auth, kind, { name: `${kind}.png`, content: PNG })).json() as { id: number }).id);
    expect((await review(ids[0]!, { status: 'rejected' })).statusCode).toBe(400); // a rejection says why
    expect((await review(ids[0]!, { status: 'rejected', reason: 'Blurred' })).json()).toMatchObject({
      status: 'rejected',
      reason: 'Blurred',
    });
    // The audit log keeps the document before the decision and after it.
    const audit = await t.services.staff.audit.list({ page: 1, page_size: 10, actor_id: operator.id });
    expect(audit.results.find((entry) => entry.status === 200)).toMatchObject({
      action: 'POST /api/backoffice/documents/:id/review/',
      target: `documents ${ids[0]}`,
      request: { status: 'rejected', reason: 'Blurred' },
      before: { id: ids[0], status: 'pending', userId: player.id },
      after: { id: ids[0], status: 'rejected', reason: 'Blurred' },
    });
    expect((await review(ids[0]!, { status: 'approved' })).statusCode).toBe(409);
    const again = (
      (await upload(player.auth, 'id_front', { name: 'front.png', content: PNG })).json() as { id: number }
    ).id;
    for (const id of [again, ids[1]!, ids[2]!]) expect((await review(id, { status: 'approved' })).statusCode).toBe(200);
    expect((await get('/api/users/documents/', player.auth)).json()).toMatchObject({ verified: true });
    expect((await api.payout(player.auth, online, 600)).statusCode).toBe(201);
  });
});

describe('identity documents in an S3-compatible store', () => {
  let s3: TestS3;
  let onS3: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    onS3 = await build({ requestsPerMinute: 100_000, env: s3.env });
  });
  afterAll(async () => {
    await onS3?.close();
    await s3?.close();
  });

  it('are kept in the bucket, not the data directory, and shown from it', async () => {
    const [owner, operator] = [await userWithRole(onS3, 'P'), await userWithRole(onS3, 'SO')];
    const sent = await upload(owner.auth, 'id_front', { name: 'passport.png', content: PNG }, onS3);
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json() as { id: number };
    const { storage_key: key } = await onS3.db
      .selectFrom('kyc_documents')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const bucket = createS3DocumentStore(s3.settings);
    expect((await bucket.get(key)).equals(PNG)).toBe(true);
    // build() points DATA_DIR there; the directory store would have put the file under documents/.
    expect(existsSync(path.join(tmpdir(), 'casino-test-data', 'documents', key.slice(0, 2), key))).toBe(false);

    const mine = await get(`/api/users/documents/${id}/file/`, owner.auth, onS3);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/backoffice/documents/${id}/file/`, operator.auth, onS3)).rawPayload.equals(PNG)).toBe(true);

    // An object gone from the bucket fails as a file gone from the disk does.
    await bucket.remove(key);
    expect((await get(`/api/users/documents/${id}/file/`, owner.auth, onS3)).statusCode).toBe(500);
  });
});
