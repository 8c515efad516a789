import type { KYC_CONTENT_TYPES } from '@casino/contracts';

type ContentType = (typeof KYC_CONTENT_TYPES)[number];

const SIGNATURES: { type: ContentType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The file's type as its first bytes tell it (whatever its name says); null when it is none of the accepted ones. */
export function detectContentType(head: Uint8Array): ContentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

const EXTENSIONS: Record<ContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
export const extensionOf = (type: ContentType) => EXTENSIONS[type];

/** A file name fit to show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 120) || 'document';
}
