import type { Locale } from '@casino/contracts';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../../db/database.js';
import * as repo from './mail.repository.js';
import { type MailKind, renderMail } from './mail.templates.js';

export type MailService = ReturnType<typeof createMailService>;

/**
 * A transactional outbox: a mail is written in the same transaction as the change that
 * causes it, and sent over SMTP after commit when SMTP_URL is set. Without SMTP the
 * outbox is the local mailbox.
 */
export function createMailService(deps: {
  db: Db;
  publicUrl: string;
  smtpUrl: string | undefined;
  from: string;
  now: () => Date;
  log: (error: unknown) => void;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  let delivering: Promise<void> | null = null;

  async function deliverPending(): Promise<void> {
    if (!transport) return;
    await deps.db.transaction().execute(async (tx) => {
      for (const mail of await repo.claimUnsent(tx, 20)) {
        try {
          await transport.sendMail({
            from: deps.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.body_text,
          });
          await repo.markSent(tx, mail.id, deps.now());
        } catch (error) {
          await repo.markFailed(tx, mail.id, String(error));
          deps.log(error);
        }
      }
    });
  }

  return {
    /** Writes a mail with a link to a site path, inside the caller's transaction. */
    async enqueue(tx: Executor, to: string, kind: MailKind, locale: Locale, sitePath: string): Promise<void> {
      const { subject, text } = renderMail(kind, locale, `${deps.publicUrl}${sitePath}`);
      await repo.insertMail(tx, { to, subject, text });
    },

    /** Sends what is waiting, in the background; a request never waits for SMTP. */
    flush(): void {
      if (!transport || delivering) return;
      delivering = deliverPending()
        .catch(deps.log)
        .finally(() => {
          delivering = null;
        });
    },

    listRecent: (limit = 50) => repo.listRecent(deps.db, limit),
  };
}
