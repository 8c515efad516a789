import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (header form), as every S3-compatible store (AWS, MinIO, Ceph,
 * Garage, R2) checks it: a few lines of HMAC instead of the AWS SDK's many packages.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */
export interface SignedRequest {
  method: string;
  /** Its path already percent-encoded as the service wants it (S3 does not encode it twice). */
  url: URL;
  /** Every header to sign (x-amz-date included); `host` is taken from the URL. */
  headers: Record<string, string>;
  /** The body's SHA-256 in hex (S3 also wants it in x-amz-content-sha256). */
  payloadHash: string;
}

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** Byte order, as the canonical request sorts (localeCompare would not). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** RFC 3986 encoding, as SigV4 wants it: encodeURIComponent leaves !'()* alone. */
export const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The x-amz-date form of a time: 20150830T123600Z. */
export const amzDate = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** The Authorization header's value for `request` made at `at`. */
export function signV4(request: SignedRequest, key: SigningKey, at: Date): string {
  const headers = Object.entries({ ...request.headers, host: request.url.host })
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => byCodeUnits(a, b));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = [...request.url.searchParams]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => byCodeUnits(a, b) || byCodeUnits(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    query,
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const day = amzDate(at).slice(0, 8);
  const scope = `${day}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate(at), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = [day, key.region, key.service, 'aws4_request'].reduce<Buffer | string>(
    (derived, part) => hmac(derived, part),
    `AWS4${key.secretAccessKey}`,
  );
  const signature = hmac(signingKey, stringToSign).toString('hex');
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
