import { expect } from 'chai';
import request from 'supertest';
import { definePage, type AppModule } from '../../../src/platform/http/define.ts';
import { testApp, testAppWith, testDb } from '../../support/context.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { memberWithApi } from '../../support/accounts.ts';
import { catalogueId } from '../../support/payments.ts';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';

/** A logged-on non-member whose saved area is in `country` (prices and VAT follow it); null: no area saved. */
async function buyer(country: string | null, overrides: Partial<NewProfile> = {}, host?: string) {
  const member = await memberWithApi({ member: false, ...overrides }, host);
  if (country) {
    const found = await testDb()('countries').where({ code: country }).first('id');
    await testDb()('profile_areas').insert({ profile_id: member.profile.id, country_id: found.id, postal_code: '1000' }).onConflict('profile_id').merge();
  }
  return member;
}

const calls = ['Membership24HoursPrice', 'BuyMembershipDialogData', 'MembershipFeatures', 'MembershipPackages', 'MembershipPageData', 'SpecialOfferData'];
const dark = 'dark.localhost';

/** The buy forms of a page: the package each posts for, and its payment methods. */
function buyForms(html: string): { packageId: number; productId: number; methods: string[]; offerId: string | null }[] {
  return [...html.matchAll(/<form method="post" action="\/Payment\/Pay"[\s\S]*?<\/form>/g)].map(([form]) => ({
    packageId: Number(/name="packageId" value="(\d+)"/.exec(form)?.[1]),
    productId: Number(/name="productId" value="(\d+)"/.exec(form)?.[1]),
    methods: [...form.matchAll(/name="paymentProcessor" value="(\w+)"/g)].map((m) => m[1]!),
    offerId: /name="offerId" value="([^"]+)"/.exec(form)?.[1] ?? null,
  }));
}

async function addOffer(code: string, percent: number, from: Date, until: Date, id: string): Promise<void> {
  const added = await adminOnTestDb('offers:add', code, '--percent', String(percent), '--from', from.toISOString(), '--until', until.toISOString(), '--id', id);
  expect(added.code, added.out).to.equal(0);
}

const uniqueId = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

describe('payments: the membership pages and calls (/Membership, offers, the members-only page)', () => {
  it('every Membership call: 401 for a visitor, 400 naming the field, and its output', async () => {
    for (const call of calls) await request(testApp()).get(`/api/Membership/${call}`).expect(401);
    const me = await buyer('DK');
    expect((await me.get('/api/Membership/SpecialOfferData').expect(400)).body.error.field).to.equal('offerId');
    expect((await me.get('/api/Membership/SpecialOfferData').query({ offerId: 'no spaces!' }).expect(400)).body.error.field).to.equal('offerId');
    expect((await me.get('/api/Membership/BuyMembershipDialogData').query({ feature: 'flying' }).expect(400)).body.error.field).to.equal('feature');

    const oneDay = (await me.get('/api/Membership/Membership24HoursPrice').expect(200)).body;
    expect(oneDay.package).to.deep.include({ productId: 12, hours: 24, currency: 'DKK', amountMinor: 2500, price: 'kr. 25,00', paymentMethods: ['Billwerk'] });

    const features = (await me.get('/api/Membership/MembershipFeatures').expect(200)).body;
    expect(features.map((f: { key: string }) => f.key)).to.deep.equal(['tags', 'mail', 'details', 'start', 'savedSearch', 'blogs', 'comments', 'lodges', 'lodgeDebates']);
    expect(features[0]).to.deep.include({ link: '/Tags', offersOneDay: true });

    const packages = (await me.get('/api/Membership/MembershipPackages').expect(200)).body;
    expect(packages.currency).to.equal('DKK');
    expect(packages.vatNote).to.equal('Prices include 25 % VAT.');
    expect(packages.packages.map((p: { code: string }) => p.code)).to.deep.equal(['membership-1m', 'membership-3m', 'membership-6m', 'membership-12m', 'membership-1m-renewing', 'membership-3m-renewing', 'membership-6m-renewing', 'membership-12m-renewing']);
    expect(packages.packages[0]).to.deep.include({ name: '1 month', price: 'kr. 99,00', amountMinor: 9900, vat: 'kr. 19,80', listPrice: null, paymentMethods: ['Billwerk', 'BankTransfer'] });
    expect(packages.packages[3]).to.deep.include({ perMonth: 'kr. 58,25' });
    expect(packages.packages[4]).to.deep.include({ name: '1 month, renewing', paymentMethods: ['Billwerk', 'VippsMobilePayRecurring'] });

    const page = (await me.get('/api/Membership/MembershipPageData').expect(200)).body;
    expect(page.state).to.deep.equal({ member: false, until: null, untilText: null, subscription: null });
    expect(page.historyUrl).to.equal('/Membership/History');
    expect(page.oneDay.code).to.equal('one-day');

    const plain = (await me.get('/api/Membership/BuyMembershipDialogData').expect(200)).body;
    expect(plain.oneDay, 'no feature named: no 24-hour membership').to.equal(null);
    expect(plain.packages).to.have.length(8);
    const forTags = (await me.get('/api/Membership/BuyMembershipDialogData').query({ feature: 'tags' }).expect(200)).body;
    expect(forTags.oneDay.code).to.equal('one-day');
    expect(forTags.text).to.include('Tags are for members');
    const forDetails = (await me.get('/api/Membership/BuyMembershipDialogData').query({ feature: 'details' }).expect(200)).body;
    expect(forDetails.oneDay, 'details do not offer the 24-hour membership').to.equal(null);

    const unknown = (await me.get('/api/Membership/SpecialOfferData').query({ offerId: 'nothing-here' }).expect(200)).body;
    expect(unknown).to.deep.include({ status: 'Unknown', package: null, validUntil: null });
    expect(unknown.packages).to.have.length(8);
  });

  it('/Membership: a visitor logs on first; a non-member sees the packages with plain buy forms, the 24-hour membership and what it gives', async () => {
    await request(testApp()).get('/Membership').expect(302).expect('Location', '/?u=%2FMembership');
    const me = await buyer('DK');
    const html = (await me.get('/Membership').expect(200)).text;
    expect(html).to.include('You are not a member.').and.include('A membership gives you').and.include('Tags: your own private words');
    expect(html).to.include('href="/Membership/History"').and.include('Prices include 25 % VAT.').and.include('Just for today');
    expect(html).not.to.include('That page is for members');
    const forms = buyForms(html);
    expect(forms).to.have.length(9);
    expect(forms[0]).to.deep.equal({ packageId: await catalogueId('membership-1m'), productId: 1, methods: ['Billwerk', 'BankTransfer'], offerId: null });
    expect(forms[4]).to.deep.equal({ packageId: await catalogueId('membership-1m-renewing'), productId: 1, methods: ['Billwerk', 'VippsMobilePayRecurring'], offerId: null });
    expect(forms[8]).to.deep.equal({ packageId: await catalogueId('one-day'), productId: 12, methods: ['Billwerk'], offerId: null });
    expect(html).to.include('Buy 1 month for kr. 99,00').and.include('name="_csrf"');
  });

  it('/Membership?u=: says the page is for members and leads back, never off the site', async () => {
    const me = await buyer('SE', { language: 'sv-SE' });
    const html = (await me.get('/Membership').query({ u: '/Tags/Profile/5' }).expect(200)).text;
    expect(html).to.include('Den sidan är för medlemmar.').and.include('href="/Tags/Profile/5"');
    const away = (await me.get('/Membership').query({ u: '//evil.example/x' }).expect(200)).text;
    expect(away).not.to.include('href="//evil.example').and.not.include('Den sidan är för medlemmar.');
  });

  it('prices in the member\'s currency by country, in the spec §9 formats, with the country\'s VAT', async () => {
    const cases: [string | null, string, string, string][] = [
      ['DK', 'kr. 99,00', 'kr. 699,00', 'Prices include 25 % VAT.'],
      ['SE', '149,00 kr', '949,00 kr', 'Prices include 25 % VAT.'],
      ['NO', 'kr 149,00', 'kr 949,00', 'Prices include 25 % VAT.'],
      ['GB', '£12.99', '£79.99', 'Prices include 20 % VAT.'],
      [null, '13,99 €', '89,99 €', 'Prices include 25 % VAT.'], // no area saved: euros at the Danish rate
    ];
    for (const [country, month, year, vat] of cases) {
      const html = (await (await buyer(country)).get('/Membership').expect(200)).text;
      expect(html, String(country)).to.include(`Buy 1 month for ${month}`).and.include(`Buy 12 months for ${year}`).and.include(vat);
    }
    const norwegian = (await (await buyer('NO', { language: 'nb-NO' })).get('/Membership').expect(200)).text;
    expect(norwegian).to.include('Kjøp 12 måneder for kr 949,00').and.include('Prisene er inkludert 25 % mva.');
    const british = (await (await buyer('GB')).get('/api/Membership/MembershipPackages').expect(200)).body;
    expect(british.packages.find((p: { code: string }) => p.code === 'membership-1m-renewing').paymentMethods, 'no wallet in GBP').to.deep.equal(['Billwerk']);
  });

  it('a member sees until when; a renewing subscription shows its renewal and "Stop renewing" stops it (only one\'s own)', async () => {
    const me = await buyer('DK', { language: 'en-GB' });
    const until = new Date(Date.now() + 20 * 86_400_000);
    await testDb()('profiles').where({ id: me.profile.id }).update({ member: true, member_until: until });
    const [sub] = await testDb()('payment_subscriptions')
      .insert({ profile_id: me.profile.id, product_id: await catalogueId('membership-1m-renewing'), processor: 'Billwerk', state: 'Active', provider_ref: 'card-1', currency: 'DKK', amount_minor: 8900, country_code: 'DK', period_end: until })
      .returning('id');
    const html = (await me.get('/Membership').expect(200)).text;
    expect(html).to.include('You are a member until').and.include('Your membership renews on').and.include('for kr. 89,00').and.include('Stop renewing');
    expect(html).to.include('Extend your membership');

    const other = await buyer('DK');
    const refused = await other.form('/Membership/StopSubscription', { subscriptionId: String(sub.id) });
    expect(refused.status).to.equal(404);
    expect((await testDb()('payment_subscriptions').where({ id: sub.id }).first()).state).to.equal('Active');
    expect((await me.form('/Membership/StopSubscription', { subscriptionId: 'x' }).expect(400)).text).to.include('subscriptionId');

    await me.form('/Membership/StopSubscription', { subscriptionId: String(sub.id) }).expect(303).expect('Location', '/Membership');
    expect((await testDb()('payment_subscriptions').where({ id: sub.id }).first()).state).to.equal('DeactivatedByUser');
    const after = (await me.get('/Membership').expect(200)).text;
    expect(after).to.include('Your membership no longer renews. It runs until').and.include('You are a member until').and.not.include('Stop renewing');
  });

  it('/Membership/Offer: a valid offer shows the discounted and list price and until when; an ended or unknown one says so, with the normal packages', async () => {
    const me = await buyer('DK');
    const running = uniqueId('winter');
    await addOffer('membership-12m', 30, new Date(Date.now() - 86_400_000), new Date(Date.UTC(2099, 0, 15, 12)), running);
    const html = (await me.get(`/Membership/Offer/${running}`).expect(200)).text;
    expect(html).to.include('30 % off').and.include('The offer runs until 15/01/2099.').and.include('kr. 489,30').and.include('<s class="muted"').and.include('kr. 699,00');
    const forms = buyForms(html);
    expect(forms[0]).to.deep.equal({ packageId: await catalogueId('membership-12m'), productId: 1, methods: ['Billwerk', 'BankTransfer'], offerId: running });
    expect(forms.slice(1).every((f) => f.offerId === null), 'the normal packages follow').to.equal(true);
    const data = (await me.get('/api/Membership/SpecialOfferData').query({ offerId: running }).expect(200)).body;
    expect(data.package).to.deep.include({ amountMinor: 48930, listAmountMinor: 69900, percentOff: 30, listPrice: 'kr. 699,00', offerId: running });
    expect(data.status).to.equal('Valid');

    const ended = uniqueId('summer');
    await addOffer('membership-3m', 20, new Date(Date.now() - 10 * 86_400_000), new Date(Date.now() - 86_400_000), ended);
    const endedHtml = (await me.get(`/Membership/Offer/${ended}`).expect(200)).text;
    expect(endedHtml).to.include('This offer has ended.').and.not.include('% off');
    expect(buyForms(endedHtml).every((f) => f.offerId === null)).to.equal(true);
    expect((await me.get('/api/Membership/SpecialOfferData').query({ offerId: ended }).expect(200)).body).to.deep.include({ status: 'Expired', package: null });

    for (const id of ['no-such-offer', 'not%20an%20id']) {
      const unknown = (await me.get(`/Membership/Offer/${id}`).expect(200)).text;
      expect(unknown, id).to.include('We could not find this offer.').and.include('Buy 1 month for kr. 99,00');
    }
    const dane = await buyer('DK', { language: 'da-DK' });
    expect((await dane.get(`/Membership/Offer/${ended}`).expect(200)).text).to.include('Dette tilbud er udløbet.');
  });

  it('a member-only page answers a non-member with 403 and the offer inline (the 24-hour membership where the feature offers it), a member passes', async () => {
    const membersOnly: AppModule = {
      name: 'membersOnlyTest',
      pages: [definePage({ path: '/Tags/MembersOnlyTest', access: 'member', handler: (_input, _req, res) => void res.send('members only content') })],
    };
    const app = testAppWith([membersOnly]);
    const free = await buyer('SE');
    const page = (await request(app).get('/Tags/MembersOnlyTest').set('Cookie', free.cookie).expect(403)).text;
    expect(page).to.include('That page is for members').and.include('Tags are for members').and.include('Just for today').and.include('Buy 24 hours for 35,00 kr');
    expect(page).to.include('href="/Membership?u=%2FTags%2FMembersOnlyTest"').and.not.include('members only content');
    expect(buyForms(page)).to.have.length(9);

    await testDb()('profiles').where({ id: free.profile.id }).update({ member: true, member_until: null });
    expect((await request(app).get('/Tags/MembersOnlyTest').set('Cookie', free.cookie).expect(200)).text).to.equal('members only content');
    await request(app).get('/Tags/MembersOnlyTest').expect(302).expect('Location', '/?u=%2FTags%2FMembersOnlyTest');

    // A member-only form (tagging a profile) by a non-member: the same page, nothing done.
    const other = await buyer('DK');
    const dane = await buyer('DK', { language: 'da-DK' });
    const refused = (await dane.form(`/Tags/Profile/${other.profile.id}`, { tag: 'yoga' }).expect(403)).text;
    expect(refused).to.include('Den side er for medlemmer').and.include('Køb 24 timer for kr. 25,00');
    expect(await testDb()('profile_tags').where({ owner_id: dane.profile.id }).first()).to.equal(undefined);
  });

  it('a member-only page of a feature without the 24-hour membership shows only the packages; a member-only call is a 403 membershipRequired', async () => {
    const membersOnly: AppModule = {
      name: 'membersOnlyTest2',
      pages: [definePage({ path: '/MembersOnlyElsewhere', access: 'member', handler: (_input, _req, res) => void res.send('x') })],
    };
    const free = await buyer('GB');
    const page = (await request(testAppWith([membersOnly])).get('/MembersOnlyElsewhere').set('Cookie', free.cookie).expect(403)).text;
    expect(page).to.include('Become a member to use everything on the site.').and.include('Buy 1 month for £12.99').and.not.include('Just for today');
    const call = await free.get('/api/CurrentProfile/Tags').expect(403);
    expect(call.body.error.code).to.equal('membershipRequired');
  });

  it('a first message to a profile that takes messages from members only: a non-member is told before typing, with the popup; a member is not', async () => {
    const recipient = await memberWithApi({ member: true });
    await recipient.form('/Mail/WhoMayWrite', { whoMayWrite: 'Members' }).expect(303);
    const stranger = await memberWithApi({ member: false });
    const page = (await stranger.get(`/Mail/New/${recipient.profile.id}`).expect(200)).text;
    expect(page).to.include(`${recipient.profile.name} only receives messages from members`);
    expect(page).to.include('data-membership-popup="mail"').and.include('MembershipPopup');
    const member = await memberWithApi({ member: true });
    const own = (await member.get(`/Mail/New/${recipient.profile.id}`).expect(200)).text;
    expect(own).to.not.include('data-membership-popup');
  });

  it('the dark site: /Membership and the calls stay open to a profile without approved dark status', async () => {
    const visitor = await buyer('DK', {}, dark);
    expect((await visitor.get('/Membership').expect(200)).text).to.include('You are not a member.');
    expect((await visitor.get('/api/Membership/MembershipPackages').expect(200)).body.currency).to.equal('DKK');
    await visitor.get('/Membership/Offer/anything').expect(200);
    expect((await visitor.get('/Start').expect(302)).headers.location).to.match(/^\/\?u=/);
  });
});
