import { expect } from 'chai';
import request from 'supertest';
import { renewalFailed, subscriptionEnded } from '../../../src/modules/payments/index.ts';
import { publish } from '../../../src/platform/events/index.ts';
import { enqueueJob } from '../../../src/platform/jobs/index.ts';
import { personalDataHolders } from '../../../src/platform/personal-data/index.ts';
import { ProfileStatus } from '../../../src/platform/auth/access.ts';
import { mailbox, resetRateLimits, testApp, testDb } from '../../support/context.ts';
import { buildMember, deleteAccountNow, jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { withStandIns, type StandIns } from '../../support/payment-providers.ts';
import { buyer, catalogueId, choose, orderRow } from '../../support/payments.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;

/** The error page itself (the layout around it names the path, and a flash may sit above it). */
const mainOf = (html: string) => /<section class="error-page"[\s\S]*?<\/section>/.exec(html)?.[0] ?? html;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Waited 5 s for ${what}`);
}


/**
 * Issue 21 items 4 and 5: receipts (the buyer's only), the dialog once after the return, the purchase history,
 * the receipt mail with VAT, gifts (the recipient told, the giver named unless anonymous, hidden profiles refused
 * like missing ones), renewal mails and notices, and what export and erasure do with receipts. Paid orders are
 * made as a member makes them: Pay, the card stand-in's hosted page, its verified webhook.
 */
describe('payments: receipts, purchase history and gifts', () => {
  let standIns: StandIns;
  beforeEach(async () => (standIns = await withStandIns()));
  afterEach(async () => {
    await jobsSettled();
    await standIns.stop();
  });

  /** Pays by card at the stand-in; answers when the webhook has settled the order and its subscribers ran. */
  async function paid(member: Member, code = 'membership-1m', extra: { presentProfileId?: number; anonymous?: boolean } = {}): Promise<number> {
    const res = await member.api('/api/Payment/Pay', {
      paymentProcessor: 'Billwerk', productId: 1, ...(extra.presentProfileId ? { presentProfileId: extra.presentProfileId } : {}),
      data: { packageId: await catalogueId(code), ...(extra.anonymous ? { anonymous: true } : {}) },
    });
    expect(res.status, res.text).to.equal(200);
    await choose(res.body.redirectUrl, 'pay');
    await until(async () => (await orderRow(res.body.orderId)).state === 'PaidInFull', 'the webhook');
    await jobsSettled();
    return res.body.orderId;
  }

  const bankTransfer = async (member: Member) => {
    const res = await member.api('/api/Payment/Pay', { paymentProcessor: 'BankTransfer', productId: 1, data: { packageId: await catalogueId('membership-1m') } });
    expect(res.status, res.text).to.equal(200);
    return res.body.orderId as number;
  };

  it('answers a visitor with the log-on page or 401, and a bad value with 400 naming the field', async () => {
    const visitor = request(testApp());
    await visitor.get('/Receipt?order=1').expect(302);
    await visitor.get('/Membership/History').expect(302);
    await visitor.get('/Membership/Gift/1').expect(302);
    await visitor.get('/Membership/Gifts').expect(302);
    for (const path of ['/api/Payment/ReceiptPageData?orderId=1', '/api/Payment/ReceiptDialogData?orderId=1', '/api/Payment/GiftMembershipData?presentProfileId=1', '/api/Payment/CheckGiftMembershipReceipt', '/api/Profiles/GetPurchaseHistoryData']) {
      await visitor.get(path).expect(401);
    }
    const member = await buyer('DK');
    const field = async (path: string, name: string) => {
      const res = await member.get(path).expect(400);
      expect(res.body.error.field, `${path}: ${res.text}`).to.equal(name);
    };
    await field('/api/Payment/ReceiptPageData?orderId=abc', 'orderId');
    await field('/api/Payment/ReceiptDialogData', 'orderId');
    await field('/api/Payment/GiftMembershipData?presentProfileId=-1', 'presentProfileId');
    await field('/api/Profiles/GetPurchaseHistoryData?take=31', 'take');
    await field('/api/Profiles/GetPurchaseHistoryData?before=x', 'before');
    await member.get('/Receipt?order=abc').expect(400);
    await member.get('/Receipt').expect(400);
  });

  it('shows the buyer the receipt with VAT: Danish 25 % in kroner, British 20 % in pounds', async () => {
    const dane = await buyer('DK');
    const dk = await paid(dane);
    const page = (await dane.get(`/Receipt?order=${dk}`).expect(200)).text;
    expect(page).to.include(`NL-${String(dk).padStart(8, '0')}`).and.include('Membership, 1 month');
    expect(page).to.include('kr. 99,00').and.include('VAT (25%)').and.include('kr. 19,80').and.include('kr. 79,20');
    expect(page).to.include('Card').and.include('Paid').and.include(dane.profile.name).and.include('1000, Denmark');
    expect(page).to.include('Runs until');
    expect(page, 'no dialog without showReceipt').not.to.include('<dialog');

    const briton = await buyer('GB', { language: 'en-GB' });
    const gb = await paid(briton);
    const data = (await briton.get(`/api/Payment/ReceiptPageData?orderId=${gb}`).expect(200)).body;
    expect(data).to.include({ orderId: gb, status: 'PaidInFull', packageType: 'Membership', productId: 1, currency: 'GBP', amountMinor: 1299, vatRateBp: 2000, vatMinor: 217, amount: '£12.99', vat: '£2.17', vatRate: '20%' });
    expect(data.tracking).to.deep.equal({ transactionId: `NL-${String(gb).padStart(8, '0')}`, value: 12.99, tax: 2.17, currency: 'GBP' });
    expect((await briton.get(`/Receipt?order=${gb}`).expect(200)).text).to.include('VAT (20%)').and.include('£2.17');
  });

  it('answers anyone but the buyer, the gift recipient too, as it answers an order that does not exist', async () => {
    const giver = await buyer('DK');
    const recipient = await buyer('DK');
    const orderId = await paid(giver, 'membership-3m', { presentProfileId: recipient.profile.id });
    const stranger = await buyer('DK');
    const missing = await stranger.get('/Receipt?order=987654321').expect(404);
    for (const other of [stranger, recipient]) {
      const res = await other.get(`/Receipt?order=${orderId}`).expect(404);
      expect(res.text).to.include('That order does not exist.');
      expect(res.text).not.to.include(giver.profile.name);
      const api = await other.get(`/api/Payment/ReceiptPageData?orderId=${orderId}`).expect(404);
      expect(api.body.error.code).to.equal('orderNotFound');
      await other.get(`/api/Payment/ReceiptDialogData?orderId=${orderId}`).expect(404);
    }
    expect(missing.text).to.include('That order does not exist.');
    const own = (await giver.get(`/Receipt?order=${orderId}`).expect(200)).text;
    expect(own).to.include(`A gift for ${recipient.profile.name}`).and.include('Membership, 3 months');
    expect(own, "the recipient's membership end is not the buyer's to read").not.to.include('Runs until');
    expect((await giver.get(`/api/Payment/ReceiptPageData?orderId=${orderId}`).expect(200)).body).to.include({ grantedUntil: null });
  });

  it('shows the receipt dialog once after the return; a reload shows the page alone', async () => {
    const member = await buyer('DK');
    const orderId = await paid(member);
    const first = (await member.get(`/Receipt?order=${orderId}&showReceipt=1`).expect(200)).text;
    expect(first).to.include('<dialog open').and.include('Thank you for your purchase').and.include('You bought Membership, 1 month for kr. 99,00.');
    expect(first).to.include(`href="/Receipt?order=${orderId}" autofocus`);
    expect((await orderRow(orderId)).receipt_shown_at).to.not.equal(null);
    const again = (await member.get(`/Receipt?order=${orderId}&showReceipt=1`).expect(200)).text;
    expect(again).not.to.include('<dialog');
    expect(again).to.include('kr. 99,00');
    const call = (await member.get(`/api/Payment/ReceiptDialogData?orderId=${orderId}`).expect(200)).body;
    expect(call.show).to.equal(false);
    expect(call.receipt).to.include({ status: 'PaidInFull', packageType: 'Membership', productId: 1 });

    const other = await buyer('GB');
    const second = await paid(other);
    const dialog = (await other.get(`/api/Payment/ReceiptDialogData?orderId=${second}`).expect(200)).body;
    expect(dialog.show).to.equal(true);
    expect((await other.get(`/api/Payment/ReceiptDialogData?orderId=${second}`).expect(200)).body.show).to.equal(false);
    expect((await other.get(`/Receipt?order=${second}&showReceipt=1`).expect(200)).text).not.to.include('<dialog');
  });

  it('says a bank transfer is awaiting payment, on the receipt and in its dialog', async () => {
    const member = await buyer('SE');
    const orderId = await bankTransfer(member);
    const page = (await member.get(`/Receipt?order=${orderId}&showReceipt=1`).expect(200)).text;
    expect(page).to.include('Awaiting payment').and.include('149,00 kr').and.include('Bank transfer');
  });

  it('sends the buyer the receipt by mail with VAT, once, linking to the regular site', async () => {
    const member = await buyer('DK', { language: 'da-DK' });
    const orderId = await paid(member, 'membership-6m');
    const mail = await mailbox().waitFor(member.profile.email, (m) => m.subject.includes('kvittering'));
    expect(mail.subject).to.equal(`Din kvittering NL-${String(orderId).padStart(8, '0')}`);
    expect(mail.text).to.include('Medlemskab, 6 måneder').and.include('Beløb (inkl. moms): kr. 429,00').and.include('Moms (25 %): kr. 85,80');
    expect(mail.text).to.include('Betalingsmåde: Betalingskort').and.include(`/Receipt?order=${orderId}`);
    expect(mail.text).not.to.match(/dark/i);
    expect(mailbox().messages.filter((m) => m.to.includes(member.profile.email.toLowerCase()) && m.subject.includes('kvittering'))).to.have.length(1);
  });

  it("mails a dark-site order's receipt with the regular site's link, naming nothing of the dark site", async () => {
    const member = await buyer('DK', { darkStatus: 3, member: true, language: 'en-GB' }, 'dark.localhost');
    const orderId = await paid(member, 'membership-1m');
    expect((await orderRow(orderId)).dark).to.equal(true);
    const mail = await mailbox().waitFor(member.profile.email, (m) => m.subject.includes('Your receipt'));
    const sites = await testDb()('sites').select('dark', 'origin', 'name');
    const regular = sites.find((s: { dark: boolean }) => !s.dark)!;
    const dark = sites.find((s: { dark: boolean }) => s.dark)!;
    expect(mail.text).to.include(`${regular.origin}/Receipt?order=${orderId}`).and.include('VAT (25%): kr. 19,80');
    expect(mail.text).not.to.include(new URL(dark.origin).hostname);
    expect(mail.text).not.to.include(dark.name);
  });

  it('lists the purchase history newest first, 30 a page by key, with an empty state; cancelled ones are left out', async () => {
    const member = await buyer('DK');
    const empty = (await member.get('/Membership/History').expect(200)).text;
    expect(empty).to.include('You have not bought anything yet.').and.include('href="/Membership"');
    expect((await member.get('/api/Profiles/GetPurchaseHistoryData').expect(200)).body).to.deep.equal({ items: [], next: null });

    const refused = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-1m') } }).expect(200);
    await choose(refused.body.redirectUrl, 'CardBlocked');
    await until(async () => (await orderRow(refused.body.orderId)).failure_reason !== null, 'the refusal');
    const cancelled = await member.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, data: { packageId: await catalogueId('membership-1m') } }).expect(200);
    const back = await choose(cancelled.body.redirectUrl, 'cancel');
    await member.get(back.pathname + back.search).expect((res) => expect(res.status).to.be.oneOf([200, 303]));
    // The return page changes nothing; reconciliation gives the order back once the hosted page was left long enough.
    await testDb()('payment_orders').where({ id: cancelled.body.orderId }).update({ created_at: new Date(Date.now() - 31 * 60_000) });
    await enqueueJob(testDb(), 'payments.reconcile', {});
    await jobsSettled();
    expect((await orderRow(cancelled.body.orderId)).state).to.equal('Unpaid');
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      if (i % 15 === 0) resetRateLimits();
      ids.push(await bankTransfer(member));
    }
    const first = (await member.get('/Membership/History').expect(200)).text;
    const listed = [...first.matchAll(/href="\/Receipt\?order=(\d+)"/g)].map((m) => Number(m[1]));
    expect(listed).to.deep.equal([...ids].reverse());
    expect(first).to.include('Awaiting payment').and.include(`href="/Membership/History?before=${ids[0]}"`);
    const second = (await member.get(`/Membership/History?before=${ids[0]}`).expect(200)).text;
    expect([...second.matchAll(/href="\/Receipt\?order=(\d+)"/g)].map((m) => Number(m[1]))).to.deep.equal([refused.body.orderId]);
    expect(second).to.include('Refused');
    expect(second).not.to.include('rel="next"');

    const api = (await member.get('/api/Profiles/GetPurchaseHistoryData?take=20').expect(200)).body;
    expect(api.items).to.have.length(20);
    expect(api.items[0]).to.include({ orderId: ids[29], status: 'Pending', link: `/Receipt?order=${ids[29]}`, amount: 'kr. 99,00', gift: false });
    const rest = (await member.get(`/api/Profiles/GetPurchaseHistoryData?before=${api.next}`).expect(200)).body;
    expect(rest.items.map((i: { orderId: number }) => i.orderId)).to.deep.equal([...ids.slice(0, 10).reverse(), refused.body.orderId]);
    expect(rest.next).to.equal(null);
    // Nobody else's orders.
    expect((await (await buyer('DK')).get('/api/Profiles/GetPurchaseHistoryData').expect(200)).body.items).to.have.length(0);
  });

  it('gives a membership from the profile page: the gift page, the recipient told with the giver named', async () => {
    const giver = await buyer('DK');
    const recipient = await buyer('DK', { language: 'en-GB' });
    const profile = (await giver.get(`/Profile/${recipient.profile.id}`).expect(200)).text;
    expect(profile).to.include(`href="/Membership/Gift/${recipient.profile.id}"`);
    expect((await giver.get(`/Profile/${giver.profile.id}`).expect(200)).text).not.to.include('/Membership/Gift/');

    const page = (await giver.get(`/Membership/Gift/${recipient.profile.id}`).expect(200)).text;
    expect(page).to.include(`Give ${recipient.profile.name} a membership`).and.include('action="/Payment/Pay"');
    expect(page).to.include(`name="presentProfileId" value="${recipient.profile.id}"`).and.include('name="anonymous"').and.include('kr.\u00a099,00');
    expect(page, 'no renewing package is a gift').not.to.include(`value="${await catalogueId('membership-1m-renewing')}"`);
    const data = (await giver.get(`/api/Payment/GiftMembershipData?presentProfileId=${recipient.profile.id}`).expect(200)).body;
    expect(data.recipient).to.deep.equal({ id: recipient.profile.id, name: recipient.profile.name });
    expect(data.packages.map((p: { months: number }) => p.months)).to.deep.equal([1, 3, 6, 12]);

    const orderId = await paid(giver, 'membership-1m', { presentProfileId: recipient.profile.id });
    const notice = await testDb()('notifications').where({ profile_id: recipient.profile.id, kind: 'giftMembership' }).first();
    expect(notice).to.include({ action: 'given', subject_type: 'paymentOrder' });
    expect(Number(notice.actor_profile_id)).to.equal(giver.profile.id);
    expect((await recipient.get('/Notifications').expect(200)).text).to.include(`${giver.profile.name} gave you a membership`);
    const check = (await recipient.get('/api/Payment/CheckGiftMembershipReceipt').expect(200)).body;
    expect(check.gifts).to.have.length(1);
    expect(check.gifts[0]).to.include({ orderId, product: 'Membership, 1 month', seen: false });
    expect(check.gifts[0].giver).to.deep.equal({ id: giver.profile.id, name: giver.profile.name });
    expect((await recipient.get('/api/Payment/CheckGiftMembershipReceipt').expect(200)).body.gifts, 'seen once').to.have.length(0);
    const gifts = (await recipient.get('/Membership/Gifts').expect(200)).text;
    expect(gifts).to.include(`href="/Profile/${giver.profile.id}"`).and.include(giver.profile.name);
  });

  it('keeps an anonymous giver out of the notice, the calls and the gifts page', async () => {
    const giver = await buyer('DK');
    const recipient = await buyer('DK', { language: 'en-GB' });
    const orderId = await paid(giver, 'membership-3m', { presentProfileId: recipient.profile.id, anonymous: true });
    const notice = await testDb()('notifications').where({ profile_id: recipient.profile.id, kind: 'giftMembership' }).first();
    expect(notice).to.include({ action: 'givenAnonymously' });
    expect(Number(notice.actor_profile_id), 'no actor but the recipient').to.equal(recipient.profile.id);
    const list = (await recipient.get('/Notifications').expect(200)).text;
    expect(list).to.include('You were given a membership by someone who wants to stay anonymous');
    expect(list).not.to.include(giver.profile.name);
    const menu = await recipient.get('/api/Notifications/ClientNotifications').expect((res) => expect(res.status).to.be.oneOf([200, 404]));
    expect(menu.text).not.to.include(giver.profile.name);
    const check = (await recipient.get('/api/Payment/CheckGiftMembershipReceipt').expect(200)).body;
    expect(check.gifts[0]).to.include({ orderId, giver: null });
    expect(JSON.stringify(check)).not.to.include(giver.profile.name);
    const gifts = (await recipient.get('/Membership/Gifts').expect(200)).text;
    expect(gifts).to.include('From someone who wants to stay anonymous');
    expect(gifts).not.to.include(giver.profile.name);
    expect(gifts).not.to.include(`/Profile/${giver.profile.id}`);
    const own = (await giver.get(`/Receipt?order=${orderId}`).expect(200)).text;
    expect(own).to.include(`An anonymous gift for ${recipient.profile.name}`);
  });

  it('refuses a gift to a profile the giver may not see exactly as it refuses a missing profile', async () => {
    const giver = await buyer('DK');
    const blocker = await buyer('DK');
    const blocked = await buyer('DK');
    const hidden = { profile: await buildMember({ status: ProfileStatus.Locked }) };
    await blocker.form(`/Profile/${giver.profile.id}/Block`, {}).expect(303);
    await giver.form(`/Profile/${blocked.profile.id}/Block`, {}).expect(303);
    const missing = await giver.get('/Membership/Gift/987654321').expect(404);
    const missingApi = await giver.get('/api/Payment/GiftMembershipData?presentProfileId=987654321').expect(404);
    for (const id of [blocker.profile.id, blocked.profile.id, hidden.profile.id]) {
      const page = await giver.get(`/Membership/Gift/${id}`).expect(404);
      expect(mainOf(page.text)).to.equal(mainOf(missing.text)).and.include('That profile does not exist or has been deleted.');
      const api = await giver.get(`/api/Payment/GiftMembershipData?presentProfileId=${id}`).expect(404);
      expect(api.body).to.deep.equal(missingApi.body);
      const pay = await giver.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 1, presentProfileId: id, data: { packageId: await catalogueId('membership-1m') } }).expect(404);
      expect(pay.body.error.code).to.equal('profileNotFound');
    }
    expect((await giver.get(`/Profile/${blocker.profile.id}`)).status).to.equal(404);
    await giver.get(`/Membership/Gift/${giver.profile.id}`).expect(404);
    expect(await testDb()('payment_orders').where({ profile_id: giver.profile.id })).to.have.length(0);
  });

  it('mails and notifies a refused renewal and an ended subscription, once each when their events come twice', async () => {
    const member = await buyer('NO', { language: 'nb-NO' });
    const retryAt = new Date(Date.UTC(2027, 0, 15, 12));
    const subscriptionId = 400_000 + Math.floor(Math.random() * 100_000);
    // The same happening delivered twice (a job that ran again after a crash): one mail each.
    for (let delivery = 0; delivery < 2; delivery++) {
      await testDb().transaction(async (trx) => {
        await publish(trx, renewalFailed, { subscriptionId, profileId: member.profile.id, retryAt: retryAt.toISOString(), dark: false });
        await publish(trx, subscriptionEnded, { subscriptionId: subscriptionId + 1, profileId: member.profile.id, state: 'DeactivatedByPaymentMethodFailed', dark: true });
      });
      await jobsSettled();
    }
    const failed = await mailbox().waitFor(member.profile.email, (m) => m.subject === 'Vi kunne ikke fornye medlemskapet ditt');
    expect(failed.text).to.include('Vi prøver igjen 15.01.2027').and.include('/Membership');
    const ended = await mailbox().waitFor(member.profile.email, (m) => m.subject === 'Medlemskapet ditt blir ikke fornyet');
    expect(ended.text).to.include('betalingsmåten din ble avvist flere ganger');
    expect(ended.text).not.to.match(/dark/i);
    const toMember = mailbox().messages.filter((m) => m.to.includes(member.profile.email.toLowerCase()));
    expect(toMember.map((m) => m.subject).sort()).to.deep.equal(['Medlemskapet ditt blir ikke fornyet', 'Vi kunne ikke fornye medlemskapet ditt']);
    const notices = await testDb()('notifications').where({ profile_id: member.profile.id, kind: 'membershipRenewal' }).orderBy('id');
    expect(notices.map((n: { action: string }) => n.action)).to.deep.equal(['renewalFailed', 'ended']);
    expect(notices.every((n: { dark: boolean; actor_profile_id: string }) => !n.dark && Number(n.actor_profile_id) === member.profile.id)).to.equal(true);
    expect((await member.get('/Notifications').expect(200)).text).to.include('Vi kunne ikke fornye medlemskapet ditt; vi prøver igjen');
  });

  it('ends a running subscription through its machine when the member is deleted, and keeps its receipt', async () => {
    const member = await buyer('GB');
    const orderId = await paid(member, 'membership-1m-renewing');
    const subscriptionId = Number((await orderRow(orderId)).subscription_id);
    expect((await testDb()('payment_subscriptions').where({ id: subscriptionId }).first()).state).to.equal('ActiveInitialPurchase');
    const exported = (await personalDataHolders().find((h) => h.module === 'payments')!.exporter(testDb(), member.profile.id)).data as { subscriptions: { state: string }[] };
    expect(exported.subscriptions.map((s) => s.state)).to.deep.equal(['ActiveInitialPurchase']);
    await deleteAccountNow(member);
    const subscription = await testDb()('payment_subscriptions').where({ id: subscriptionId }).first();
    expect(subscription).to.include({ state: 'DeactivatedByUser', profile_id: null, next_attempt_at: null });
    expect(subscription.ended_at).to.not.equal(null);
    expect(await orderRow(orderId)).to.include({ state: 'PaidInFull', profile_id: null, amount_minor: 1199, vat_minor: 200 });
  });

  it('exports the receipts and received gifts (no anonymous giver), and keeps the receipt when the buyer is deleted', async () => {
    const giver = await buyer('DK');
    const recipient = await buyer('DK');
    const own = await paid(giver);
    const gift = await paid(giver, 'membership-3m', { presentProfileId: recipient.profile.id, anonymous: true });
    const holder = personalDataHolders().find((h) => h.module === 'payments')!;
    const exported = (await holder.exporter(testDb(), giver.profile.id)).data as { receipts: Record<string, unknown>[] };
    expect(exported.receipts.map((r) => r.receiptNumber)).to.deep.equal([own, gift].map((id) => `NL-${String(id).padStart(8, '0')}`));
    expect(exported.receipts[0]).to.include({ status: 'PaidInFull', currency: 'DKK', amountMinor: 9900, vatRateBp: 2500, vatMinor: 1980, buyerName: giver.profile.name });
    const received = (await holder.exporter(testDb(), recipient.profile.id)).data as { giftsReceived: Record<string, unknown>[]; receipts: unknown[] };
    expect(received.receipts).to.have.length(0);
    expect(received.giftsReceived).to.have.length(1);
    expect(received.giftsReceived[0]).to.include({ fromProfileId: null, product: 'membership-3m' });

    await deleteAccountNow(giver);
    for (const id of [own, gift]) {
      const row = await orderRow(id);
      expect(row, 'the receipt is kept for bookkeeping').to.include({ state: 'PaidInFull', buyer_name: giver.profile.name, buyer_address: '1000, Denmark', amount_minor: id === own ? 9900 : 24900 });
      expect([row.profile_id, row.present_profile_id]).to.deep.equal([null, null]);
    }
    expect(await testDb()('payment_orders').where({ profile_id: giver.profile.id })).to.have.length(0);
    // The order keeps no profile: the recipient's membership stays granted, the gift is no longer listed as theirs.
    expect((await recipient.get('/api/Payment/CheckGiftMembershipReceipt').expect(200)).body.gifts).to.deep.equal([]);
  });
});
