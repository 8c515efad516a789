import { describe, expect, it } from 'vitest';
import { isValidIban, passesLuhn } from '../payout-destination.js';
import { type AddressFormat, deriveAddress, isValidAddress } from './crypto-address.js';

describe('crypto addresses', () => {
  it('accepts well-known real addresses of each chain and refuses a changed character', () => {
    const known: [AddressFormat, string][] = [
      ['btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
      ['btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
      ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      ['evm', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ];
    for (const [format, address] of known) {
      expect(isValidAddress(format, address), address).toBe(true);
      const broken = address.slice(0, -2) + (address.at(-2) === 'q' ? 'p' : 'q') + address.at(-1);
      if (format !== 'evm') expect(isValidAddress(format, broken), broken).toBe(false);
    }
    expect(isValidAddress('btc', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isValidAddress('evm', '0x123')).toBe(false);
    expect(isValidAddress('ltc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
  });

  it('derives a distinct, valid, reproducible address per index, shaped as its chain writes them', () => {
    const shapes: Record<AddressFormat, RegExp> = {
      btc: /^bc1q[02-9ac-hj-np-z]{38}$/,
      ltc: /^ltc1q[02-9ac-hj-np-z]{38}$/,
      doge: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
      evm: /^0x[0-9a-f]{40}$/,
      tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    };
    for (const format of Object.keys(shapes) as AddressFormat[]) {
      const addresses = new Set<string>();
      for (let index = 1; index <= 50; index++) {
        const address = deriveAddress(format, 'seed', index);
        expect(address).toMatch(shapes[format]);
        expect(isValidAddress(format, address), address).toBe(true);
        addresses.add(address);
      }
      expect(addresses.size).toBe(50);
      expect(deriveAddress(format, 'seed', 7)).toBe(deriveAddress(format, 'seed', 7));
      expect(deriveAddress(format, 'other seed', 7)).not.toBe(deriveAddress(format, 'seed', 7));
    }
  });
});

describe('payout destinations', () => {
  it('checks card numbers with Luhn and IBANs with mod 97', () => {
    for (const card of ['4242424242424242', '4000000000000002', '4000056655665556', '5555555555554444']) {
      expect(passesLuhn(card), card).toBe(true);
    }
    for (const card of ['4242424242424241', '1234', 'abcd', '42424242424242424242'])
      expect(passesLuhn(card)).toBe(false);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});
