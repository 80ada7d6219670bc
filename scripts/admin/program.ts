import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { Knex } from 'knex';
import { migrateLatest } from '../../src/platform/db/migrate.ts';
import { databaseReady } from '../../src/platform/db/knex.ts';
import { wireModules } from '../../src/wiring.ts';
import { setSiteSetting, siteSettings } from '../../src/modules/sites/index.ts';
import { addFaqEntry, addChangelogEntry } from '../../src/modules/support/index.ts';
import { addLandingPage } from '../../src/modules/seo/index.ts';
import { bumpTermsVersion, issueImpersonationLink, setStaffRole } from '../../src/modules/accounts/index.ts';
import { findProfileForCli, grantMembership } from '../../src/modules/accounts/index.ts';
import { approveApplication, declineApplication, listPendingApplications } from '../../src/modules/dark/index.ts';
import { seedDemoContent } from '../../src/demo/seed.ts';
import { generateDemoProfiles } from '../../src/demo/generate-profiles.ts';
import { describeImport, importPostalCodeFile } from '../../src/modules/common/index.ts';
import { describeFeedback, describeReports, describeResolve } from '../../src/modules/reports/index.ts';
import { addCatalogueCommands } from './payments.ts';
import { addOrderCommands } from './payment-orders.ts';
import { addBlogCommands } from './blogs.ts';
import { addContestCommands } from './contest.ts';
import { addEventCommands } from './events.ts';
import { addTicketCommands } from './tickets.ts';
import { describeApprove, describeBlock, describeExplicit, describeReject, describeRequireConsent, describeWaitingValidations } from '../../src/modules/media/index.ts';

/** What a command needs from outside; scripts/admin.ts wires the environment and the console, tests their own. */
export type AdminIo = {
  /** Opens the database for one command; `close` runs after it, whatever happened. */
  /** `ready`: what must be connected besides the database before a command runs (the web's Redis). */
  openDb: () => { db: Knex; close: () => Promise<void>; ready?: Promise<void> };
  out: (text: string) => void;
  err: (text: string) => void;
};

/** Runs one admin command (`args` as typed after `npm run admin --`) and resolves to its exit code; it never exits the process. */
export async function runAdmin(args: string[], io: AdminIo): Promise<number> {
  // Started like the web and the worker: a command's service may publish an event (staff:ban publishes
  // accounts.banSet), which needs every module's subscribers.
  wireModules();
  try {
    await buildAdminProgram(io).parseAsync(args, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    throw err;
  }
}

const positiveInt = (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
};
const isoDay = (value: string) => {
  if (!/^20\d\d-\d\d-\d\d$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('must be a date like 2026-11-22');
  return value;
};

/** The admin commands: the same services the web uses, never raw SQL. Errors throw a CommanderError instead of exiting. */
export function buildAdminProgram(io: AdminIo): Command {
  // Set before the commands are added: each command copies these settings when it is created.
  const program = new Command('admin')
    .description('Nordlys administration')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError();

  async function withDb(work: (db: Knex) => Promise<string>): Promise<void> {
    let opened: ReturnType<AdminIo['openDb']> | undefined;
    let failure: string | undefined;
    try {
      opened = io.openDb();
      // Open the database before the work: a connection problem is reported first, and closing an embedded
      // database that never finished opening would hang. A new embedded database starts (initdb) before its first
      // connection, which on a busy machine takes longer than the pool waits for one.
      await databaseReady(opened.db);
      await opened.ready;
      await opened.db.raw('select 1');
      io.out(`${await work(opened.db)}\n`);
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
      io.err(`Error: ${failure}\n`);
    } finally {
      await opened?.close();
    }
    if (failure !== undefined) throw new CommanderError(1, 'admin.failed', failure);
  }

  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(() => withDb(async (db) => {
      const applied = await migrateLatest(db);
      return applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Database is up to date.';
    }));

  program
    .command('seed')
    .description('add the two sites and the demo content (each part only once)')
    .action(() => withDb(async (db) => {
      await migrateLatest(db); // a database nothing has run on yet (a fresh embedded one) gets its tables first
      return (await seedDemoContent(db)) ? 'Demo content added.' : 'Demo content was already there.';
    }));

  program
    .command('seed:demo')
    .description('generate plausible demo profiles (names, ages, places, texts in four languages); nobody can log on as them')
    .requiredOption('--profiles <n>', 'how many, 1 to 1,000,000', (v: string) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new InvalidArgumentError('a whole number from 1 to 1,000,000');
      return n;
    })
    .action((o: { profiles: number }) => withDb(async (db) => {
      await migrateLatest(db); // a database nothing has run on yet gets its tables,
      await seedDemoContent(db); // and the postal codes the profiles live at
      const { created, ms } = await generateDemoProfiles(db, o.profiles);
      return `${created} demo profiles created in ${(ms / 1000).toFixed(1)} s.`;
    }));

  program
    .command('geo:import')
    .description('import postal codes from a GeoNames postal-code file (tab-separated); replaces the rows of each country in it')
    .argument('<file>', 'path of the file, e.g. allCountries.txt or DK.txt from download.geonames.org/export/zip')
    .action((file: string) => withDb(async (db) => describeImport(await importPostalCodeFile(db, file))));

  program
    .command('site:set')
    .description(`set one configuration field of a site; keys: ${Object.keys(siteSettings).join(', ')}`)
    .argument('<id>', 'site id (1 regular, 2 dark)', positiveInt)
    .argument('<key>', 'configuration key')
    .argument('<value>', 'new value (booleans: true/false; hostnames: comma separated; origin: like https://nordlys.example)')
    .action((id: number, key: string, value: string) => withDb(async (db) => {
      await setSiteSetting(db, id, key, value);
      return `Site ${id}: ${key} updated.`;
    }));

  program
    .command('faq:add')
    .description('add an FAQ entry (English; other languages fall back to it until translated)')
    .requiredOption('--category <key>', 'category key, e.g. account, safety')
    .requiredOption('--question <text>', 'the question')
    .requiredOption('--answer <text>', 'the answer (blank lines separate paragraphs)')
    .option('--locale <locale>', 'language of the texts', 'en-GB')
    .action((o: { category: string; question: string; answer: string; locale: string }) => withDb(async (db) => {
      const id = await addFaqEntry(db, o.category, { [o.locale]: { question: o.question, answer: o.answer } });
      return `FAQ entry ${id} added: /Support/FAQ/${id}`;
    }));

  program
    .command('changelog:add')
    .description('add an item to a changelog day')
    .argument('<date>', 'day, yyyy-MM-dd', isoDay)
    .requiredOption('--title <text>', 'headline')
    .requiredOption('--body <text>', 'what changed')
    .action((date: string, o: { title: string; body: string }) => withDb(async (db) => {
      const id = await addChangelogEntry(db, date, { 'en-GB': { title: o.title, body: o.body } });
      return `Changelog item ${id} added: /Support/Changelog/${date}`;
    }));

  program
    .command('landing:add')
    .description('add a landing page to a site')
    .argument('<siteId>', 'site id', positiveInt)
    .argument('<path>', 'path such as /dating-aarhus')
    .requiredOption('--title <text>', 'title')
    .requiredOption('--summary <text>', 'one-sentence summary')
    .requiredOption('--body <text>', 'page text')
    .option('--frontpage', 'also list it on the front page', false)
    .action((siteId: number, path: string, o: { title: string; summary: string; body: string; frontpage: boolean }) => withDb(async (db) => {
      const id = await addLandingPage(db, siteId, path, o.frontpage, { 'en-GB': { title: o.title, summary: o.summary, body: o.body } });
      return `Landing page ${id} added at ${path}`;
    }));

  program
    .command('staff:set')
    .description('give a profile a staff role: None, Normal, HiddenCertifiedProfile, CertifiedProfile, ChatModerator, Support, Developer')
    .argument('<profile>', 'profile name or e-mail')
    .argument('<role>', 'staff role name (None removes the role)')
    .action((profile: string, role: string) => withDb(async (db) => {
      const updated = await setStaffRole(db, profile, role);
      return `Staff role of "${updated.name}" set to ${role} (${updated.staffRole}).`;
    }));

  program
    .command('dark:list')
    .description('list the dark profile applications waiting for a decision, oldest first')
    .action(() => withDb(async (db) => {
      const pending = await listPendingApplications(db);
      if (!pending.length) return 'No applications are waiting.';
      const lines = pending.map((a) => `  ${a.name} (${a.kind}, ${[a.role1, a.role2].filter(Boolean).join(' + ')}), sent ${a.appliedAt.toISOString().slice(0, 16).replace('T', ' ')}: ${a.presentation.replace(/\s+/g, ' ').slice(0, 80)}`);
      return `${pending.length} application(s) waiting:\n${lines.join('\n')}`;
    }));

  program
    .command('dark:approve')
    .description('approve a waiting dark profile application; the member is told by e-mail')
    .argument('<profile>', 'profile name or e-mail')
    .action((profile: string) => withDb(async (db) => `Dark profile of "${(await approveApplication(db, profile)).name}" approved; the member has been e-mailed.`));

  program
    .command('dark:decline')
    .description('decline a waiting dark profile application; the member is told by e-mail, with the reason')
    .argument('<profile>', 'profile name or e-mail')
    .option('--reason <text>', 'why, shown to the member on the dark front page and in the e-mail')
    .action((profile: string, o: { reason?: string }) => withDb(async (db) => `Dark profile application of "${(await declineApplication(db, profile, o.reason ?? null)).name}" declined; the member has been e-mailed.`));

  program
    .command('membership:grant')
    .description('make a profile a member for some days (until memberships can be bought); a running membership is lengthened')
    .argument('<profile>', 'profile name or e-mail')
    .argument('<days>', 'number of days, 1 to 3660', positiveInt)
    .action((profile: string, days: number) => withDb(async (db) => {
      const found = await findProfileForCli(db, profile);
      const until = await grantMembership(db, found.id, days);
      return `"${found.name}" is a member ${until ? `until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'with no end date'}.`;
    }));

  program
    .command('terms:bump')
    .description('publish a new terms version: every member is asked to accept the terms again')
    .action(() => withDb(async (db) => `Terms version is now ${await bumpTermsVersion(db)}; members are asked to accept the new terms (running servers notice within 30 s).`));

  program
    .command('impersonate')
    .description('print a one-time link (10 minutes) with which a Support or Developer staff member acts as a profile')
    .argument('<staff>', 'staff member: profile name or e-mail')
    .argument('<profile>', 'profile to act as: name or e-mail')
    .option('--site <id>', 'the site the link is for (it opens on that site\'s origin and works only there)', positiveInt, 1)
    .action((staff: string, profile: string, o: { site: number }) => withDb(async (db) => {
      const link = await issueImpersonationLink(db, staff, profile, o.site);
      return `One-time link for "${staff}" to act as "${profile}" (valid 10 minutes, works once):\n  ${link}`;
    }));

  program
    .command('reports:list')
    .description('list the open reports of profiles, urgent (ChildPictures) first, then oldest first')
    .option('--all', 'also list the resolved reports, after the open ones', false)
    .action((o: { all: boolean }) => withDb((db) => describeReports(db, o.all)));

  program
    .command('reports:resolve')
    .description('close an open report, recording who closed it, when, and an optional note')
    .argument('<id>', 'report id, as reports:list shows it (#12 is 12)', (v: string) => positiveInt(v.replace(/^#/, '')))
    .option('--note <text>', 'what was done, for the other staff')
    .option('--by <staff>', 'staff profile name or e-mail (default: the user at this console)')
    .action((id: number, o: { note?: string; by?: string }) => withDb((db) => describeResolve(db, id, { profile: o.by, console: process.env.USER || process.env.USERNAME || 'the admin console' }, o.note ?? null)));

  program
    .command('feedback:list')
    .description('list the newest feedback on the profile page, with the average rating')
    .option('--limit <n>', 'how many, newest first', positiveInt, 50)
    .action((o: { limit: number }) => withDb((db) => describeFeedback(db, o.limit)));

  const consoleUser = () => process.env.USER || process.env.USERNAME || 'the admin console';

  program
    .command('validation:list')
    .description('list the profile validations waiting for staff (videos with their code, requests to be validated in person), oldest first')
    .action(() => withDb((db) => describeWaitingValidations(db)));

  program
    .command('validation:approve')
    .description('approve the waiting validation of a profile: it is Valid, a forced validation ends, and the member is e-mailed')
    .argument('<profile>', 'profile name or e-mail')
    .option('--by <staff>', 'staff profile name or e-mail (default: the user at this console)')
    .action((profile: string, o: { by?: string }) => withDb((db) => describeApprove(db, profile, { profile: o.by, console: consoleUser() })));

  program
    .command('validation:reject')
    .description('reject the waiting validation of a profile with a reason; a forced validation stays; the member is e-mailed the reason')
    .argument('<profile>', 'profile name or e-mail')
    .argument('<reason>', 'why, shown to the member on /ProfileValidation and in the e-mail')
    .option('--by <staff>', 'staff profile name or e-mail (default: the user at this console)')
    .action((profile: string, reason: string, o: { by?: string }) => withDb((db) => describeReject(db, profile, reason, { profile: o.by, console: consoleUser() })));

  program
    .command('media:block')
    .description('remove a picture (or video) for good; a picture\'s hash is kept so that it cannot be uploaded again')
    .argument('<mediaId>', 'media id (the number in /media/<id>/…)', positiveInt)
    .argument('<reason>', 'why, for the other staff')
    .action((mediaId: number, reason: string) => withDb((db) => describeBlock(db, mediaId, reason)));

  program
    .command('media:explicit')
    .description('mark a picture or video explicit (shown blurred to members who have not opted in) or not')
    .argument('<mediaId>', 'media id', positiveInt)
    .argument('<on|off>', 'on or off', (v: string) => {
      if (v !== 'on' && v !== 'off') throw new InvalidArgumentError('must be on or off');
      return v;
    })
    .action((mediaId: number, flag: 'on' | 'off') => withDb((db) => describeExplicit(db, mediaId, flag === 'on')));

  program
    .command('media:require-consent')
    .description('forced consent media: hide the profile\'s pictures and videos until the member confirms the copyright text again')
    .argument('<profile>', 'profile name or e-mail')
    .action((profile: string) => withDb((db) => describeRequireConsent(db, profile)));

  addCatalogueCommands(program, withDb);
  addOrderCommands(program, withDb);
  addBlogCommands(program, withDb);
  addContestCommands(program, withDb);
  addEventCommands(program, withDb);
  addTicketCommands(program, withDb);
  return program;
}
