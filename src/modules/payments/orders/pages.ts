import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { formatCurrency } from '../../../platform/i18n/formats.ts';
import type { PaymentProcessor } from './repo.ts';
import { orderParams, orderQuery, payForm } from './schemas.ts';
import { ownOrder, pay, payAgain } from './service/pay.ts';
import { bankTransferReference } from './service/begin.ts';

/** How long the return page keeps saying "confirming" before it says it is taking longer (the mail will come). */
const confirmingForMs = 2 * 60_000;

/** The account our bank transfers go to (shown with the order's own reference). */
const bankAccount = { holder: 'Nordlys ApS', bank: 'Danske Bank', iban: 'DK50 0040 0440 1162 43', bic: 'DABADKKK' };

const processorKey = (p: PaymentProcessor) => `payments.orders.processors.${p}`;

/**
 * Sends the browser on to the provider after a buy form. Not a 303: our pages allow forms to post to our own origin
 * only (CSP form-action), and Chromium applies that to a form's redirects too, so the hop to another origin is a
 * page that moves on by itself (a Refresh header, JavaScript not needed) with a link for the rare browser that waits.
 */
function continueTo(req: Request, res: Response, url: string): void {
  res.set('Refresh', `0; url=${url}`);
  res.render('payments/orders/continue', { title: req.ctx.t('payments.orders.continue.title'), url });
}

export const orderPages = [
  /** Every buy button is this plain form: an order from the catalogue's price, then on to the provider. */
  definePage({
    method: 'post',
    path: '/Payment/Pay',
    access: 'user',
    exempt: ['dark'],
    rateLimit: 'payment',
    body: payForm,
    handler: async ({ body, actor }, req, res) => {
      const { redirectUrl } = await pay(
        req.ctx.db,
        {
          paymentProcessor: body.paymentProcessor,
          productId: body.productId,
          presentProfileId: body.presentProfileId ?? null,
          quantity: body.quantity,
          data: { packageId: body.packageId, offerId: body.offerId, anonymous: Boolean(body.anonymous) },
        },
        { actor, origin: req.ctx.origin, locale: req.ctx.locale },
      );
      continueTo(req, res, redirectUrl);
    },
  }),
  /**
   * Where the provider sends the browser back. It never grants anything: the verified webhook does. A paid order goes
   * on to its receipt; a refused one shows why, with a way to try again; otherwise it waits ("confirming…").
   */
  definePage({
    path: '/Payment/Return',
    access: 'user',
    exempt: ['dark'],
    query: orderQuery,
    handler: async ({ query, actor }, req, res) => {
      const order = await ownOrder(req.ctx.db, query.order, actor);
      // Cancelled at the hosted page (no `error`: after a refusal the webhook brings the reason). The page only says
      // so: a GET changes nothing, and the provider's word (or reconciliation asking it) moves the order.
      const cancelledHere = Boolean(query.cancelled) && !query.error && order.state === 'Pending';
      if (order.state === 'PaidInFull' || order.state === 'Free' || order.state === 'PaidDeposit') {
        res.redirect(303, `/Receipt?order=${order.id}&showReceipt=1`);
        return;
      }
      const refused = cancelledHere || (order.state === 'Unpaid' && order.failureReason !== null);
      const waiting = !refused && Date.now() - order.createdAt.getTime() < confirmingForMs;
      // Looks again every two seconds while waiting, without JavaScript (a Refresh header, as a meta refresh would).
      if (waiting) res.set('Refresh', '2');
      res.render('payments/orders/return', {
        title: req.ctx.t(refused ? 'payments.orders.return.refusedTitle' : 'payments.orders.return.title'),
        order: { id: order.id, amount: formatCurrency(order.amountMinor, order.currency), processor: req.ctx.t(processorKey(order.processor)) },
        refused,
        cancelled: cancelledHere || (refused && order.cancelled),
        reason: order.failureReason,
        // "Try again" makes a new order from an Unpaid one; a cancelled one still Pending offers the membership page.
        retry: order.state === 'Unpaid',
        waiting,
      });
    },
  }),
  /** "Try again" after a refusal: a new order for the same purchase, straight to the provider. */
  definePage({
    method: 'post',
    path: '/Payment/Retry/:id',
    access: 'user',
    exempt: ['dark'],
    rateLimit: 'payment',
    params: orderParams,
    handler: async ({ params, actor }, req, res) => {
      const { redirectUrl } = await payAgain(req.ctx.db, params.id, { actor, origin: req.ctx.origin, locale: req.ctx.locale });
      continueTo(req, res, redirectUrl);
    },
  }),
  /** A bank transfer's instructions: the account, the amount and the order's reference; staff mark it paid. */
  definePage({
    path: '/Payment/BankTransfer',
    access: 'user',
    exempt: ['dark'],
    query: orderQuery,
    handler: async ({ query, actor }, req, res) => {
      const order = await ownOrder(req.ctx.db, query.order, actor);
      if (order.processor !== 'BankTransfer') {
        res.redirect(303, `/Payment/Return?order=${order.id}`);
        return;
      }
      res.render('payments/orders/bank-transfer', {
        title: req.ctx.t('payments.orders.bankTransfer.title'),
        order: { id: order.id, amount: formatCurrency(order.amountMinor, order.currency), reference: bankTransferReference(order.id), paid: order.state === 'PaidInFull' },
        account: bankAccount,
      });
    },
  }),
];
