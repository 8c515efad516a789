import { describe, expect, it } from 'vitest';
import { detectImageType, parseArticle } from './content.rules.js';

describe('images', () => {
  it('tell the types by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('article files', () => {
  it('take the title from the first line and the rest as the body', () => {
    expect(parseArticle('# Terms of use\n\nFirst.\n\nSecond.\n')).toEqual({
      title: 'Terms of use',
      body: 'First.\n\nSecond.',
    });
    expect(() => parseArticle('No heading\n')).toThrow();
  });
});
