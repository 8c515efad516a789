import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { readCardForm } from './card.form.js';
import { challengePage, cardFormPage, goneCardPage } from './card.pages.js';
import { CARD_PAGE_PREFIX, type CardPageStep, type CardProcessor } from './card.processor.js';

const Ref = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });

/**
 * The sandbox card processor's hosted pages (server-rendered HTML, no script: the site's
 * CSP applies). Encapsulated: the URL-encoded form parser serves these routes only.
 */
export const cardPageRoutes: FastifyPluginAsync<{ card: CardProcessor }> = async (app, { card }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const render = (reply: FastifyReply, step: CardPageStep) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (step.kind === 'redirect') return reply.redirect(step.location, 303);
    if (step.kind === 'gone') return reply.status(404).type('text/html').send(goneCardPage(step.expired));
    const html =
      step.kind === 'form'
        ? cardFormPage(step.session, step.values, step.errors)
        : challengePage(step.session, step.error);
    // A form shown again with its errors is a 200, as hosted pages answer: the browser shows it, no console error.
    return reply.type('text/html').send(html);
  };
  const refOf = (params: unknown) => Ref.safeParse(params);
  const field = (body: unknown, key: string) => {
    const value = (body as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' ? value : '';
  };

  for (const page of ['pay', '3ds'] as const) {
    app.get(`${CARD_PAGE_PREFIX}/${page}/:ref`, { schema: { hide: true } }, async (request, reply) => {
      const ref = refOf(request.params);
      return render(reply, ref.success ? await card.show(ref.data.ref, page) : { kind: 'gone' });
    });
  }

  app.post(`${CARD_PAGE_PREFIX}/pay/:ref`, { schema: { hide: true } }, async (request, reply) => {
    const ref = refOf(request.params);
    if (!ref.success) return render(reply, { kind: 'gone' });
    if (field(request.body, 'action') === 'cancel') return render(reply, await card.cancel(ref.data.ref));
    return render(reply, await card.submitCard(ref.data.ref, readCardForm(request.body)));
  });

  app.post(`${CARD_PAGE_PREFIX}/3ds/:ref`, { schema: { hide: true } }, async (request, reply) => {
    const ref = refOf(request.params);
    if (!ref.success) return render(reply, { kind: 'gone' });
    const answer = { action: field(request.body, 'action'), code: field(request.body, 'code') };
    return render(reply, await card.submitChallenge(ref.data.ref, answer));
  });
};
