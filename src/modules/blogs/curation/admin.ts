import type { Knex } from 'knex';
import { banTypes, findPublicIdentities, liftBans, setBan, type BanType } from '../../accounts/index.ts';
import { badNewsLink } from './errors.ts';
import * as repo from './repo.ts';
import { newsInput, type NewsInput } from './schemas.ts';

/**
 * The admin CLI's blogs and staff-ban commands (scripts/admin/blogs.ts): the same rules as the web, each answering
 * the line the CLI prints. A bad value throws an Error whose message the CLI prints.
 */

const when = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : 'until ended');

/** blogs:news:add: a breaking-news item on one site, running from now until `endsAt` (or until ended). */
export async function describeAddNews(db: Knex, input: NewsInput): Promise<string> {
  const parsed = newsInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'link') throw badNewsLink();
    throw new Error(`${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}`);
  }
  if (parsed.data.endsAt && parsed.data.endsAt <= new Date()) throw new Error('--ends must be in the future.');
  const news = await repo.insertNews(db, { ...parsed.data, link: parsed.data.link ?? null, endsAt: parsed.data.endsAt ?? null });
  return `Breaking news ${news.id} on the ${news.dark ? 'dark' : 'regular'} site: "${news.title}", running ${when(news.endsAt)}.`;
}

/** blogs:news:list: every item, newest first, running or not, with its views. */
export async function describeNewsList(db: Knex, now = new Date()): Promise<string> {
  const items = await repo.listNews(db);
  if (!items.length) return 'No breaking news.';
  return items
    .map((n) => `${n.id}\t${n.dark ? 'dark' : 'regular'}\t${!n.endsAt || n.endsAt > now ? 'running' : 'ended'}\t${n.views} views\tuntil ${when(n.endsAt)}\t${n.title}`)
    .join('\n');
}

/** blogs:news:end: ends a running item now. */
export async function describeEndNews(db: Knex, id: number): Promise<string> {
  if (!(await repo.endNews(db, id))) throw new Error(`No running breaking news with id ${id}.`);
  return `Breaking news ${id} ended.`;
}

const banType = (type: string): BanType => {
  if (!(banTypes as readonly string[]).includes(type)) throw new Error(`--type must be one of ${banTypes.join(', ')}`);
  return type as BanType;
};

async function profileNamed(db: Knex, profileId: number): Promise<string> {
  const [profile] = await findPublicIdentities(db, [profileId]);
  if (!profile) throw new Error(`No profile with id ${profileId}.`);
  return profile.name;
}

/** staff:ban: bans a member from writing blog entries (Blogs) or creating lodges (CreateLodges), until a time or until lifted. */
export async function describeBan(db: Knex, input: { profileId: number; type: string; reason: string; until: Date | null }): Promise<string> {
  const type = banType(input.type);
  const reason = input.reason.trim();
  if (!reason) throw new Error('--reason must say why (the member is shown it).');
  if (input.until && input.until <= new Date()) throw new Error('--until must be in the future.');
  const name = await profileNamed(db, input.profileId);
  const ban = await setBan(db, { profileId: input.profileId, type, reason, endsAt: input.until, setBy: null });
  return `"${name}" (${input.profileId}) is banned (${type}) ${ban.endsAt ? `until ${when(ban.endsAt)}` : 'until lifted'}: ${reason}`;
}

/** staff:unban: lifts every ban of that type in force on the member. */
export async function describeUnban(db: Knex, profileId: number, type: string): Promise<string> {
  const banned = banType(type);
  const name = await profileNamed(db, profileId);
  const lifted = await liftBans(db, profileId, banned);
  return lifted ? `Lifted ${lifted} ${banned} ban(s) of "${name}" (${profileId}).` : `"${name}" (${profileId}) had no ${banned} ban in force.`;
}
