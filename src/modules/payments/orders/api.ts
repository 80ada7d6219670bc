import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { beginInput, payInput, payOutput, subscriptionInput } from './schemas.ts';
import { pay } from './service/pay.ts';
import { changePaymentMethod, rerunRenewal, stopSubscription } from './service/subscriptions.ts';

const redirect = z.object({ redirectUrl: z.string() });
const subscriptionState = z.object({ state: z.string(), paidUntil: z.string().nullable() });

/**
 * The buying calls of spec §7. Pay names its provider; BillwerkBegin, MobilePayBegin and AddBankTransferView are
 * the same purchase with the provider in the call's name. Every one may be used on the dark site before its
 * approval (/Membership paths are open then).
 */
const buy = (summary: string, processor: 'Billwerk' | 'VippsMobilePayRecurring' | 'BankTransfer') =>
  defineAction({
    method: 'POST',
    summary,
    input: beginInput,
    output: payOutput,
    access: 'user',
    exempt: ['dark'],
    rateLimit: 'payment',
    policy: 'payments.order',
    handler: (input, { db, actor, origin, locale }) => pay(db, { ...input, paymentProcessor: processor }, { actor, origin, locale }),
  });

export const paymentActions = {
  Pay: defineAction({
    method: 'POST',
    summary: 'Makes a payment order (price from the catalogue) and answers where the browser goes to pay',
    input: payInput,
    output: payOutput,
    access: 'user',
    exempt: ['dark'],
    rateLimit: 'payment',
    policy: 'payments.order',
    handler: (input, { db, actor, origin, locale }) => pay(db, input, { actor, origin, locale }),
  }),
  AddBankTransferView: buy('Makes a payment order paid by bank transfer and answers the page with the bank details', 'BankTransfer'),
};

export const billwerkActions = {
  BillwerkBegin: buy("Makes a payment order and answers the card provider's hosted payment page", 'Billwerk'),
  ChangePaymentMethod: defineAction({
    method: 'POST',
    summary: "Answers the card provider's page that saves a new card for the member's renewing membership",
    input: subscriptionInput,
    output: redirect,
    access: 'user',
    exempt: ['dark'],
    rateLimit: 'payment',
    policy: 'payments.subscription',
    handler: async ({ subscriptionId }, { db, actor, origin }) => ({ redirectUrl: await changePaymentMethod(db, subscriptionId, actor, origin) }),
  }),
  RerunRecurrentTransaction: defineAction({
    method: 'POST',
    summary: 'Tries a refused renewal again now',
    input: subscriptionInput,
    output: subscriptionState,
    access: 'user',
    exempt: ['dark'],
    rateLimit: 'payment',
    policy: 'payments.subscription',
    handler: async ({ subscriptionId }, { db, actor }) => {
      const s = await rerunRenewal(db, subscriptionId, actor);
      return { state: s.state, paidUntil: s.periodEnd?.toISOString() ?? null };
    },
  }),
};

export const vippsActions = {
  MobilePayBegin: buy("Makes a renewing membership's order and answers the wallet's confirmation page", 'VippsMobilePayRecurring'),
};

export const membershipActions = {
  StopSubscription: defineAction({
    method: 'POST',
    summary: 'Stops renewing; the membership already paid runs to the end of its period',
    input: subscriptionInput,
    output: subscriptionState,
    access: 'user',
    exempt: ['dark'],
    policy: 'payments.subscription',
    handler: async ({ subscriptionId }, { db, actor }) => {
      const { paidUntil } = await stopSubscription(db, subscriptionId, actor);
      return { state: 'DeactivatedByUser', paidUntil: paidUntil?.toISOString() ?? null };
    },
  }),
};
