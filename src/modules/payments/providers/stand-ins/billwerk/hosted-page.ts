import { paymentFailureReasons, type PaymentFailureReason } from '../../billwerk/schemas.ts';
import type { Session } from './state.ts';

// The hosted page plays the provider's own page, which is not ours to translate: its few texts are English and
// have no locale keys on purpose. Plain HTML, no script: native buttons in one form work by keyboard, and the
// layout is one column that fits a 390 px phone.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reasonLabels: Record<PaymentFailureReason, string> = {
  InsufficientFunds: 'Fail: insufficient funds',
  CardBlocked: 'Fail: card blocked',
  DeclinedByBank: 'Fail: declined by bank',
  CardExpired: 'Fail: card expired',
  Unknown: 'Fail: unknown error',
};

/** A whole page of the stand-in: the title and already escaped body HTML. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Billwerk+ stand-in</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:1rem;max-width:28rem;margin-inline:auto;box-sizing:border-box}
button{display:block;width:100%;min-height:44px;margin:.5rem 0;font:inherit;border:1px solid #555;border-radius:6px;background:#fff}
button[value=pay]{background:#0b5;color:#fff;border-color:#0b5;font-weight:600}
button:focus-visible{outline:3px solid #036;outline-offset:2px}
.amount{font-size:1.5rem;font-weight:600}
</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** The session's page: what is paid (or that a card is saved), "Pay", a button per failure reason, "Cancel". */
export function checkoutPage(session: Session): string {
  const what = session.order
    ? `<p>Order ${escape(session.order.handle)}</p><p class="amount">${escape((session.order.amount / 100).toFixed(2))} ${escape(session.order.currency)}</p>`
    : '<p>Save a card for later payments.</p>';
  const failures = paymentFailureReasons.map((reason) => `<button type="submit" name="outcome" value="${reason}">${reasonLabels[reason]}</button>`).join('\n');
  return page(
    session.order ? 'Pay' : 'Save card',
    `${what}
<form method="post" action="/checkout/${escape(session.id)}">
<button type="submit" name="outcome" value="pay" autofocus>${session.order ? 'Pay' : 'Save card'}</button>
${failures}
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}
