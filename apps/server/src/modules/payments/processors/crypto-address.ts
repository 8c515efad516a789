import { createHash, createHmac } from 'node:crypto';

/** How a chain writes an address: bech32 P2WPKH (btc, ltc), base58check (doge, tron), hex (EVM chains). */
export type AddressFormat = 'btc' | 'ltc' | 'doge' | 'evm' | 'tron';

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_HRP: Partial<Record<AddressFormat, string>> = { btc: 'bc', ltc: 'ltc' };
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
// Version bytes: Dogecoin P2PKH (D…) and P2SH (9…/A…); TRON (T…).
const BASE58_VERSIONS: Partial<Record<AddressFormat, number[]>> = { doge: [0x1e, 0x16], tron: [0x41] };

/**
 * The address of derivation `index` for a chain: a 20-byte key hash taken from an HMAC of
 * the master seed, written the way the chain writes addresses (with its checksum). The
 * same seed and index always give the same address, so one can be recomputed and audited.
 * It is a sandbox: no private key exists for it.
 */
export function deriveAddress(format: AddressFormat, seed: string, index: number): string {
  const hash = createHmac('sha256', seed).update(`m/${format}/${index}`).digest().subarray(0, 20);
  if (format === 'evm') return `0x${hash.toString('hex')}`;
  const hrp = BECH32_HRP[format];
  if (hrp) return bech32Encode(hrp, 0, hash);
  return base58check(Buffer.concat([Buffer.from([BASE58_VERSIONS[format]![0]!]), hash]));
}

/** Whether `address` is a well-formed address (checksum included) of the chain. */
export function isValidAddress(format: AddressFormat, address: string): boolean {
  if (format === 'evm') return /^0x[0-9a-fA-F]{40}$/.test(address);
  const hrp = BECH32_HRP[format];
  if (hrp) {
    const program = bech32Decode(hrp, address);
    if (program) return program.version === 0 && (program.data.length === 20 || program.data.length === 32);
    // Legacy addresses: 1…/3… for bitcoin, L…/M… for litecoin.
    const versions = format === 'btc' ? [0x00, 0x05] : [0x30, 0x32, 0x05];
    const decoded = base58checkDecode(address);
    return decoded !== null && decoded.length === 21 && versions.includes(decoded[0]!);
  }
  const decoded = base58checkDecode(address);
  return decoded !== null && decoded.length === 21 && BASE58_VERSIONS[format]!.includes(decoded[0]!);
}

function polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generators[i]!;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

function convertBits(data: Iterable<number>, from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad && bits > 0) out.push((acc << (to - bits)) & max);
  else if (!pad && (bits >= from || ((acc << (to - bits)) & max) !== 0)) return null;
  return out;
}

function bech32Encode(hrp: string, version: number, program: Buffer): string {
  const data = [version, ...convertBits(program, 8, 5, true)!];
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32_CHARSET[d]).join('')}`;
}

function bech32Decode(hrp: string, address: string): { version: number; data: number[] } | null {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return null;
  if (!lower.startsWith(`${hrp}1`) || lower.length > 90) return null;
  const data = [...lower.slice(hrp.length + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (data.length < 7 || data.includes(-1)) return null;
  if (polymod([...hrpExpand(hrp), ...data]) !== 1) return null;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  return program ? { version: data[0]!, data: program } : null;
}

const sha256d = (data: Buffer) => createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

function base58check(payload: Buffer): string {
  const full = Buffer.concat([payload, sha256d(payload).subarray(0, 4)]);
  let n = BigInt(`0x${full.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of full) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

function base58checkDecode(address: string): Buffer | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,40}$/.test(address)) return null;
  let n = 0n;
  for (const c of address) n = n * 58n + BigInt(BASE58.indexOf(c));
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const zeros = address.length - address.replace(/^1+/, '').length;
  const full = Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
  if (full.length < 5) return null;
  const payload = full.subarray(0, -4);
  return sha256d(payload).subarray(0, 4).equals(full.subarray(-4)) ? payload : null;
}
