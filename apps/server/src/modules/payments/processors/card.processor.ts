import { randomBytes } from 'node:crypto';
import { depositReturnPath } from '@casino/contracts';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { CallbackOutbox } from './callback-outbox.js';
import { verifyCallbackSignature } from './callback-signature.js';
import { CHALLENGE_CODE, type CardField, type CardForm, checkCardForm } from './card.form.js';
import * as repo from './card.repository.js';
import type { PaymentProcessor } from './processor.js';

export const CARD_PAGE_PREFIX = '/sandbox/card';
const MAX_CHALLENGE_FAILURES = 3;
/** A hosted page takes a card for 23 hours: never a payment the platform expires at 24. */
export const CARD_SESSION_TTL_MS = 23 * 60 * 60 * 1000;

/** The body of the sandbox card processor's callback (signed, see callback-signature.ts). */
const CardCallback = z.object({
  event_id: z.string().min(8).max(100),
  payment_id: z.number().int().positive(),
  ref: z.string(),
  status: z.enum(['succeeded', 'declined']),
  amount: z.number().int().positive(),
  currency: z.string(),
  created: z.string(),
  /** The last 4 digits of the card that paid (absent from callbacks owed before it was sent). */
  card_last4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});

/** What the hosted page shows next. */
export type CardPageStep =
  | { kind: 'form'; session: repo.CardSession; values?: CardForm; errors?: Partial<Record<CardField, string>> }
  | { kind: 'challenge'; session: repo.CardSession; error?: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'gone'; expired?: boolean };

/**
 * The sandbox card processor. As a processor it starts deposits on its own hosted page
 * (the redirectLink) and reports outcomes by signed callback; as the hosted page it reads
 * the card form, runs the test cards' behaviours, and sends the player back to the site.
 */
export function createCardProcessor(deps: { db: Db; now: () => Date; publicUrl: string; outbox: CallbackOutbox }) {
  const returnTo = (session: repo.CardSession): CardPageStep => ({
    kind: 'redirect',
    location: depositReturnPath(session.system_slug, session.payment_id),
  });

  /** Ends a session with an outcome and owes the platform its callback, in one transaction; then tries to send it. */
  async function finish(session: repo.CardSession, to: 'succeeded' | 'declined', cardLast4?: string) {
    const owed = await deps.db.transaction().execute(async (tx) => {
      const at = deps.now();
      const row = await repo.moveSession(tx, session.ref, session.status, to, at, cardLast4);
      if (!row) return null;
      const body = JSON.stringify({
        event_id: `evt_${randomBytes(12).toString('hex')}`,
        payment_id: row.payment_id,
        ref: row.ref,
        status: to,
        amount: row.amount,
        currency: row.currency,
        created: at.toISOString(),
        ...(row.card_last4 ? { card_last4: row.card_last4 } : {}),
      });
      return deps.outbox.enqueue(tx, {
        direction: 'deposit',
        slug: row.system_slug,
        path: `/api/backoffice/payments/deposit/callback/${row.system_slug}/`,
        body,
      });
    });
    // The player waits for the first try, so the site usually shows the outcome at once; the job retries a failure.
    if (owed !== null) await deps.outbox.deliverDue({ id: owed }).catch(() => 0);
    return returnTo(session);
  }

  /** The session of a link, unless it does not exist or has outlived its time while still open. */
  async function live(ref: string): Promise<repo.CardSession | CardPageStep> {
    const session = await repo.findSession(deps.db, ref);
    if (!session) return { kind: 'gone' };
    const open = session.status === 'open' || session.status === 'challenge';
    if (open && deps.now().getTime() - session.created_at.getTime() > CARD_SESSION_TTL_MS) {
      return { kind: 'gone', expired: true };
    }
    return session;
  }
  const isStep = (value: repo.CardSession | CardPageStep): value is CardPageStep => 'kind' in value;

  const processor: PaymentProcessor = {
    async startDeposit(payment) {
      const ref = randomBytes(16).toString('base64url');
      const at = deps.now();
      await repo.insertSession(deps.db, {
        ref,
        payment_id: payment.id,
        system_slug: payment.systemSlug,
        amount: payment.amount,
        currency: payment.currency,
        status: 'open',
        created_at: at,
      });
      return { status: 20, redirectLink: `${deps.publicUrl}${CARD_PAGE_PREFIX}/pay/${ref}`, externalRef: ref };
    },

    // Paid (succeeded) is the one state whose callback is owed; declined and timed out never take money.
    async releaseDeposit(payment) {
      const session = await repo.closeUnpaidSession(deps.db, payment.id, deps.now());
      return session?.status !== 'succeeded';
    },

    // The card is checked when the payout is requested; sending the money waits for the operator's approval.
    async startPayout(payment) {
      return { status: 20, externalRef: `po_${payment.id}_${randomBytes(6).toString('hex')}` };
    },

    async verifyCallback({ rawBody, headers, secret, variant, now }) {
      if (variant !== '' || !verifyCallbackSignature(secret, rawBody, headers, now)) return null;
      let parsed;
      try {
        parsed = CardCallback.safeParse(JSON.parse(rawBody));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const body = parsed.data;
      return {
        paymentId: body.payment_id,
        eventId: body.event_id,
        amount: body.amount,
        currency: body.currency,
        ...(body.card_last4 ? { source: body.card_last4 } : {}),
        outcome: body.status === 'succeeded' ? 'success' : 'failed',
      };
    },
  };

  return {
    processor,

    /** The page of a session: its form, its confirmation step, or back to the site once it has ended. */
    async show(ref: string, page: 'pay' | '3ds'): Promise<CardPageStep> {
      const session = await live(ref);
      if (isStep(session)) return session;
      if (session.status === 'open')
        return page === 'pay'
          ? { kind: 'form', session }
          : { kind: 'redirect', location: `${CARD_PAGE_PREFIX}/pay/${ref}` };
      if (session.status === 'challenge')
        return page === '3ds'
          ? { kind: 'challenge', session }
          : { kind: 'redirect', location: `${CARD_PAGE_PREFIX}/3ds/${ref}` };
      return returnTo(session);
    },

    /** The card form was posted. */
    async submitCard(ref: string, form: CardForm): Promise<CardPageStep> {
      const session = await live(ref);
      if (isStep(session)) return session;
      if (session.status !== 'open') return this.show(ref, 'pay');
      const checked = checkCardForm(form, deps.now());
      if ('errors' in checked) return { kind: 'form', session, values: form, errors: checked.errors };
      const last4 = checked.digits.slice(-4);
      switch (checked.behaviour) {
        case 'success':
          return finish(session, 'succeeded', last4);
        case 'declined':
          return finish(session, 'declined', last4);
        case 'challenge': {
          await repo.moveSession(deps.db, ref, 'open', 'challenge', deps.now(), last4);
          return { kind: 'redirect', location: `${CARD_PAGE_PREFIX}/3ds/${ref}` };
        }
        case 'timeout':
          // The bank never answers: no callback is ever sent, and the platform's expiry job ends the payment.
          await repo.moveSession(deps.db, ref, 'open', 'timed_out', deps.now(), last4);
          return returnTo(session);
        default:
          return {
            kind: 'form',
            session,
            values: form,
            errors: { number: 'The sandbox accepts only its test cards (listed below).' },
          };
      }
    },

    /** The player gave up on the hosted page: the payment is declined and they go back to the site. */
    async cancel(ref: string): Promise<CardPageStep> {
      const session = await live(ref);
      if (isStep(session)) return session;
      if (session.status !== 'open' && session.status !== 'challenge') return this.show(ref, 'pay');
      return finish(session, 'declined');
    },

    /** The 3-D Secure step was answered: approve with the code, or deny. */
    async submitChallenge(ref: string, answer: { action: string; code: string }): Promise<CardPageStep> {
      const session = await live(ref);
      if (isStep(session)) return session;
      if (session.status !== 'challenge') return this.show(ref, '3ds');
      if (answer.action === 'deny') return finish(session, 'declined');
      if (answer.code.trim() === CHALLENGE_CODE) return finish(session, 'succeeded');
      const failures = await repo.countChallengeFailure(deps.db, ref, deps.now());
      if (failures !== undefined && failures >= MAX_CHALLENGE_FAILURES) {
        return finish({ ...session, status: 'challenge' }, 'declined');
      }
      return { kind: 'challenge', session, error: 'This code is not correct. Check the message from your bank.' };
    },
  };
}

export type CardProcessor = ReturnType<typeof createCardProcessor>;
