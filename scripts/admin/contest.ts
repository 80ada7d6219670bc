import { InvalidArgumentError, type Command } from 'commander';
import { cancelContest, createContest, endContest, listContests, resultsShownDays } from '../../src/modules/contest/index.ts';
import { positiveInt, moment, type WithDb } from './arguments.ts';

const themeText = (value: string) => {
  const text = value.trim();
  if (!text || text.length > 120) throw new InvalidArgumentError('must be 1 to 120 characters');
  return text;
};

const stamp = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** The photo contest's commands (issue 34, site 1 only): set one up, list them, end or cancel one. */
export function addContestCommands(program: Command, withDb: WithDb): void {
  program
    .command('contest:create')
    .description(`set up a photo contest on site 1: members enter their own pictures and vote until it closes; the results show for ${resultsShownDays} days after`)
    .requiredOption('--theme <text>', 'the theme in English (en-GB), at most 120 characters', themeText)
    .option('--theme-da <text>', 'the theme in Danish', themeText)
    .option('--theme-nb <text>', 'the theme in Norwegian', themeText)
    .option('--theme-sv <text>', 'the theme in Swedish', themeText)
    .requiredOption('--opens <date>', 'when entries and voting open: 2026-12-01 (midnight UTC) or 2026-12-01T12:00Z', moment)
    .requiredOption('--closes <date>', 'when voting closes (the deadline)', moment)
    .option('--entries-close <date>', 'when entries close (default: when voting closes)', moment)
    .action((o: { theme: string; themeDa?: string; themeNb?: string; themeSv?: string; opens: Date; closes: Date; entriesClose?: Date }) =>
      withDb(async (db) => {
        const theme: Record<string, string> = { 'en-GB': o.theme };
        if (o.themeDa) theme['da-DK'] = o.themeDa;
        if (o.themeNb) theme['nb-NO'] = o.themeNb;
        if (o.themeSv) theme['sv-SE'] = o.themeSv;
        const id = await createContest(db, { theme, opensAt: o.opens, entriesCloseAt: o.entriesClose, closesAt: o.closes });
        return `Contest ${id} created: "${o.theme}", open ${stamp(o.opens)} to ${stamp(o.closes)} UTC, at /Contest on site 1.`;
      }));

  program
    .command('contest:list')
    .description('list the photo contests, newest first: id, dates, entries, cancelled, theme')
    .action(() =>
      withDb(async (db) => {
        const contests = await listContests(db);
        if (!contests.length) return 'No contests.';
        const lines = contests.map(
          (c) =>
            `  ${c.id}: ${stamp(c.opensAt)} to ${stamp(c.closesAt)} UTC (entries until ${stamp(c.entriesCloseAt)}), ${c.entryCount} entries${c.cancelledAt ? ', cancelled' : ''}: ${c.theme['en-GB']}`,
        );
        return `${contests.length} contest(s):\n${lines.join('\n')}`;
      }));

  program
    .command('contest:end')
    .description('close entries and voting of a running contest now; its results are shown from now on')
    .argument('<id>', 'its id (contest:list)', positiveInt)
    .action((id: number) =>
      withDb(async (db) => {
        await endContest(db, id);
        return `Contest ${id} ended: its results are shown for ${resultsShownDays} days.`;
      }));

  program
    .command('contest:cancel')
    .description('cancel a contest: it is shown nowhere any more')
    .argument('<id>', 'its id (contest:list)', positiveInt)
    .action((id: number) =>
      withDb(async (db) => {
        await cancelContest(db, id);
        return `Contest ${id} cancelled.`;
      }));
}
