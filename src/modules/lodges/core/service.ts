import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { activeBan, findPublicIdentities } from '../../accounts/index.ts';
import { findHomeArea } from '../../profiles/index.ts';
import { findPostalCode } from '../../common/index.ts';
import { categoryUnknown, noteNotFound } from '../errors.ts';
import type { MemberVisibility } from './repo.ts';
import * as repo from './repo.ts';
import { runLodgeCleanups } from './cleanup.ts';
import { loadVisibleLodge } from './load.ts';
import type { LodgeDraft } from './schemas.ts';

/** Whether the actor has a staff CreateLodges ban (spec §3 Ban): the create page shows it, the call refuses. */
export const createBanOf = (db: Knex, actor: ProfileActor) => activeBan(db, actor.profileId, 'CreateLodges');

export async function lodgeCategories(db: Knex): Promise<{ id: number; key: string }[]> {
  return (await db('lodge_categories').orderBy('sort').select('id', 'key')).map((r) => ({ id: Number(r.id), key: String(r.key) }));
}

async function checkedCategory(db: Knex, categoryId: number): Promise<number> {
  if (!(await db('lodge_categories').where({ id: categoryId }).first('id'))) throw categoryUnknown();
  return categoryId;
}

/** Where the lodge meets, for "nearby": the postal code given in the creator's country, else the creator's home area. */
async function placeOf(db: Knex, actor: ProfileActor, postalCode: string | undefined) {
  const home = await findHomeArea(db, actor.profileId);
  const code = postalCode || home?.postalCode || null;
  const place = home && code ? await findPostalCode(db, home.countryId, code) : null;
  return { country_id: home?.countryId ?? null, postal_code: code, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}

/** CreateLodge (spec §5): a member without a CreateLodges ban; the creator is its owner. */
export async function createLodge(db: Knex, actor: ProfileActor, draft: LodgeDraft): Promise<number> {
  authorize(actor, 'lodges.create', { banned: (await createBanOf(db, actor)) !== null });
  const categoryId = await checkedCategory(db, draft.categoryId);
  const place = await placeOf(db, actor, draft.postalCode);
  return db.transaction(async (trx) => {
    const [row] = await trx('lodges')
      .insert({
        dark: actor.site.dark,
        name: draft.name,
        description: draft.description,
        category_id: categoryId,
        tags: draft.tags,
        access: draft.access,
        member_visibility: draft.memberVisibility,
        ...place,
        created_by: actor.profileId,
      })
      .returning('id');
    const lodgeId = Number(row.id);
    await repo.setRole(trx, lodgeId, actor.profileId, 'Owner', true);
    await repo.refreshMemberCount(trx, lodgeId);
    return lodgeId;
  });
}

/** UpdateLodge: its admins (and staff). */
export async function updateLodge(db: Knex, actor: ProfileActor, lodgeId: number, draft: LodgeDraft): Promise<void> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.edit', subject);
  const categoryId = await checkedCategory(db, draft.categoryId);
  await db('lodges')
    .where({ id: lodgeId })
    .update({
      name: draft.name,
      description: draft.description,
      category_id: categoryId,
      tags: draft.tags,
      access: draft.access,
      member_visibility: draft.memberVisibility,
      ...(draft.postalCode !== undefined ? await placeOf(db, actor, draft.postalCode) : {}),
      updated_at: db.fn.now(),
    });
}

export async function updateMemberVisibility(db: Knex, actor: ProfileActor, lodgeId: number, visibility: MemberVisibility): Promise<void> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.edit', subject);
  await db('lodges').where({ id: lodgeId }).update({ member_visibility: visibility, updated_at: db.fn.now() });
}

/** DeleteLodge: its owner (and staff); each area's cleanup runs first, then everything goes by cascade. */
export async function deleteLodge(db: Knex, actor: ProfileActor, lodgeId: number): Promise<void> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.delete', subject);
  await db.transaction(async (trx) => {
    await runLodgeCleanups(trx, lodgeId);
    await trx('lodges').where({ id: lodgeId }).delete();
  });
}

/** UpdateLodgeViewTime: a member's "seen the lodge now" (what is new since). */
export async function updateViewTime(db: Knex, actor: ProfileActor, lodgeId: number): Promise<void> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.participate', subject);
  await db('lodge_members').where({ lodge_id: lodgeId, profile_id: actor.profileId }).update({ viewed_at: db.fn.now() });
}

export type Note = { id: number; profileId: number; authorId: number | null; authorName: string | null; text: string; createdAt: Date };

/** The admins' private notes on a profile in their lodge (AddLodgeMemberNote, DeleteLodgeMemberNote, the notes GET). */
export async function notesOn(db: Knex, actor: ProfileActor, lodgeId: number, profileId: number): Promise<Note[]> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.manage', subject);
  return notesRows(db, lodgeId, [profileId]);
}

export async function notesRows(db: Knex, lodgeId: number, profileIds: number[]): Promise<Note[]> {
  const rows = await db('lodge_member_notes').where({ lodge_id: lodgeId }).whereIn('profile_id', profileIds).orderBy('id', 'desc').select();
  const authors = await findPublicIdentities(db, [...new Set(rows.map((r) => Number(r.author_id)).filter(Boolean))]);
  const names = new Map(authors.map((a) => [a.id, a.name]));
  return rows.map((r) => ({
    id: Number(r.id),
    profileId: Number(r.profile_id),
    authorId: r.author_id === null ? null : Number(r.author_id),
    authorName: names.get(Number(r.author_id)) ?? null,
    text: String(r.text),
    createdAt: new Date(r.created_at),
  }));
}

export async function addNote(db: Knex, actor: ProfileActor, lodgeId: number, profileId: number, text: string): Promise<number> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.manage', subject);
  const [row] = await db('lodge_member_notes').insert({ lodge_id: lodgeId, profile_id: profileId, author_id: actor.profileId, text }).returning('id');
  return Number(row.id);
}

export async function deleteNote(db: Knex, actor: ProfileActor, lodgeId: number, noteId: number): Promise<void> {
  const { subject } = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.manage', subject);
  if (!(await db('lodge_member_notes').where({ id: noteId, lodge_id: lodgeId }).delete())) throw noteNotFound();
}

export type NotificationSettings = { debates: boolean; meetups: boolean; media: boolean; own: boolean };
const defaultSettings = { debates: true, meetups: true, media: false };

/** The member's settings for a lodge (own: the lodge has its own row), else their default, else the site's. */
export async function notificationSettings(db: Knex, actor: ProfileActor, lodgeId: number | null): Promise<NotificationSettings> {
  const rows = await db('lodge_notification_settings')
    .where({ profile_id: actor.profileId })
    .where((q) => (lodgeId ? q.where({ lodge_id: lodgeId }).orWhereNull('lodge_id') : q.whereNull('lodge_id')))
    .select('lodge_id', 'debates', 'meetups', 'media');
  const own = rows.find((r) => r.lodge_id !== null);
  const row = own ?? rows.find((r) => r.lodge_id === null) ?? defaultSettings;
  return { debates: Boolean(row.debates), meetups: Boolean(row.meetups), media: Boolean(row.media), own: Boolean(own) };
}

/** Saves the member's settings for one lodge (a member of it), or their default (no lodge). */
export async function saveNotificationSettings(db: Knex, actor: ProfileActor, lodgeId: number | null, s: { debates: boolean; meetups: boolean; media: boolean }) {
  if (lodgeId) authorize(actor, 'lodges.participate', (await loadVisibleLodge(db, actor, lodgeId)).subject);
  const values = { debates: s.debates, meetups: s.meetups, media: s.media };
  await db.transaction(async (trx) => {
    await trx('lodge_notification_settings').where({ profile_id: actor.profileId }).where((q) => (lodgeId ? q.where({ lodge_id: lodgeId }) : q.whereNull('lodge_id'))).delete();
    await trx('lodge_notification_settings').insert({ profile_id: actor.profileId, lodge_id: lodgeId, ...values });
  });
}

/** Deletes the member's own settings for a lodge: the default applies again. */
export async function deleteNotificationSettings(db: Knex, actor: ProfileActor, lodgeId: number): Promise<void> {
  await db('lodge_notification_settings').where({ profile_id: actor.profileId, lodge_id: lodgeId }).delete();
}
