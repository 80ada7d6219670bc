import type { Knex } from 'knex';

export type Subscription = { id: number; profileId: number; siteId: number; endpoint: string; p256dh: string; auth: string };
export type NewSubscription = Omit<Subscription, 'id'>;

const toSubscription = (r: Record<string, unknown>): Subscription => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  siteId: Number(r.site_id),
  endpoint: String(r.endpoint),
  p256dh: String(r.p256dh),
  auth: String(r.auth),
});

/**
 * Stores the browser's subscription for the member: their own row for the endpoint, new or renewed (keys, site).
 * Another member's row with the same endpoint (a shared browser, or someone who learnt the endpoint) is never
 * touched: its keys stay, and its pushes keep going to its member.
 */
export async function upsertSubscription(db: Knex, s: NewSubscription): Promise<void> {
  await db('push_subscriptions')
    .insert({ profile_id: s.profileId, site_id: s.siteId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth })
    .onConflict(['profile_id', 'endpoint'])
    .merge(['site_id', 'p256dh', 'auth']);
}

/** Removes the member's subscription with this endpoint; true when there was one. */
export async function deleteSubscription(db: Knex, profileId: number, endpoint: string): Promise<boolean> {
  return (await db('push_subscriptions').where({ profile_id: profileId, endpoint }).delete().returning('id')).length > 0;
}

/** Removes the member's subscriptions with these endpoints (log out: the ones that browser stored). */
export async function deleteSubscriptions(db: Knex, profileId: number, endpoints: readonly string[]): Promise<void> {
  await db('push_subscriptions').where({ profile_id: profileId }).whereIn('endpoint', endpoints).delete();
}

/** Removes the member's subscriptions but those of the given endpoints (the browser that stays logged on). */
export async function deleteSubscriptionsExcept(db: Knex, profileId: number, endpoints: readonly string[]): Promise<void> {
  await db('push_subscriptions').where({ profile_id: profileId }).whereNotIn('endpoint', endpoints).delete();
}

/** Removes one subscription the push service called gone (404/410). */
export async function deleteSubscriptionById(db: Knex, id: number): Promise<void> {
  await db('push_subscriptions').where({ id }).delete();
}

export async function deleteProfileSubscriptions(db: Knex, profileId: number): Promise<void> {
  await db('push_subscriptions').where({ profile_id: profileId }).delete();
}

/** The member's browsers subscribed on one of these sites (a push goes only to its own site's browsers). */
export async function findSubscriptions(db: Knex, profileId: number, siteIds: readonly number[]): Promise<Subscription[]> {
  if (!siteIds.length) return [];
  return (await db('push_subscriptions').where({ profile_id: profileId }).whereIn('site_id', siteIds).orderBy('id')).map(toSubscription);
}

/** Which of these profiles have at least one browser subscribed (a fan-out pushes only to them). */
export async function findSubscribedProfiles(db: Knex, profileIds: readonly number[]): Promise<number[]> {
  if (!profileIds.length) return [];
  const rows = await db('push_subscriptions').whereIn('profile_id', profileIds).distinct('profile_id');
  return rows.map((r: { profile_id: unknown }) => Number(r.profile_id));
}

export async function markUsed(db: Knex, id: number, at: Date): Promise<void> {
  await db('push_subscriptions').where({ id }).update({ last_used_at: at });
}

// ---- the generated VAPID key pair (outside production)

export type StoredVapidKeys = { publicKey: string; privateKeySealed: string };

export async function findVapidKeys(db: Knex): Promise<StoredVapidKeys | null> {
  const row = await db('push_vapid_keys').where({ id: 1 }).first('public_key', 'private_key_sealed');
  return row ? { publicKey: String(row.public_key), privateKeySealed: String(row.private_key_sealed) } : null;
}

/** Keeps the first pair stored (two processes starting at once agree on one); `replace` overwrites an unreadable one. */
export async function saveVapidKeys(db: Knex, keys: StoredVapidKeys, replace: boolean): Promise<void> {
  const insert = db('push_vapid_keys').insert({ id: 1, public_key: keys.publicKey, private_key_sealed: keys.privateKeySealed }).onConflict('id');
  await (replace ? insert.merge() : insert.ignore());
}
