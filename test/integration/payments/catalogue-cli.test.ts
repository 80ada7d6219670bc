import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { admin } from '../../support/admin.ts';

describe('admin CLI: the catalogue (products, prices, sale, special offers)', () => {
  it('lists products with prices, sets a price, takes a product off and on sale, creates and lists offers', async () => {
    // Prices and sale are shared by every test: change them in a transaction that is rolled back.
    const trx = await testDb().transaction();
    try {
      const listed = await admin(trx, 'products:list');
      expect(listed.code).to.equal(0);
      expect(listed.out).to.match(/^12 product\(s\):/).and.include('  membership-1m (product 1, 1 month) on sale: DKK kr. 99,00, SEK 149,00 kr, NOK kr 149,00, GBP £12.99, EUR 13,99 €');
      expect(listed.out).to.include('membership-12m-renewing (product 1, 12 months, renewing) on sale').and.include('one-day (product 12, 24 hours) on sale');

      expect(await admin(trx, 'products:price', 'membership-1m', 'dkk', '10900')).to.deep.equal({ code: 0, out: 'membership-1m: price in DKK is now kr. 109,00.\n' });
      expect((await trx('payment_prices as pr').join('payment_products as p', 'p.id', 'pr.product_id').where({ 'p.code': 'membership-1m', 'pr.currency': 'DKK' }).first('pr.amount_minor')).amount_minor).to.equal(10900);
      expect((await admin(trx, 'products:price', 'membership-1m', 'GBP', '0')).out).to.equal('membership-1m: no longer sold in GBP.\n');
      expect((await admin(trx, 'products:list')).out).to.include('membership-1m (product 1, 1 month) on sale: DKK kr. 109,00, SEK 149,00 kr, NOK kr 149,00, GBP -, EUR 13,99 €');

      expect((await admin(trx, 'products:sale', 'one-day', 'off')).out).to.equal('one-day is off sale.\n');
      expect((await admin(trx, 'products:list')).out).to.include('one-day (product 12, 24 hours) OFF SALE');
      expect((await trx('payment_products').where({ code: 'one-day' }).first('active')).active).to.equal(false);
      expect((await admin(trx, 'products:sale', 'one-day', 'on')).out).to.equal('one-day is on sale.\n');

      expect((await admin(trx, 'offers:list')).out).to.match(/offer\(s\):|No special offers\./);
      const added = await admin(trx, 'offers:add', 'membership-12m', '--percent', '25', '--from', '2026-12-01', '--until', '2027-01-01T12:00Z', '--id', 'xmas-cli');
      expect(added).to.deep.equal({ code: 0, out: 'Offer xmas-cli: 25 % off membership-12m from 2026-12-01 00:00 UTC until 2027-01-01 12:00 UTC: /Membership/Offer/xmas-cli\n' });
      const random = await admin(trx, 'offers:add', 'membership-3m', '--percent', '10', '--from', '2020-01-01', '--until', '2020-02-01');
      expect(random.out).to.match(/^Offer offer-[0-9a-f]{12}: 10 % off membership-3m/);
      const offers = (await admin(trx, 'offers:list')).out;
      expect(offers).to.include('  xmas-cli: 25 % off membership-12m, 2026-12-01 00:00 UTC – 2027-01-01 12:00 UTC').and.match(/offer-[0-9a-f]{12}: 10 % off membership-3m, .* \(ended\)/);
      expect(offers.indexOf('xmas-cli'), 'the latest ending first').to.be.below(offers.indexOf('membership-3m'));
    } finally {
      await trx.rollback();
    }
  });

  it('says what is wrong and exits non-zero', async () => {
    await testDb()('special_offers').insert({ id: 'taken-cli', product_id: testDb()('payment_products').where({ code: 'membership-1m' }).first('id'), percent_off: 10, valid_from: new Date(), valid_until: new Date(Date.now() + 60_000) }).onConflict('id').ignore();
    const cases: [string[], RegExp][] = [
      [['products:price', 'membership-9m', 'DKK', '100'], /No product "membership-9m". Codes: membership-1m, /],
      [['products:price', 'membership-1m', 'USD', '100'], /Unknown currency "USD". Currencies: DKK, SEK, NOK, GBP, EUR/],
      [['products:price', 'membership-1m', 'DKK', '99.5'], /must be a whole number of minor units/],
      [['products:sale', 'one-day', 'maybe'], /must be on or off/],
      [['offers:add', 'membership-1m', '--percent', '95', '--from', '2026-12-01', '--until', '2026-12-02'], /must be a whole number from 1 to 90/],
      [['offers:add', 'membership-1m', '--percent', '10', '--from', 'tomorrow', '--until', '2026-12-02'], /must be a date like 2026-12-01/],
      [['offers:add', 'membership-1m', '--percent', '10', '--from', '2026-12-02', '--until', '2026-12-01'], /The offer must end after it starts/],
      [['offers:add', 'membership-1m', '--percent', '10', '--from', '2026-12-01', '--until', '2026-12-02', '--id', 'no spaces'], /An offer id is 1 to 64 letters/],
      [['offers:add', 'membership-1m', '--percent', '10', '--from', '2026-12-01', '--until', '2026-12-02', '--id', 'taken-cli'], /An offer "taken-cli" already exists/],
      [['offers:add', 'membership-1m', '--from', '2026-12-01', '--until', '2026-12-02'], /required option '--percent <n>' not specified/],
    ];
    for (const [args, message] of cases) {
      const result = await admin(testDb(), ...args);
      expect(result.code, args.join(' ')).to.not.equal(0);
      expect(result.out, args.join(' ')).to.match(message);
    }
  });
});
