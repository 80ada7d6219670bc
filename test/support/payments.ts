import { expect } from 'chai';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { enqueueJob } from '../../src/platform/jobs/index.ts';
import { testDb } from './context.ts';
import { jobsSettled, memberWithApi } from './accounts.ts';
import type { StandIns } from './payment-providers.ts';

/** Puts the profile in a country (its currency and VAT follow), as the profile form would. */
export async function inCountry(profileId: number, code: string | null): Promise<void> {
  await testDb()('profile_areas').where({ profile_id: profileId }).delete();
  if (!code) return;
  const country = await testDb()('countries').where({ code }).first('id');
  await testDb()('profile_areas').insert({ profile_id: profileId, country_id: country.id, postal_code: '1000' });
}

/** A logged-on profile (not a member) living in `country`, with `api` and `form`. */
export async function buyer(country: string | null, overrides: Partial<NewProfile> = {}, host?: string) {
  const member = await memberWithApi({ member: false, ...overrides }, host);
  await inCountry(member.profile.id, country);
  return member;
}

/** The catalogue row id of a product code (`membership-1m`, `one-day`, `quickscor-ad-7d` …). */
export async function catalogueId(code: string): Promise<number> {
  const row = await testDb()('payment_products').where({ code }).first('id');
  if (!row) throw new Error(`No catalogue product ${code}`);
  return Number(row.id);
}

export const orderRow = (orderId: number) => testDb()('payment_orders').where({ id: orderId }).first();

/** When the profile's membership ends (null: not a member). */
export async function membershipEnd(profileId: number): Promise<Date | null> {
  const row = await testDb()('profiles').where({ id: profileId }).first('member', 'member_until');
  return row.member && row.member_until ? new Date(row.member_until) : null;
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Pay for a membership package by card: the order's id and the hosted page to go to. */
export async function payForMembership(member: Buyer, code: string, extra: object = {}): Promise<{ orderId: number; redirectUrl: string }> {
  const res = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId(code) }, ...extra });
  expect(res.status, res.text).to.equal(200);
  return res.body;
}

/** Opens the card stand-in's hosted page as a browser would and presses one button (`pay`, `cancel` or a failure reason). */
export async function choose(url: string, outcome: string): Promise<URL> {
  const html = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('The hosted page has no form');
  const answer = await fetch(new URL(action, url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ outcome }).toString(), redirect: 'manual' });
  expect(answer.status).to.equal(303);
  return new URL(answer.headers.get('location') ?? '');
}

/** Opens the wallet stand-in's confirmation page and presses one button (`approve`, `decline` or a failure reason). */
export async function confirmInWallet(url: string, choice: string): Promise<string | null> {
  const html = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('The confirmation page has no form');
  const res = await fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
  expect(res.status).to.equal(303);
  return res.headers.get('location');
}

/**
 * Runs the renewal job of a subscription as the schedule would once it is due: its next attempt moved to now (the
 * test's clock), the job enqueued and run by the app's worker. `keepSchedule` runs it without moving the attempt.
 */
export async function renewSubscriptionNow(subscriptionId: number, options: { keepSchedule?: boolean } = {}): Promise<void> {
  if (!options.keepSchedule) await testDb()('payment_subscriptions').where({ id: subscriptionId }).whereNotNull('next_attempt_at').update({ next_attempt_at: new Date(Date.now() - 1000) });
  await enqueueJob(testDb(), 'payments.renew', { subscriptionId });
  await jobsSettled();
}

/** A member in `country` whose renewing card membership is paid at the card stand-in: the order, its subscription and the saved card. */
export async function cardSubscriber(standIns: StandIns, country = 'DK') {
  const member = await buyer(country);
  const { orderId, redirectUrl } = await payForMembership(member, 'membership-1m-renewing');
  await choose(redirectUrl, 'pay');
  await standIns.billwerk.control.idle();
  const subscription = await testDb()('payment_subscriptions').where({ id: (await orderRow(orderId)).subscription_id }).first();
  return { member, orderId, subscriptionId: Number(subscription.id), card: String(subscription.provider_ref) };
}
