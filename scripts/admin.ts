import { Command, InvalidArgumentError } from 'commander';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/platform/db/knex.ts';
import { migrateLatest } from '../src/platform/db/migrate.ts';
import { setSiteSetting, siteSettings } from '../src/modules/sites/index.ts';
import { addFaqEntry, addChangelogEntry } from '../src/modules/support/index.ts';
import { addLandingPage } from '../src/modules/seo/index.ts';
import { seedDemoContent } from './seed.ts';

/** `npm run admin -- <command>`: the same services the web uses, never raw SQL. */
const program = new Command('admin').description('Nordlys administration').showHelpAfterError();

const positiveInt = (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
};
const isoDay = (value: string) => {
  if (!/^20\d\d-\d\d-\d\d$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('must be a date like 2026-11-22');
  return value;
};

async function withDb(work: (db: Knex) => Promise<string>): Promise<void> {
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    console.log(await work(db));
  } catch (err) {
    console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
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
  .action(() => withDb(async (db) => ((await seedDemoContent(db)) ? 'Demo content added.' : 'Demo content was already there.')));

program
  .command('site:set')
  .description(`set one configuration field of a site; keys: ${Object.keys(siteSettings).join(', ')}`)
  .argument('<id>', 'site id (1 regular, 2 dark)', positiveInt)
  .argument('<key>', 'configuration key')
  .argument('<value>', 'new value (booleans: true/false; hostnames: comma separated)')
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

await program.parseAsync();
