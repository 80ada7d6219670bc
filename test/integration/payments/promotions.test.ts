import { expect } from 'chai';
import request from 'supertest';
import { searchQuery } from '../../../src/modules/search/index.ts';
import { blockProfile, siteToday } from '../../../src/modules/profiles/index.ts';
import { testApp, testDb } from '../../support/context.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { buildProfile } from '../../support/factories.ts';
import { buyer, catalogueId, choose, orderRow } from '../../support/payments.ts';
import { withStandIns } from '../../support/payment-providers.ts';

/**
 * Paid promotions and the birthday offer (issue 21 item 7): /Promote and its buy pages, the Payment GETs, the free
 * birthday promotions through the order machine, and a search promotion putting the profile first in search.
 */
const today = siteToday();
const year = Number(today.slice(0, 4));
const notToday = () => siteToday(new Date(Date.now() + 40 * 86_400_000)).slice(5);

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Gives the profile one person born `monthDay` (today's unless told), 30 years ago. */
async function bornOn(profileId: number, monthDay = today.slice(5)) {
  await testDb()('profile_persons').where({ profile_id: profileId }).del();
  await testDb()('profile_persons').insert({ profile_id: profileId, position: 0, birthday: `${year - 30}-${monthDay}`, gender: 'Female' });
}

/** A member in Denmark (DKK) with a birthday today. */
async function birthdayMember(host?: string): Promise<Buyer> {
  const member = await buyer('DK', { member: true }, host);
  await bornOn(member.profile.id);
  return member;
}

const idsIn = (html: string) => [...html.matchAll(/data-id="(\d+)"/g)].map((m) => Number(m[1]));
const promotionsOf = (profileId: number) => testDb()('promotions').where({ profile_id: profileId }).orderBy('id');
/** A promotion as a paid order leaves it (for the cases the free birthday call cannot make: the dark site, the past). */
const promote = (profileId: number, hours: { from: number; to: number }, dark = false) =>
  testDb()('promotions').insert({
    profile_id: profileId,
    kind: 'searchPromotion',
    dark,
    starts_at: testDb().raw(`now() + make_interval(hours => ?)`, [hours.from]),
    ends_at: testDb().raw(`now() + make_interval(hours => ?)`, [hours.to]),
  });

describe('payments: promotions (/Promote, the Payment GETs, the birthday offer, promoted in search)', () => {
  afterEach(jobsSettled);

  it('sends a visitor to log on from the pages and answers 401 to the calls', async () => {
    for (const path of ['/Promote', '/Promote/QuickScor', '/Promote/Search', '/Promote/Birthday']) {
      expect((await request(testApp()).get(path).expect(302)).headers.location, path).to.match(/^\/\?u=/);
    }
    for (const action of ['QuickScorPageData', 'SearchPromotionPageData', 'BirthdayWishesData']) {
      await request(testApp()).get(`/api/Payment/${action}`).expect(401);
    }
    for (const action of ['CreateBirthdayQuickScorAd', 'CreateBirthdaySearchPromotion', 'RejectBirthday']) {
      await request(testApp()).post(`/api/CurrentProfile/${action}`).send({}).expect(401);
    }
  });

  it('/Promote shows what each promotion does, its price in the member\'s currency and that none runs; a bad week count is a 400 naming it', async () => {
    const member = await buyer('DK');
    const page = (await member.get('/Promote').expect(200)).text;
    expect(page).to.include('Search promotion').and.include('QuickScor ad').and.include('Birthday wishes');
    expect(page).to.include('Your profile comes first in every search it matches');
    expect(page).to.include('kr. 49,00 a week').and.include('kr. 39,00 a week');
    expect(page).to.include('Not running now.').and.include('You can buy birthday wishes on your birthday.');
    expect(page).to.include('href="/Promote/Search"').and.include('href="/Promote/QuickScor"');
    expect(page, 'the drawer leads here').to.match(/href="\/Promote" aria-current="page"/);
    expect(page).to.not.include('id="birthday-offer"');

    const sweden = await buyer('SE');
    expect((await sweden.get('/Promote').expect(200)).text).to.include('69,00 kr a week');

    const bad = await member.get('/Promote/Search?weeks=9').expect(400);
    expect(bad.text).to.include('weeks');
  });

  it('/Promote/Search is a plain form to Payment/Pay for 1–4 weeks; the order is priced from the catalogue for the weeks chosen', async () => {
    const member = await buyer('DK');
    const page = (await member.get('/Promote/Search?weeks=2').expect(200)).text;
    expect(page).to.include('action="/Payment/Pay"').and.include('name="productId" value="6"');
    expect(page).to.include(`name="packageId" value="${await catalogueId('search-promotion-7d')}"`);
    for (const weeks of [1, 2, 3, 4]) expect(page).to.include(`id="weeks-${weeks}"`);
    expect(page).to.match(/id="weeks-2" name="quantity" value="2" checked/);
    expect(page).to.include('2 weeks – kr. 98,00');

    const res = await member.form('/Payment/Pay', { paymentProcessor: 'BankTransfer', productId: 6, packageId: await catalogueId('search-promotion-7d'), quantity: 2 });
    // On to the bank transfer's instructions (a redirect, or the page that takes the browser there).
    expect(res.status, res.text.slice(0, 300)).to.be.oneOf([200, 303]);
    const order = await testDb()('payment_orders').where({ profile_id: member.profile.id }).first();
    expect(order).to.include({ quantity: 2, amount_minor: 9800, processor: 'BankTransfer' });
    expect(`${res.headers.location ?? ''} ${res.text}`).to.include(`/Payment/BankTransfer?order=${order.id}`);
    expect(order.currency.trim()).to.equal('DKK');
    expect(await promotionsOf(member.profile.id)).to.have.length(0);
  });

  it('the Payment GETs give each promotion\'s price, length and state, and the birthday offer', async () => {
    const member = await buyer('NO');
    const quickScor = (await member.get('/api/Payment/QuickScorPageData').expect(200)).body;
    expect(quickScor).to.deep.include({ productId: 3, hours: 168, maxQuantity: 4, currency: 'NOK', unitPriceMinor: 5500, running: false, runningUntil: null });
    expect(quickScor.birthdayOffer).to.deep.equal({ isBirthday: false, answer: null, offerOpen: false });
    const search = (await member.get('/api/Payment/SearchPromotionPageData').expect(200)).body;
    expect(search).to.deep.include({ productId: 6, packageId: await catalogueId('search-promotion-7d'), unitPriceMinor: 6900, running: false });
    const wishes = (await member.get('/api/Payment/BirthdayWishesData').expect(200)).body;
    expect(wishes).to.deep.include({ productId: 26, hours: 24, maxQuantity: 1, unitPriceMinor: 2000 });
  });

  it('on the birthday: the start page leads to the offer, a free search promotion is a Free order with the promotion running, once a year', async () => {
    const member = await birthdayMember();
    const start = (await member.get('/Start').expect(200)).text;
    expect(start).to.include('It is your birthday: take a free promotion today').and.include('href="/Promote/Birthday"');
    const hints = (await member.get('/api/CurrentProfile/Hints').expect(200)).body as { id: string; text: string }[];
    expect(hints[0]).to.deep.include({ id: 'BirthdayOffer', text: 'It is your birthday: take a free promotion today' });
    const offer = (await member.get('/Promote/Birthday').expect(200)).text;
    expect(offer).to.include('id="birthday-offer"').and.include('action="/Promote/Birthday/Search"').and.include('action="/Promote/Birthday/Reject"');
    expect((await member.get('/api/Payment/SearchPromotionPageData').expect(200)).body.birthdayOffer).to.deep.equal({ isBirthday: true, answer: null, offerOpen: true });

    const res = await member.api('/api/CurrentProfile/CreateBirthdaySearchPromotion', {}).expect(200);
    expect((await member.get('/api/CurrentProfile/GetProfileData').expect(200)).body.showBirthdaySplash).to.equal(false);
    const order = await orderRow(res.body.orderId);
    expect(Number(order.profile_id)).to.equal(member.profile.id);
    expect(order).to.include({ processor: 'Free', state: 'Free', amount_minor: 0, vat_minor: 0, quantity: 1 });
    expect(order.product_id).to.equal(await catalogueId('search-promotion-7d'));
    const [promotion] = await promotionsOf(member.profile.id);
    expect(promotion).to.include({ kind: 'searchPromotion', dark: false });
    expect(Number(promotion.order_id)).to.equal(res.body.orderId);
    const hours = (new Date(promotion.ends_at).getTime() - new Date(promotion.starts_at).getTime()) / 3_600_000;
    expect(hours).to.equal(168);
    expect(new Date(res.body.promotedUntil).getTime()).to.equal(new Date(promotion.ends_at).getTime());

    const data = (await member.get('/api/Payment/SearchPromotionPageData').expect(200)).body;
    expect(data).to.deep.include({ running: true, runningUntil: res.body.promotedUntil });
    expect(data.birthdayOffer).to.deep.equal({ isBirthday: true, answer: 'searchPromotion', offerOpen: false });
    const promote = (await member.get('/Promote').expect(200)).text;
    expect(promote).to.include('Runs until').and.not.include('id="birthday-offer"');
    expect((await member.get('/Start').expect(200)).text).to.not.include('href="/Promote/Birthday"');

    // Once a year, whichever promotion is asked for next.
    for (const action of ['CreateBirthdaySearchPromotion', 'CreateBirthdayQuickScorAd', 'RejectBirthday']) {
      const again = await member.api(`/api/CurrentProfile/${action}`, {}).expect(409);
      expect(again.body.error.code, action).to.equal('birthdayAnswered');
      expect(again.body.error.message).to.equal("You have already answered this year's birthday offer.");
    }
    expect(await testDb()('payment_orders').where({ profile_id: member.profile.id })).to.have.length(1);
    expect(await promotionsOf(member.profile.id)).to.have.length(1);
  });

  it('the free QuickScor ad from the offer card\'s plain form: a notice with its end, the ad running', async () => {
    const member = await birthdayMember();
    const res = await member.form('/Promote/Birthday/QuickScor', {});
    expect(res.status).to.equal(303);
    expect(res.headers.location).to.equal('/Promote');
    const page = (await member.get('/Promote').expect(200)).text;
    expect(page).to.include('Happy birthday! Your picture comes first in QuickScor until');
    const [promotion] = await promotionsOf(member.profile.id);
    expect(promotion).to.include({ kind: 'quickScorAd' });
    expect((await member.get('/api/Payment/QuickScorPageData').expect(200)).body.running).to.equal(true);
    expect((await member.get('/Promote/Birthday').expect(200)).text).to.include('You have taken this year&#39;s free QuickScor ad.');
  });

  it('only on the birthday: another day is a 409 with a clear message in the member\'s language, and nothing is made', async () => {
    const member = await buyer('DK', { member: true });
    await bornOn(member.profile.id, notToday());
    const res = await member.api('/api/CurrentProfile/CreateBirthdayQuickScorAd', {}).expect(409);
    expect(res.body.error).to.include({ code: 'notBirthday', message: 'The free birthday promotions can only be taken on your birthday.' });
    await member.api('/api/CurrentProfile/RejectBirthday', {}).expect(409);
    expect((await member.get('/Promote/Birthday').expect(200)).text).to.include('The birthday offer is open on your birthday.');

    const danish = await buyer('DK', { member: true, language: 'da-DK' });
    await bornOn(danish.profile.id, notToday());
    const da = await danish.api('/api/CurrentProfile/CreateBirthdaySearchPromotion', {}).expect(409);
    expect(da.body.error.message).to.equal('De gratis fødselsdagsfremhævninger kan kun tages på din fødselsdag.');
    expect(await testDb()('payment_orders').whereIn('profile_id', [member.profile.id, danish.profile.id])).to.have.length(0);
    expect(await testDb()('birthday_answers').whereIn('profile_id', [member.profile.id, danish.profile.id])).to.have.length(0);
  });

  it('RejectBirthday records "no thanks" for the year: the offer goes, a second no changes nothing, no free promotion after it', async () => {
    const member = await birthdayMember();
    expect((await member.get('/api/CurrentProfile/GetProfileData').expect(200)).body.showBirthdaySplash).to.equal(true);
    expect((await member.api('/api/CurrentProfile/RejectBirthday', {}).expect(200)).body).to.deep.equal({ answer: 'rejected' });
    expect((await member.get('/api/CurrentProfile/GetProfileData').expect(200)).body.showBirthdaySplash, 'answered: no splash either').to.equal(false);
    await member.api('/api/CurrentProfile/RejectBirthday', {}).expect(200);
    expect(await testDb()('birthday_answers').where({ profile_id: member.profile.id })).to.have.length(1).and.to.have.nested.property('[0].answer', 'rejected');
    expect((await member.get('/Start').expect(200)).text).to.not.include('href="/Promote/Birthday"');
    expect((await member.get('/Promote').expect(200)).text).to.not.include('id="birthday-offer"');
    expect((await member.api('/api/CurrentProfile/CreateBirthdaySearchPromotion', {}).expect(409)).body.error.code).to.equal('birthdayAnswered');

    // The card's "No, thanks" form does the same.
    const other = await birthdayMember();
    const res = await other.form('/Promote/Birthday/Reject', {});
    expect(res.status).to.equal(303);
    expect((await other.get('/Promote').expect(200)).text).to.include('All right, no promotion this time.');
    expect(await testDb()('birthday_answers').where({ profile_id: other.profile.id, year })).to.have.length(1);
  });

  it('search: a running search promotion puts the profile first in the results it matches, labelled "Promoted", for its period and site only', async () => {
    const me = await buyer('DK', { member: true });
    const older = await buildProfile();
    const promoted = await birthdayMember();
    const newest = await buildProfile();
    expect(idsIn((await me.get('/Search/Newest').expect(200)).text).slice(0, 3)).to.deep.equal([newest.id, promoted.profile.id, older.id]);

    await promoted.api('/api/CurrentProfile/CreateBirthdaySearchPromotion', {}).expect(200);
    const page = (await me.get('/Search/Newest').expect(200)).text;
    expect(idsIn(page).slice(0, 3)).to.deep.equal([promoted.profile.id, newest.id, older.id]);
    const card = page.slice(page.indexOf(`data-id="${promoted.profile.id}"`), page.indexOf(`data-id="${newest.id}"`));
    expect(card).to.include('Promoted');
    expect(page.match(/promoted-badge/g)).to.have.length(1);
    // A search it does not match leaves it out, promoted or not.
    const kayak = Buffer.from(JSON.stringify({ text: 'kajakpadling' })).toString('base64url');
    expect(idsIn((await me.get(`/Search/Advanced?searchOptions=${kayak}`).expect(200)).text)).to.not.include(promoted.profile.id);

    // Its period ended: back in its place, no label.
    await testDb()('promotions').where({ profile_id: promoted.profile.id }).update({ starts_at: testDb().raw("now() - interval '8 days'"), ends_at: testDb().raw("now() - interval '1 day'") });
    const after = (await me.get('/Search/Newest').expect(200)).text;
    expect(idsIn(after).slice(0, 3)).to.deep.equal([newest.id, promoted.profile.id, older.id]);
    expect(after).to.not.include('promoted-badge');

    // Not started yet: neither.
    await promote(older.id, { from: 2, to: 10 });
    expect(idsIn((await me.get('/Search/Newest').expect(200)).text)[0]).to.equal(newest.id);
    // A promotion on the dark site is not one on the regular site.
    await promote(older.id, { from: -1, to: 10 }, true);
    const regular = (await me.get('/Search/Newest').expect(200)).text;
    expect(idsIn(regular)[0]).to.equal(newest.id);
    expect(regular).to.not.include('promoted-badge');
  });

  it('search: a promoted profile the searcher blocked (or who blocked them) is not shown at all; paging by key stays stable', async () => {
    const me = await buyer('DK', { member: true });
    const blocked = await buildProfile();
    const blocker = await buildProfile();
    const others = [];
    for (let i = 0; i < 4; i++) others.push((await buildProfile()).id);
    const promotedOld = await buildProfile();
    await testDb()('profiles').where({ id: promotedOld.id }).update({ created_at: testDb().raw("now() - interval '30 days'") });
    for (const id of [blocked.id, blocker.id, promotedOld.id]) await promote(id, { from: -1, to: 24 });
    await blockProfile(testDb(), me.profile.id, blocked.id);
    await blockProfile(testDb(), blocker.id, me.profile.id);

    const ids = idsIn((await me.get('/Search/Newest').expect(200)).text);
    expect(ids).to.not.include(blocked.id).and.not.include(blocker.id);
    expect(ids[0]).to.equal(promotedOld.id);

    // Pages of two by key (one SQL each): every visible profile once, the promoted one first, then newest first.
    const viewer = { id: me.profile.id, member: true, favouriteOf: [] };
    const seen: number[] = [];
    let last: number | undefined;
    for (let page = 1; page < 50; page++) {
      const { query } = await searchQuery(testDb(), viewer, { dark: false }, 'Newest', {}, page, 2, last, true);
      const rows = (await query) as { id: string | number }[];
      const shown = rows.slice(0, 2).map((r) => Number(r.id));
      seen.push(...shown);
      if (rows.length <= 2) break;
      last = shown.at(-1);
    }
    expect(new Set(seen).size).to.equal(seen.length);
    expect(seen[0]).to.equal(promotedOld.id);
    // Pages by number give the same order.
    const byNumber: number[] = [];
    for (let page = 1; byNumber.length < seen.length; page++) {
      const { query } = await searchQuery(testDb(), viewer, { dark: false }, 'Newest', {}, page, 2, undefined, true);
      const rows = ((await query) as { id: string | number }[]).slice(0, 2).map((r) => Number(r.id));
      if (!rows.length) break;
      byNumber.push(...rows);
    }
    expect(byNumber).to.deep.equal(seen);
    expect(seen.slice(1, 5)).to.deep.equal([...others].reverse());
    expect(seen).to.not.include(blocked.id).and.not.include(blocker.id);
  });

  it('a promotion taken on the dark site runs there only', async () => {
    const onDark = await buyer('DK', { member: true, darkStatus: 3 }, 'dark.localhost');
    await bornOn(onDark.profile.id);
    const res = await onDark.api('/api/CurrentProfile/CreateBirthdaySearchPromotion', {});
    expect(res.status, res.text).to.equal(200);
    expect(await promotionsOf(onDark.profile.id)).to.have.nested.property('[0].dark', true);
    expect((await orderRow(res.body.orderId)).dark).to.equal(true);
    expect((await onDark.get('/api/Payment/SearchPromotionPageData').expect(200)).body.running).to.equal(true);
    // The same member on the regular site: nothing runs there.
    const regular = await buyer('DK', { member: true });
    expect((await regular.get('/api/Payment/SearchPromotionPageData').expect(200)).body.running).to.equal(false);
    const viewer = { id: regular.profile.id, member: true, favouriteOf: [] };
    const { query } = await searchQuery(testDb(), viewer, { dark: false }, 'Newest', {}, 1, 30, undefined, true);
    expect(((await query) as { id: string; promoted: boolean }[]).filter((r) => r.promoted)).to.have.length(0);
  });
  it('birthday wishes, paid by card on the birthday: first among the birthdays (/Birthdays, the start section), labelled, on its site only', async () => {
    const standIns = await withStandIns();
    try {
      const me = await buyer('DK', { member: true });
      const wisher = await birthdayMember();
      const earlier = await buildProfile({ name: 'Aaa Birthday' });
      await bornOn(earlier.id);
      const before = (await me.get('/Birthdays').expect(200)).text;
      expect(idsIn(before).indexOf(earlier.id)).to.be.below(idsIn(before).indexOf(wisher.profile.id));
      expect(before).to.not.include('Celebrating today');

      const page = (await wisher.get('/Promote').expect(200)).text;
      expect(page).to.include('action="/Payment/Pay"').and.include('name="productId" value="26"');
      const res = await wisher.api('/api/Payment/Pay', { paymentProcessor: 'Billwerk', productId: 26, data: { packageId: await catalogueId('birthday-wishes') } });
      expect(res.status, res.text).to.equal(200);
      await choose(res.body.redirectUrl, 'pay');
      await standIns.billwerk.control.idle();
      expect((await orderRow(res.body.orderId)).state).to.equal('PaidInFull');
      expect((await wisher.get('/api/Payment/BirthdayWishesData').expect(200)).body).to.deep.include({ running: true });

      const after = (await me.get('/Birthdays').expect(200)).text;
      expect(idsIn(after)[0]).to.equal(wisher.profile.id);
      const card = after.slice(after.indexOf(`data-id="${wisher.profile.id}"`), after.indexOf(`data-id="${earlier.id}"`));
      expect(card).to.include('Celebrating today');
      const start = (await me.get('/Start').expect(200)).text;
      const section = start.slice(start.indexOf('id="section-BirthdayProfiles"'));
      expect(section.indexOf(`/Profile/${wisher.profile.id}"`)).to.be.greaterThan(-1).and.below(section.indexOf(`/Profile/${earlier.id}"`));

      // Bought on the regular site: on the dark site it is not highlighted.
      await testDb()('promotions').where({ profile_id: wisher.profile.id }).update({ dark: true });
      expect(idsIn((await me.get('/Birthdays').expect(200)).text)[0]).to.equal(earlier.id);
    } finally {
      await standIns.stop();
    }
  });
});
