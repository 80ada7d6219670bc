import { paymentFailureReasons } from '../../../failure-reasons.ts';
import type { VippsFailureReason } from '../../vipps/schemas.ts';

/**
 * The stand-in's confirmation page: it plays the wallet app where the person approves the agreement. It stands for
 * the provider's own screen, not a page of ours, so its few texts are English and take no locale keys.
 * Plain HTML, one form, buttons reachable by keyboard, readable at 390 px.
 */
export function confirmationPage(agreement: { id: string; productName: string; amount: number; currency: string; initialAmount: number | null }): string {
  const money = (minor: number) => `${(minor / 100).toFixed(2)} ${escapeHtml(agreement.currency)}`;
  const failures = paymentFailureReasons
    .map((reason: VippsFailureReason) => `<button type="submit" name="choice" value="${reason}" class="fail">Fail: ${reason}</button>`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Confirm agreement (wallet stand-in)</title>
  <style>
    body { font: 16px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 390px; padding: 16px; }
    form { display: grid; gap: 10px; }
    button { font: inherit; min-height: 44px; border-radius: 8px; border: 1px solid #555; background: #fff; }
    button:focus-visible { outline: 3px solid #ff5b24; outline-offset: 2px; }
    .approve { background: #ff5b24; color: #fff; border-color: #ff5b24; font-weight: 600; }
    .fail { font-size: 14px; }
  </style>
</head>
<body>
  <main>
    <h1>Confirm agreement</h1>
    <p><strong>${escapeHtml(agreement.productName)}</strong>: ${money(agreement.amount)} per period.</p>
    ${agreement.initialAmount === null ? '' : `<p>First payment now: ${money(agreement.initialAmount)}.</p>`}
    <form method="post" action="/stand-in/confirm/${encodeURIComponent(agreement.id)}">
      <button type="submit" name="choice" value="approve" class="approve" autofocus>Approve</button>
      <button type="submit" name="choice" value="decline">Decline</button>
      ${failures}
    </form>
  </main>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
