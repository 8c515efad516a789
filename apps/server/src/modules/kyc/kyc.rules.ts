import { KYC_CONTENT_TYPES } from '@casino/contracts';
import { signedTypeOf } from '../../lib/file-signature.js';

/** The document's type as its first bytes tell it (whatever its name says); null when it is none of the accepted ones. */
export const detectContentType = (head: Uint8Array) => signedTypeOf(head, KYC_CONTENT_TYPES);

/** A file name fit to show: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 120) || 'document';
}
