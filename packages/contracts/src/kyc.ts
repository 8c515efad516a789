import { z } from 'zod';

/** Issue #23: the identity documents a player sends (SPEC §1 KYC pictures, §5 KYC upload). */
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'proof_of_address', 'selfie'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
/** What makes an identity verified: an identity card's (or passport's) front, a proof of address and a selfie. */
export const KYC_REQUIRED_KINDS: readonly KycDocumentKind[] = ['id_front', 'proof_of_address', 'selfie'];
/** The largest file accepted, in bytes. */
export const KYC_MAX_BYTES = 10 * 1024 * 1024;
/** The accepted types, told by the file's first bytes (not its name). */
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const KycDocument = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_STATUSES),
  /** Why it was rejected, for the player to see. */
  reason: z.string().nullable(),
  fileName: z.string(),
  contentType: z.enum(KYC_CONTENT_TYPES),
  size: z.number().int(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycDocument = z.infer<typeof KycDocument>;

/** GET /api/users/documents/: the player's documents, newest first, and whether their identity is verified. */
export const KycDocuments = z.object({ verified: z.boolean(), documents: z.array(KycDocument) });
export type KycDocuments = z.infer<typeof KycDocuments>;

export const KycReviewRequest = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'invalid' }),
    reason: z.string().trim().max(500, { error: 'too_long' }).nullable().default(null),
  })
  .refine((review) => review.status === 'approved' || (review.reason ?? '') !== '', {
    error: 'required',
    path: ['reason'],
  });

/** The operator's view: a document with its player. */
export const KycReviewItem = KycDocument.extend({ userId: z.number().int(), username: z.string() });
export const KycReviewList = z.array(KycReviewItem);
