import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDate, signV4 } from './kyc.s3-signature.js';

/**
 * s3rver, the store the other tests talk to, does not check V4 signatures: the signer is held
 * to the examples AWS publishes instead (its SigV4 test suite and the S3 API reference).
 */
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const EMPTY = sha256('');

describe('signV4', () => {
  const suite = {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 'service',
  };
  const suiteTime = new Date('2015-08-30T12:36:00Z');
  const suiteRequest = (url: string) => ({
    method: 'GET',
    url: new URL(url),
    headers: { 'X-Amz-Date': amzDate(suiteTime) },
    payloadHash: EMPTY,
  });

  it('signs the test suite’s get-vanilla', () => {
    expect(amzDate(suiteTime)).toBe('20150830T123600Z');
    expect(signV4(suiteRequest('https://example.amazonaws.com/'), suite, suiteTime)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('sorts the query (get-vanilla-query-order-key-case)', () => {
    expect(
      signV4(suiteRequest('https://example.amazonaws.com/?Param2=value2&Param1=value1'), suite, suiteTime),
    ).toMatch(/Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/);
  });

  const s3 = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 's3',
  };
  const s3Time = new Date('2013-05-24T00:00:00Z');

  it('signs the S3 reference’s GET Object example', () => {
    const request = {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY, 'x-amz-date': amzDate(s3Time) },
      payloadHash: EMPTY,
    };
    expect(signV4(request, s3, s3Time)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the S3 reference’s PUT Object example: a body, and a key encoded once', () => {
    const body = sha256('Welcome to Amazon S3.');
    const request = {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-content-sha256': body,
        'x-amz-date': amzDate(s3Time),
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: body,
    };
    expect(signV4(request, s3, s3Time)).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });
});
