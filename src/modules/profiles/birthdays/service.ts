import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { siteToday } from '../../accounts/index.ts';
import { profilesVisibleTo } from '../visibility/sight.ts';
import { configurationOf, updateConfiguration } from '../configuration/service.ts';
import { profilesHidingField } from '../visibility/fields.ts';
import { keptOwn } from '../kept.ts';

/**
 * "Today" for birthdays is the site's local date, Europe/Copenhagen (not each member's time zone). A birthday
 * on 29 February is celebrated on 28 February in other years.
 */
export { siteToday };

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** The month-days (MM-DD) whose birthdays fall on `today` (yyyy-mm-dd). */
function birthdayKeys(today: string): string[] {
  const monthDay = today.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(today.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}

const bornToday = (db: Knex, today: string) =>
  db('profile_persons').whereNotNull('confirmed_at').whereIn(db.raw(`to_char(birthday, 'MM-DD')`) as never, birthdayKeys(today));

/**
 * Birthdays shown first, with a label (payments' paid birthday wishes): a subquery of profile ids on the site and
 * the label's locale key, provided by the module that sells them (profiles cannot import payments). Until
 * provided, nobody is.
 */
export type BirthdayHighlights = { ids: (db: Knex, site: { dark: boolean }) => Knex.QueryBuilder; label: string };
let highlights: BirthdayHighlights | null = null;
/** Provides the highlighted birthdays; returns the undo (tests), which puts back what it replaced. */
export function provideBirthdayHighlights(provided: BirthdayHighlights): () => void {
  const before = highlights;
  highlights = provided;
  return () => {
    highlights = before;
  };
}

/**
 * Members whose birthday is today (either person of a couple) the viewer may see, by name: never the viewer,
 * nobody blocked either way, not Active or hidden by forced validation, and nobody whose age the viewer may not
 * see (listing them would tell the birthday). An age shown to favourites only is left out too: the favourites
 * belong to lists, and a list may never reveal what the profile hides. Filtered in SQL: pages come back full.
 * Highlighted birthdays (on the viewer's site) come first; `highlighted` are those of the page and `label` their label's key.
 */
export async function birthdaysToday(
  db: Knex,
  actor: ProfileActor,
  { skip, take }: { skip: number; take: number },
  today = siteToday(),
): Promise<{ ids: number[]; hasMore: boolean; highlighted: number[]; label: string | null }> {
  const rows = (await birthdaysQuery(db, actor, today).offset(skip).limit(take + 1)) as { id: unknown; highlighted?: boolean }[];
  const page = rows.slice(0, take);
  return { ids: page.map((r) => Number(r.id)), hasMore: rows.length > take, highlighted: page.filter((r) => r.highlighted).map((r) => Number(r.id)), label: highlights?.label ?? null };
}

/**
 * The first `take` of `birthdaysToday` as a subquery (column `id`, in its order), for a statement that reads their
 * cards too (the start page's BirthdayProfiles: profiles' `presentCardsOf`).
 */
export const birthdaysTodayQuery = (db: Knex, actor: ProfileActor, take: number, today = siteToday()): Knex.QueryBuilder => birthdaysQuery(db, actor, today).limit(take);

function birthdaysQuery(db: Knex, actor: ProfileActor, today: string): Knex.QueryBuilder {
  const query = profilesVisibleTo(db, actor)
    .clearSelect()
    .select('profiles.id')
    .whereNot('profiles.id', actor.profileId)
    .whereIn('profiles.id', bornToday(db, today).select('profile_id'))
    .whereNotExists(profilesHidingField(db, 'age', actor).whereRaw('fv.profile_id = profiles.id'));
  const first = highlights?.ids(db, { dark: actor.site.dark });
  if (first) query.select(db.raw('profiles.id in (?) as highlighted', [first])).orderBy('highlighted', 'desc');
  return query.orderBy([{ column: 'profiles.name_key' }, { column: 'profiles.id' }]);
}

/** Whether either person of the profile has their birthday today (site date): payments' free birthday promotions. */
/** Kept between requests for the day (kept.ts): the writers of the member's persons renew it. */
export async function hasBirthdayToday(db: Knex, profileId: number, today = siteToday()): Promise<boolean> {
  return keptOwn(db, profileId, `birthday.${today}`, async () => Boolean(await bornToday(db, today).where({ profile_id: profileId }).first('profile_id')));
}

/** The birthday splash on /Start: the member has a birthday today and has not closed it this year. */
export async function showBirthdaySplash(db: Knex, profileId: number, today = siteToday()): Promise<boolean> {
  if (!(await hasBirthdayToday(db, profileId, today))) return false;
  return (await configurationOf(db, profileId)).birthdaySplashYear !== Number(today.slice(0, 4));
}

/** Closed: not again this year. */
export async function dismissBirthdaySplash(db: Knex, profileId: number, today = siteToday()): Promise<void> {
  await updateConfiguration(db, profileId, 'birthdaySplashYear', today.slice(0, 4));
}
