/** The file types the platform accepts from uploads, told by their first bytes. */
export type SignedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const SIGNATURES: { type: SignedType; parts: { at: number; bytes: number[] }[] }[] = [
  { type: 'image/jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'image/png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  // RIFF <size> WEBP
  {
    type: 'image/webp',
    parts: [
      { at: 0, bytes: [0x52, 0x49, 0x46, 0x46] },
      { at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
    ],
  },
  { type: 'application/pdf', parts: [{ at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }] }, // %PDF-
];

/** Bytes enough to tell every type above. */
export const SIGNATURE_BYTES = 12;

const EXTENSIONS: Record<SignedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The file's type among `accepted` as its first bytes tell it, whatever its name or declared
 * type says; null for anything else (SVG never: it is XML that can carry script).
 */
export function signedTypeOf<T extends SignedType>(head: Uint8Array, accepted: readonly T[]): T | null {
  const match = SIGNATURES.find(
    ({ type, parts }) =>
      (accepted as readonly SignedType[]).includes(type) &&
      parts.every(({ at, bytes }) => bytes.every((byte, i) => head[at + i] === byte)),
  );
  return (match?.type as T | undefined) ?? null;
}

export const extensionOf = (type: SignedType) => EXTENSIONS[type];
