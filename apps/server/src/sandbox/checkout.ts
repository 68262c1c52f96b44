import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidCardNumber } from '@azart/contracts';
import type { Database } from '@azart/db';
import { cardForm, cryptoPage, page, resultPage, secureForm, textOf, walletPage, type Lang } from './pages.ts';
import { findPayment, markAwaiting3ds, resendLast, sendTransfer, settlePayment, type Payment, type SandboxOptions } from './store.ts';

/** Test cards (docs/payments-provider.md), as a processor's sandbox documents them. */
const DECLINING_CARD = '4000000000000002';
const SECURE_CARD = '4000000000003220';
const SECURE_CODE = '1234';

type Params = { Params: { id: string } };
const PAYMENT_ID = /^pay_[0-9a-f]{24}$/;
type Form = Record<string, string | undefined>;

const langOf = (request: FastifyRequest): Lang => (/^ru\b/i.test(request.headers['accept-language'] ?? '') ? 'ru' : 'en');

function validExpiry(value: string): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const now = new Date();
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/**
 * The hosted checkout: a page per method (card with 3-D Secure, TRC-20
 * transfer with confirmations, wallet service), the forms they post, and the
 * sandbox's test helpers `POST {checkoutUrl}/complete {"outcome"}` (settles a
 * pending checkout) and `POST {checkoutUrl}/resend` (sends its last callback
 * again). A finished checkout shows its result and sends the player back to
 * the shop.
 */
export async function sandboxCheckout(app: FastifyInstance, db: Database, options: SandboxOptions): Promise<void> {
  // The checkout's own forms post urlencoded bodies (no framework, no script needed).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const load = async (request: FastifyRequest<Params>, reply: FastifyReply): Promise<Payment | null> => {
    // Ids are ours (pay_ and 24 hex digits); anything else is not a checkout, whatever bytes it holds.
    const payment = PAYMENT_ID.test(request.params.id) ? await findPayment(db, options, request.params.id) : null;
    if (!payment) {
      void reply.status(404).type('text/html; charset=utf-8').send(page(langOf(request), 'Not found', '<p class="status bad">Not found</p>'));
      return null;
    }
    return payment;
  };
  const html = (reply: FastifyReply, body: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const show = (request: FastifyRequest, reply: FastifyReply, payment: Payment, error?: string, status = 200) => {
    const lang = langOf(request);
    const t = textOf(lang);
    const p = payment.object;
    if (p.status !== 'pending') return html(reply, page(lang, t.title, resultPage(p, t, lang, payment.return_url), { refreshSeconds: 2, refreshTo: payment.return_url }));
    if (p.method === 'card') return html(reply, page(lang, t.title, payment.awaiting_3ds ? secureForm(p, t, lang, error) : cardForm(p, t, lang, error)), status);
    if (p.method === 'wallet') return html(reply, page(lang, t.title, walletPage(p, t, lang)), status);
    const sent = payment.transfer_sent;
    return html(reply, page(lang, t.title, cryptoPage(p, t, lang, sent), sent ? { refreshSeconds: 2 } : {}), status);
  };
  const again = (reply: FastifyReply, payment: Payment) => reply.redirect(payment.object.checkoutUrl, 303);

  app.get<Params>('/checkout/:id', async (request, reply) => {
    const payment = await load(request, reply);
    if (payment) return show(request, reply, payment);
  });

  app.post<Params & { Body: Form }>('/checkout/:id/pay', async (request, reply) => {
    const payment = await load(request, reply);
    if (!payment) return;
    if (payment.object.status !== 'pending') return again(reply, payment);
    const t = textOf(langOf(request));
    if (payment.method === 'wallet') {
      await db.transaction((tx) => settlePayment(tx, options, payment.id, 'succeeded'));
      return again(reply, payment);
    }
    if (payment.method !== 'card') return again(reply, payment);
    const form = (request.body ?? {}) as Form;
    const number = (form.number ?? '').replace(/[\s-]/g, '');
    if (!isValidCardNumber(number)) return show(request, reply, payment, t.badCard, 422);
    if (!validExpiry(form.expiry ?? '')) return show(request, reply, payment, t.badExpiry, 422);
    if (!/^\d{3,4}$/.test(form.cvc ?? '')) return show(request, reply, payment, t.badCvc, 422);
    const last4 = number.slice(-4);
    if (number === SECURE_CARD) await markAwaiting3ds(db, payment.id, last4);
    else await db.transaction((tx) => settlePayment(tx, options, payment.id, number === DECLINING_CARD ? 'declined' : 'succeeded', { last4 }));
    return again(reply, payment);
  });

  app.post<Params & { Body: Form }>('/checkout/:id/3ds', async (request, reply) => {
    const payment = await load(request, reply);
    if (!payment) return;
    if (payment.object.status !== 'pending' || !payment.awaiting_3ds) return again(reply, payment);
    const code = ((request.body ?? {}) as Form).code?.trim();
    // A wrong code declines the payment, as banks do after the check fails.
    await db.transaction((tx) => settlePayment(tx, options, payment.id, code === SECURE_CODE ? 'succeeded' : 'declined'));
    return again(reply, payment);
  });

  app.post<Params>('/checkout/:id/send', async (request, reply) => {
    const payment = await load(request, reply);
    if (!payment) return;
    if (payment.method === 'usdt_trc20' && payment.object.status === 'pending') await db.transaction((tx) => sendTransfer(tx, options, payment.id));
    return again(reply, payment);
  });

  // Test helpers, as real sandboxes offer them: JSON in, the payment out.
  app.post<Params & { Body: { outcome?: unknown } }>('/checkout/:id/complete', async (request, reply) => {
    const payment = await load(request, reply);
    if (!payment) return;
    const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome;
    if (outcome !== 'succeeded' && outcome !== 'declined') return reply.status(400).send({ error: { type: 'invalid_request', message: 'outcome must be "succeeded" or "declined"' } });
    const changed = await db.transaction((tx) => settlePayment(tx, options, payment.id, outcome, payment.method === 'card' ? { last4: '4242' } : undefined));
    const after = await findPayment(db, options, payment.id);
    return reply.status(changed ? 200 : 409).send(after!.object);
  });

  app.post<Params>('/checkout/:id/resend', async (request, reply) => {
    const payment = await load(request, reply);
    if (!payment) return;
    const queued = await db.transaction((tx) => resendLast(tx, payment.id));
    return reply.status(queued ? 202 : 409).send({ resent: queued });
  });
}
