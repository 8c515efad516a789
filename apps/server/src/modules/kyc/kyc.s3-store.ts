import { createHash } from 'node:crypto';
import { amzDate, encodeRfc3986, signV4 } from './kyc.s3-signature.js';
import { checkedStorageKey, type DocumentStore } from './kyc.storage.js';

export interface S3StoreSettings {
  /** The store's address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
}

/** A store that does not answer within this is down: an upload fails rather than hangs. */
const TIMEOUT_MS = 30_000;

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The store's error code: its body's alone, as the rest may echo what was signed. */
async function errorCodeOf(response: Response): Promise<string> {
  return /<Code>([^<]{1,64})<\/Code>/.exec(await response.text().catch(() => ''))?.[1] ?? 'no error code';
}

const refusal = (action: string, key: string, response: Response, code: string) =>
  new Error(`the document store refused to ${action} ${key}: HTTP ${response.status} ${code}`);

/**
 * The documents in a bucket of an S3-compatible store, addressed path-style
 * (`endpoint/bucket/key`, which MinIO, Ceph, Garage and R2 all answer). Objects are written
 * without an ACL, so they are as private as the bucket: only this server reads them back.
 */
export function createS3DocumentStore(settings: S3StoreSettings, now = () => new Date()): DocumentStore {
  const base = settings.endpoint.replace(/\/+$/, '');
  const signingKey = { ...settings, service: 's3' };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body: Buffer = Buffer.alloc(0)) {
    const objectKey = `${settings.prefix}${checkedStorageKey(key)}`;
    const url = new URL(`${base}/${[settings.bucket, ...objectKey.split('/')].map(encodeRfc3986).join('/')}`);
    const at = now();
    const payloadHash = sha256(body);
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(at) };
    if (method === 'PUT') headers['content-type'] = 'application/octet-stream';
    const authorization = signV4({ method, url, headers, payloadHash }, signingKey, at);
    return fetch(url, {
      method,
      headers: { ...headers, authorization },
      body: method === 'PUT' ? body : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  return {
    async put(key, content) {
      const response = await send('PUT', key, content);
      if (!response.ok) throw refusal('keep', key, response, await errorCodeOf(response));
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const code = await errorCodeOf(response);
      // A missing object rejects as a missing file does in the directory store.
      if (code === 'NoSuchKey') throw Object.assign(new Error(`no stored document ${key}`), { code: 'ENOENT' });
      throw refusal('read', key, response, code);
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const code = await errorCodeOf(response);
      // Gone already is removed, as the directory store's rm({ force: true }) has it.
      if (code !== 'NoSuchKey') throw refusal('remove', key, response, code);
    },
  };
}
