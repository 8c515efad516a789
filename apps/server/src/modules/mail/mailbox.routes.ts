import type { FastifyPluginAsync } from 'fastify';
import type { MailService } from './mail.service.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The local mailbox: every mail the server wrote, for a machine with no SMTP. Local mode only. */
export const mailboxRoutes: FastifyPluginAsync<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await mail.listRecent(50);
    const items = mails
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to_address)}</span>
<time>${m.created_at.toISOString()}</time></header><pre>${linkify(escapeHtml(m.body_text))}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title>
<style>body{font:15px system-ui,sans-serif;background:#0b1020;color:#e8ecf8;margin:0;padding:24px;max-width:860px;margin-inline:auto}
h1{font-size:20px}p{color:#9aa6c4}article{background:#141b33;border:1px solid #26304f;border-radius:10px;padding:16px;margin-block:12px}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:baseline}header span,time{color:#9aa6c4;font-size:13px}
pre{white-space:pre-wrap;font:inherit;margin:12px 0 0}a{color:#f5c451}</style></head><body>
<h1>Local mailbox</h1><p>The server runs without SMTP, so every mail it sends is kept here. Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
};
