import type { Knex } from 'knex';
import type { Locale } from '../../platform/i18n/index.ts';
import { spendDaily } from '../../platform/limits/daily.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { presentCards, type ProfileSight, profileSubject, type CardView } from '../profiles/index.ts';
import { lastBeats } from '../presence/index.ts';
import type { PictureView } from '../media/index.ts';
import * as repo from './repo.ts';
import { toldOfTaggedOnline } from './policy.ts';
import { noSuchTag, tooManyTaggedProfiles, tooManyTagsOnProfile, tooManyTagsToday } from './errors.ts';
import { pageSize, taggedProfilesPerMember, tagsPerDay, tagsPerProfile } from './schemas.ts';

export type TaggedCard = CardView & { picture: PictureView | null; tags: string[] };

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Puts the owner's tag on another profile they may see (404 otherwise, whatever the reason). A tag the profile
 * has already, in any case, changes nothing. Limits: 20 tags per profile, 2,000 tagged profiles per owner (400),
 * `tagsPerDay` new tags in 24 hours (429, saying in `locale` when one more is allowed).
 * Returns the profile and the owner's tags on it.
 */
export async function tagProfile(db: Knex, owner: ProfileActor, profileId: number, tag: string, locale: Locale): Promise<{ profile: PublicIdentity; tags: string[] }> {
  authorize(owner, 'tags.tag', await profileSubject(db, owner, profileId));
  const ownerId = owner.profileId;
  const [profile] = await findPublicIdentities(db, [profileId]);
  const tags = await db.transaction(async (trx) => {
    await repo.lockOwner(trx, ownerId);
    const current = await repo.findTagsOn(trx, ownerId, profileId);
    if (current.some((t) => sameTag(t, tag))) return current;
    if (current.length >= tagsPerProfile) throw tooManyTagsOnProfile(tagsPerProfile);
    if (!current.length && (await repo.countTaggedProfiles(trx, ownerId)) >= taggedProfilesPerMember) throw tooManyTaggedProfiles(taggedProfilesPerMember);
    await spendDaily(trx, ownerId, 'tags.tag', tagsPerDay, (resetAt) => tooManyTagsToday(tagsPerDay, resetAt, locale));
    await repo.insertTag(trx, ownerId, profileId, tag);
    return repo.findTagsOn(trx, ownerId, profileId);
  });
  return { profile: profile!, tags };
}

/** Takes the tag off the profile (also one the owner can no longer see); 404 when it was not there. */
export async function untagProfile(db: Knex, owner: ProfileActor, profileId: number, tag: string): Promise<{ name: string; tags: string[] }> {
  const ownerId = owner.profileId;
  if (!(await repo.deleteTag(db, ownerId, profileId, tag))) throw noSuchTag();
  const [profile] = await findPublicIdentities(db, [profileId]);
  return { name: profile?.name ?? '', tags: await repo.findTagsOn(db, ownerId, profileId) };
}

/** The owner's tags on a profile (for its profile page). */
export const tagsOn = (db: Knex, ownerId: number, profileId: number) => repo.findTagsOn(db, ownerId, profileId);

/** The owner's tags with how many profiles they may see carry each, most used first. */
export const tagCounts = (db: Knex, owner: ProfileSight) => repo.findTagCounts(db, owner);

/** A page of the profiles the owner may see with the tag, newest tagged first, as cards (reads one row past the page). */
export async function profilesWithTag(db: Knex, actor: ProfileActor, tag: string, page: number): Promise<{ items: TaggedCard[]; hasMore: boolean }> {
  const rows = await repo.findProfilesWithTag(db, actor, tag, (page - 1) * pageSize, pageSize + 1);
  const ids = rows.slice(0, pageSize).map((r) => r.id);
  return { items: await cardsOf(db, actor, ids), hasMore: rows.length > pageSize };
}

/** Profiles' one card (ages and place where visible, picture, online dot) with the owner's tags on each. */
async function cardsOf(db: Knex, actor: ProfileActor, ids: number[]): Promise<TaggedCard[]> {
  const [cards, tags] = await Promise.all([presentCards(db, ids, actor), repo.findTagsOfProfiles(db, actor.profileId, ids)]);
  return cards.map((c) => ({ ...c, picture: c.picture as PictureView | null, tags: tags.get(c.id) ?? [] }));
}

/** The profiles the owner tagged that are online now (and show it), newest heartbeat first, with the owner's tags on each. */
export async function onlineTaggedProfiles(db: Knex, owner: ProfileSight): Promise<{ profile: PublicIdentity; tags: string[] }[]> {
  const ownerId = owner.profileId;
  const beats = await lastBeats(db, await repo.findTaggedShowingOnline(db, owner));
  const ids = [...beats.keys()];
  const [identities, tags] = await Promise.all([findPublicIdentities(db, ids), repo.findTagsOfProfiles(db, ownerId, ids)]);
  return identities
    .sort((a, b) => beats.get(b.id)! - beats.get(a.id)! || b.id - a.id)
    .map((profile) => ({ profile, tags: tags.get(profile.id) ?? [] }));
}

/** Owners looked up per round: one identity query each (a popular profile may be tagged by thousands). */
const memberBatch = 1000;

/**
 * Whom "a profile you tagged is online" goes to when `profileId` logs on: the members who tagged it (notifications
 * sends the `onlineTagged` notification under its rules). Only members: a lapsed member's tags stay, silent,
 * until they are one again. The notification is the regular site's, so the regular site's sight.
 */
export async function taggersToTellOnline(db: Knex, profileId: number): Promise<number[]> {
  const taggers = await repo.findTaggers(db, { profileId, site: { dark: false } });
  const members: number[] = [];
  for (let i = 0; i < taggers.length; i += memberBatch) {
    members.push(...(await findPublicIdentities(db, taggers.slice(i, i + memberBatch))).filter(toldOfTaggedOnline).map((p) => p.id));
  }
  return members;
}
