import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const NEWLINE = 0x0a;
const WORDS = 8;

/**
 * Counts and digests the rows of a `COPY … TO STDOUT` text stream while passing it on. In
 * that format every row is one line (a newline inside a value is written `\n`). The digest is
 * the sum, modulo 2^256, of each line's SHA-256: it does not depend on the order of the rows.
 * The restore therefore reads a restored table back in whatever order the database returns
 * it, with no sort and no collation involved, and still compares it with the backup
 * (decision 048).
 */
export class RowDigest extends Transform {
  rows = 0;
  // The sum as eight 32-bit words, most significant first.
  private readonly sum = new Uint32Array(WORDS);
  // The start of a row whose newline has not arrived yet.
  private rest: Buffer = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const data = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    for (let end = data.indexOf(NEWLINE, start); end !== -1; end = data.indexOf(NEWLINE, start)) {
      this.add(data.subarray(start, end));
      start = end + 1;
    }
    this.rest = Buffer.from(data.subarray(start));
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.rest.length > 0 ? new Error('the data ends inside a row') : null);
  }

  private add(line: Buffer): void {
    const hash = createHash('sha256').update(line).digest();
    let carry = 0;
    for (let word = WORDS - 1; word >= 0; word -= 1) {
      const total = this.sum[word]! + hash.readUInt32BE(word * 4) + carry;
      this.sum[word] = total >>> 0;
      carry = total > 0xffffffff ? 1 : 0;
    }
    this.rows += 1;
  }

  /** The digest as 64 hexadecimal digits (all zeros for no rows). */
  get sha256(): string {
    return Array.from(this.sum, (word) => word.toString(16).padStart(8, '0')).join('');
  }
}
