import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { runAdmin } from '../../scripts/admin/program.ts';
import { createDb, databaseReady } from '../../src/platform/db/knex.ts';
import { subscriberJobs } from '../../src/platform/events/index.ts';
import { createProfile, requiredTermsVersion, type NewProfile, type ProfileRecord } from '../../src/modules/accounts/index.ts';
import { createTicket, openTicketId } from '../../src/modules/tickets/index.ts';
import { actorOf } from '../../src/platform/auth/actor.ts';

/**
 * Every admin command that writes, each on a fresh copy of one migrated and seeded database, checked for what it
 * says it did (the row, the queued mail or event and the event's effect). This file runs in a process of its own
 * that loads what `npm run admin` loads and nothing of the web app (test/integration/admin-cli-writes.test.ts
 * starts it): the app's test hooks wire the modules into the process, which hid that the admin CLI did not
 * (issue 30 §3: staff:ban failed with "event subscribers are not registered").
 *
 * The copy: the template database is made once (migrate, seed, three profiles); each command then runs inside a
 * transaction on it that is rolled back afterwards, so every command starts from the same state and none sees
 * another's writes. Loading a dumped PGlite data dir per command (`loadDataDir`) would do the same at about 2 s a
 * command (46 MB) against a few milliseconds here.
 */

type Run = { code: number; out: string };
const logger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, fatal: () => {}, trace: () => {}, child: () => logger } as never;

/** One command, as `npm run admin -- …` runs it, on `db` (the seam scripts/admin.ts opens the database through). */
async function admin(db: Knex, ...args: string[]): Promise<Run> {
  let out = '';
  const write = (text: string) => {
    out += text;
  };
  const code = await runAdmin(args, { openDb: () => ({ db, close: async () => {} }), out: write, err: write });
  return { code, out };
}

/** A profile inserted through the accounts module. */
async function profile(db: Knex, overrides: Partial<NewProfile> = {}): Promise<ProfileRecord> {
  const tag = randomUUID().slice(0, 8);
  return createProfile(db, {
    name: `admin${tag}`, email: `admin${tag}@example.test`, passwordHash: null, kind: 'Single', status: 3, darkStatus: 0, member: false,
    termsVersion: await requiredTermsVersion(db), forcedValidation: false, staffRole: 0, language: null, ...overrides,
  });
}

/** The jobs waiting to run, by name, with their payloads. */
const queued = async (db: Knex, name: string) => (await db('jobs').where({ name }).whereNull('done_at').orderBy('id')).map((j: { payload: Record<string, unknown> }) => j.payload);

/** Runs the waiting jobs of that name as the worker would (the event subscribers' handlers, as wired), in `db`. */
async function runQueued(db: Knex, name: string): Promise<void> {
  const handler = subscriberJobs()[name];
  expect(handler, `a job handler for ${name}`).to.be.a('function');
  for (const payload of await queued(db, name)) await handler!(payload, { db, logger });
}

const ok = (run: Run, pattern: RegExp) => {
  expect(run.out).to.match(pattern);
  expect(run.code, run.out).to.equal(0);
};

describe('admin commands that write, in a process of their own', function () {
  this.timeout(120_000);
  let db: Knex;
  let staff: ProfileRecord;
  let writer: ProfileRecord;
  let applicant: ProfileRecord;
  let trx: Knex.Transaction;
  const started = Date.now();

  before(async () => {
    db = createDb({ pgliteDir: 'memory' });
    await databaseReady(db);
  });
  after(async () => {
    await db?.destroy();
    console.log(`    (${Date.now() - started} ms in all)`);
  });

  describe('on a database nothing has run on', () => {
    it('migrate creates the tables', async () => {
      ok(await admin(db, 'migrate'), /^Applied \d+ migration\(s\):/);
      expect(await db.schema.hasTable('profile_bans')).to.equal(true);
    });

    it('seed adds the two sites and the demo content', async () => {
      ok(await admin(db, 'seed'), /^Demo content added\.\n$/);
      expect((await db('sites').orderBy('id')).map((s: { id: number }) => s.id)).to.deep.equal([1, 2]);
      staff = await profile(db);
      writer = await profile(db, { member: true });
      applicant = await profile(db, { darkStatus: 1 });
    });
  });

  describe('each on a fresh copy of the migrated and seeded database', () => {
    beforeEach(async () => {
      trx = await db.transaction();
    });
    afterEach(async () => {
      await trx.rollback();
    });

    it('staff:ban --type Blogs stores the ban and queues the member\'s blogsBan notice, which reaches them', async () => {
      ok(await admin(trx, 'staff:ban', String(writer.id), '--type', 'Blogs', '--reason', 'Copied texts', '--until', '2099-01-01'), /./);
      const [ban] = await trx('profile_bans').where({ profile_id: writer.id });
      expect(ban).to.include({ ban_type: 'Blogs', reason: 'Copied texts' });
      expect(new Date(ban.ends_at).toISOString()).to.equal('2099-01-01T00:00:00.000Z');
      expect(await queued(trx, 'event:accounts.banSet:blogs')).to.deep.equal([{ profileId: writer.id, banId: Number(ban.id), type: 'Blogs' }]);
      await runQueued(trx, 'event:accounts.banSet:blogs');
      expect(await trx('notifications').where({ profile_id: writer.id }).select('kind', 'action')).to.deep.equal([{ kind: 'blogsBan', action: 'banned' }]);
    });

    it('staff:ban --type CreateLodges stores the ban (no blogs notice)', async () => {
      ok(await admin(trx, 'staff:ban', String(writer.id), '--type', 'CreateLodges', '--reason', 'Spam lodges'), /./);
      expect(await trx('profile_bans').where({ profile_id: writer.id }).select('ban_type', 'ends_at', 'lifted_at')).to.deep.equal([{ ban_type: 'CreateLodges', ends_at: null, lifted_at: null }]);
      await runQueued(trx, 'event:accounts.banSet:blogs');
      expect(await trx('notifications').where({ profile_id: writer.id })).to.have.length(0);
    });

    it('staff:unban lifts the Blogs ban and tells the member', async () => {
      ok(await admin(trx, 'staff:ban', String(writer.id), '--type', 'Blogs', '--reason', 'Copied texts'), /./);
      ok(await admin(trx, 'staff:unban', String(writer.id), '--type', 'Blogs'), /./);
      expect((await trx('profile_bans').where({ profile_id: writer.id }).first()).lifted_at).to.not.equal(null);
      await runQueued(trx, 'event:accounts.bansLifted:blogs');
      expect(await trx('notifications').where({ profile_id: writer.id }).select('kind', 'action')).to.deep.equal([{ kind: 'blogsBan', action: 'lifted' }]);
    });

    it('blogs:news:add adds breaking news, blogs:news:end ends it', async () => {
      ok(await admin(trx, 'blogs:news:add', '--title', 'Summer party', '--text', 'Saturday at eight.', '--dark'), /./);
      const [news] = await trx('breaking_news');
      expect(news).to.include({ title: 'Summer party', text: 'Saturday at eight.', dark: true });
      ok(await admin(trx, 'blogs:news:end', String(news.id)), /./);
      expect((await trx('breaking_news').where({ id: news.id }).first()).ends_at).to.not.equal(null);
    });

    it('site:set changes the site\'s setting', async () => {
      ok(await admin(trx, 'site:set', '2', 'supportPhone', '+45 11 22 33 44'), /^Site 2: supportPhone updated\.\n$/);
      expect(JSON.stringify(await trx('sites').where({ id: 2 }).first())).to.include('+45 11 22 33 44');
    });

    it('faq:add adds the entry with its texts', async () => {
      const run = await admin(trx, 'faq:add', '--category', 'safety', '--question', 'Can I block someone?', '--answer', 'Yes.');
      ok(run, /^FAQ entry \d+ added: \/Support\/FAQ\/\d+\n$/);
      const id = Number(/entry (\d+)/.exec(run.out)![1]);
      expect(await trx('faq_entry_texts').where({ entry_id: id }).select('locale', 'question', 'answer')).to.deep.equal([{ locale: 'en-GB', question: 'Can I block someone?', answer: 'Yes.' }]);
    });

    it('changelog:add adds the item to its day', async () => {
      ok(await admin(trx, 'changelog:add', '2026-11-22', '--title', 'Faster FAQ', '--body', 'Search updates as you type.'), /\/Support\/Changelog\/2026-11-22/);
      const texts = await trx('changelog_entry_texts').where({ title: 'Faster FAQ' });
      expect(texts).to.have.length(1);
    });

    it('landing:add adds the landing page at its path', async () => {
      ok(await admin(trx, 'landing:add', '1', '/dating-aarhus', '--title', 'Dating in Aarhus', '--summary', 'Meet people.', '--body', 'Text.', '--frontpage'), /added at \/dating-aarhus/);
      expect(await trx('landing_pages').where({ site_id: 1, path: '/dating-aarhus' }).select('on_frontpage')).to.deep.equal([{ on_frontpage: true }]);
    });

    it('staff:set gives the profile the staff role', async () => {
      ok(await admin(trx, 'staff:set', writer.name, 'Support'), /Staff role of ".+" set to Support/);
      expect((await trx('profiles').where({ id: writer.id }).first()).staff_role).to.not.equal(0);
    });

    it('impersonate issues a one-time link and records it', async () => {
      ok(await admin(trx, 'staff:set', staff.name, 'Support'), /./);
      ok(await admin(trx, 'impersonate', staff.name, writer.name), /One-time link .*\n {2}http:\/\/.*\/Impersonate\?q=/);
      expect(await trx('account_tokens').where({ profile_id: writer.id, purpose: 'impersonate' })).to.have.length(1);
    });

    it('dark:approve approves the application and mails the member', async () => {
      ok(await admin(trx, 'dark:approve', applicant.name), /approved; the member has been e-mailed/);
      expect((await trx('profiles').where({ id: applicant.id }).first()).dark_status).to.equal(3);
      expect(JSON.stringify(await queued(trx, 'mail.send'))).to.include(applicant.email);
    });

    it('dark:decline declines the application with the reason and mails the member', async () => {
      ok(await admin(trx, 'dark:decline', applicant.name, '--reason', 'Too short.'), /declined; the member has been e-mailed/);
      expect((await trx('profiles').where({ id: applicant.id }).first()).dark_status).to.equal(2);
      expect(JSON.stringify(await queued(trx, 'mail.send'))).to.include(applicant.email);
    });

    it('membership:grant makes the profile a member', async () => {
      const other = await profile(trx);
      ok(await admin(trx, 'membership:grant', other.name, '30'), /is a member until/);
      expect((await trx('profiles').where({ id: other.id }).first()).member).to.equal(true);
    });

    it('terms:bump publishes a new terms version', async () => {
      const before = await requiredTermsVersion(trx);
      ok(await admin(trx, 'terms:bump'), new RegExp(`Terms version is now ${before + 1}`));
      expect(await requiredTermsVersion(trx)).to.equal(before + 1);
    });

    it('reports:resolve closes the report with the note', async () => {
      const [report] = await trx('profile_reports').insert({ reporter_id: writer.id, reported_id: applicant.id, reason: 'Other', text: 'Rude.', urgent: false }).returning('id');
      ok(await admin(trx, 'reports:resolve', `#${report.id}`, '--note', 'Talked to them', '--by', staff.name), /resolved by/);
      expect(await trx('profile_reports').where({ id: report.id }).first()).to.include({ resolution_note: 'Talked to them', resolved_by: staff.name });
    });

    it('media:require-consent hides the profile\'s media until the member confirms again', async () => {
      ok(await admin(trx, 'media:require-consent', writer.name), /hidden until the member confirms/);
    });

    it('products:price sets the price in that currency', async () => {
      ok(await admin(trx, 'products:price', 'membership-1m', 'DKK', '12300'), /./);
      const product = await trx('payment_products').where({ code: 'membership-1m' }).first();
      expect(await trx('payment_prices').where({ product_id: product.id, currency: 'DKK' }).select('amount_minor')).to.deep.equal([{ amount_minor: 12300 }]);
    });

    it('products:sale takes the product off sale', async () => {
      ok(await admin(trx, 'products:sale', 'membership-1m', 'off'), /./);
      expect(await trx('payment_products').where({ code: 'membership-1m' }).select('active')).to.deep.equal([{ active: false }]);
    });

    it('offers:add creates the offer at its page', async () => {
      ok(await admin(trx, 'offers:add', 'membership-12m', '--percent', '20', '--from', '2026-12-01', '--until', '2026-12-24', '--id', 'xmas'), /\/Membership\/Offer\/xmas/);
      expect(await trx('special_offers').where({ id: 'xmas' }).select('percent_off')).to.deep.equal([{ percent_off: 20 }]);
    });

    it('payments:bank-transfer-paid settles the order, grants what it bought and mails the receipt', async () => {
      const buyer = await profile(trx);
      const product = await trx('payment_products').where({ code: 'membership-1m' }).first();
      // The order a member's bank transfer choice leaves (payments' checkout makes it through the web).
      const [order] = await trx('payment_orders')
        .insert({ profile_id: buyer.id, product_id: product.id, processor: 'BankTransfer', state: 'Pending', currency: 'DKK', amount_minor: 9900, vat_rate_bp: 2500, vat_minor: 1980, country_code: 'DK', buyer_name: buyer.name })
        .returning('id');
      ok(await admin(trx, 'payments:bank-transfer-paid', `NL${String(order.id).padStart(6, '0')}`), new RegExp(`^Order ${order.id} is paid; what it bought runs until 20`));
      expect(await trx('payment_orders').where({ id: order.id }).first()).to.include({ state: 'PaidInFull' });
      expect((await trx('profiles').where({ id: buyer.id }).first()).member).to.equal(true);
      await runQueued(trx, 'event:payments.orderPaid:payments'); // the receipt, mailed
      expect(JSON.stringify(await queued(trx, 'mail.send'))).to.include(buyer.email);
    });

    it('events:admin grant gives the event admin role, revoke takes it back', async () => {
      ok(await admin(trx, 'events:admin', 'grant', writer.name), /is now an event admin/);
      expect(await trx('event_admins').where({ profile_id: writer.id })).to.have.length(1);
      ok(await admin(trx, 'events:admin', 'revoke', writer.email), /is no longer an event admin/);
      expect(await trx('event_admins').where({ profile_id: writer.id })).to.have.length(0);
    });

    it('seed:demo adds demo profiles', async () => {
      const before = Number((await trx('profiles').count('* as n').first())!.n);
      ok(await admin(trx, 'seed:demo', '--profiles', '3'), /^3 demo profiles created in/);
      expect(Number((await trx('profiles').count('* as n').first())!.n)).to.equal(before + 3);
    });

    it('tickets:answer answers a visitor\'s ticket and queues the mail with its sealed link; tickets:close and tickets:reopen move it', async () => {
      await trx('profiles').where({ id: staff.id }).update({ staff_role: 40 });
      const scope = { siteId: 1, origin: 'http://localhost:3000', locale: 'en-GB' };
      // A member's ticket first: its answer mails a plain /Support/MyTickets link, and the command loads the data key as the web has it.
      const own = await createTicket(trx, actorOf({ id: writer.id, status: 3, darkStatus: 0, member: true, termsAccepted: true, forcedValidation: false, staffRole: 0 }, { id: 1, dark: false }), { category: 'Other', subject: 'Mine', text: 'Hello' }, [], scope);
      ok(await admin(trx, 'tickets:answer', String(own.id), '--by', staff.name, '--text', 'Hello back.'), /^Ticket #\d+ answered/);
      const visitor = actorOf(null, { id: 1, dark: false });
      const { id } = await createTicket(trx, visitor, { category: 'Payment', subject: 'Charged twice', text: 'Twice!', email: 'guest@example.test' }, [], scope);
      await trx('tickets').where({ id }).update({ status: 'New' });
      ok(await admin(trx, 'tickets:answer', String(id), '--by', staff.name, '--text', 'Refunded.'), /^Ticket #\d+ answered/);
      const mails = (await queued(trx, 'mail.send')).filter((m) => m.to === 'guest@example.test');
      const link = /\/Support\/Ticket\?ticketid=([A-Za-z0-9_-]+)/.exec(String(mails.at(-1)?.text))?.[1];
      expect(link && openTicketId(link)).to.equal(id);
      ok(await admin(trx, 'tickets:close', String(id), '--by', staff.name), /closed/);
      expect(await trx('tickets').where({ id }).first()).to.include({ status: 'Closed', conversation_state: 'Closed' });
      ok(await admin(trx, 'tickets:reopen', String(id), '--by', staff.name), /reopened/);
      expect(await trx('tickets').where({ id }).first()).to.include({ status: 'Open', conversation_state: 'Reopened' });
    });

    it('geo:import imports the postal codes of the file', async () => {
      ok(await admin(trx, 'geo:import', path.resolve(import.meta.dirname, '../fixtures/geonames/postal-codes.txt')), /./);
    });
  });
});
