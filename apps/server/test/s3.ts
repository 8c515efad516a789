import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: it knows this access key, and takes any V4 signature made with it. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server in this process (s3rver, on a free port), with one empty bucket. */
export async function startTestS3(bucket = 'documents') {
  const directory = await mkdtemp(path.join(tmpdir(), 'casino-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { endpoint, bucket, region: 'us-east-1', prefix: '', ...ACCOUNT },
    /** The same store as the server's environment names it. */
    env: {
      DOCUMENTS_S3_ENDPOINT: endpoint,
      DOCUMENTS_S3_BUCKET: bucket,
      DOCUMENTS_S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
      DOCUMENTS_S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3 = Awaited<ReturnType<typeof startTestS3>>;
