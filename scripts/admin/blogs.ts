import type { Command } from 'commander';
import { describeAddNews, describeBan, describeEndNews, describeNewsList, describeUnban } from '../../src/modules/blogs/index.ts';
import { positiveInt, moment, type WithDb } from './arguments.ts';

/** Blogs' commands (issue 22): breaking news, and the staff bans (Blogs, CreateLodges) that blogs and lodges ask. */
export function addBlogCommands(program: Command, withDb: WithDb): void {
  program
    .command('blogs:news:add')
    .description('add a breaking news item, shown once to every member of its site (at the top of /Start and the blogs) until they dismiss it')
    .requiredOption('--title <text>', 'its heading, at most 150 characters')
    .requiredOption('--text <text>', 'its text, at most 2,000 characters')
    .option('--link <url>', 'a path on the site (/Community/Blogs) or an https address')
    .option('--dark', 'on the dark site (default: the regular site)', false)
    .option('--ends <date>', 'when it stops: 2026-12-01 (midnight UTC) or 2026-12-01T12:00Z (default: until ended)', moment)
    .action((o: { title: string; text: string; link?: string; dark: boolean; ends?: Date }) =>
      withDb((db) => describeAddNews(db, { title: o.title, text: o.text, link: o.link, dark: o.dark, endsAt: o.ends })));

  program
    .command('blogs:news:list')
    .description('list the breaking news, newest first: id, site, running or ended, views, end, title')
    .action(() => withDb((db) => describeNewsList(db)));

  program
    .command('blogs:news:end')
    .description('end a running breaking news item now')
    .argument('<id>', 'its id (blogs:news:list)', positiveInt)
    .action((id: number) => withDb((db) => describeEndNews(db, id)));

  program
    .command('staff:ban')
    .description('ban a member from writing blog entries (Blogs) or creating lodges (CreateLodges); the member is shown the reason and the end')
    .argument('<profileId>', 'the profile id', positiveInt)
    .requiredOption('--type <type>', 'Blogs or CreateLodges')
    .requiredOption('--reason <text>', 'why, as the member will read it')
    .option('--until <date>', 'when it ends: 2026-12-01 (midnight UTC) or 2026-12-01T12:00Z (default: until lifted)', moment)
    .action((profileId: number, o: { type: string; reason: string; until?: Date }) =>
      withDb((db) => describeBan(db, { profileId, type: o.type, reason: o.reason, until: o.until ?? null })));

  program
    .command('staff:unban')
    .description('lift every ban of that type in force on a member')
    .argument('<profileId>', 'the profile id', positiveInt)
    .requiredOption('--type <type>', 'Blogs or CreateLodges')
    .action((profileId: number, o: { type: string }) => withDb((db) => describeUnban(db, profileId, o.type)));
}
