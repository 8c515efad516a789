import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/s3.js';
import { createS3DocumentStore } from './kyc.s3-store.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const PDF = Buffer.from('%PDF-1.7\n%test\n');
const newKey = () => `${randomUUID()}.pdf`;

describe('the S3 document store', () => {
  it('keeps, reads back and removes a document', async () => {
    const store = createS3DocumentStore(s3.settings);
    const key = newKey();
    await store.put(key, PDF);
    expect((await store.get(key)).equals(PDF)).toBe(true);
    await store.remove(key);
    await expect(store.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.remove(key); // removing what is gone is no error, as on disk
  });

  it('rejects reading a missing object as the directory store rejects a missing file', async () => {
    await expect(createS3DocumentStore(s3.settings).get(newKey())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps objects under the configured prefix', async () => {
    const prefixed = createS3DocumentStore({ ...s3.settings, prefix: 'kyc/documents/' });
    const key = newKey();
    await prefixed.put(key, PDF);
    expect((await prefixed.get(key)).equals(PDF)).toBe(true);
    await expect(createS3DocumentStore(s3.settings).get(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a key it did not make before asking the store', async () => {
    const store = createS3DocumentStore({ ...s3.settings, endpoint: 'http://127.0.0.1:1' });
    for (const key of ['../secrets.pdf', 'passport.png', `${randomUUID()}.exe`, `a/${randomUUID()}.png`]) {
      await expect(store.put(key, PDF)).rejects.toThrow(/bad storage key/);
      await expect(store.get(key)).rejects.toThrow(/bad storage key/);
    }
  });

  it('fails on what the store refuses, naming its error code and never the secret', async () => {
    // s3rver checks the access key but not V4 signatures (kyc.s3-signature.test.ts holds the
    // signer to AWS's published examples instead), so a stranger's key stands for bad credentials.
    const secretAccessKey = 'not-the-secret-of-anybody-0123456789';
    const stranger = createS3DocumentStore({ ...s3.settings, accessKeyId: 'STRANGER', secretAccessKey });
    const refused = await stranger.put(newKey(), PDF).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/HTTP 403 InvalidAccessKeyId/);
    expect((refused as Error).message).not.toContain(secretAccessKey);

    // A missing bucket is a misconfiguration, not a missing document.
    const elsewhere = createS3DocumentStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(elsewhere.get(newKey())).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });
});
