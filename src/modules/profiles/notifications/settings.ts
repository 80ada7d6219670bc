import type { Knex } from 'knex';
import * as repo from '../repo.ts';
import { channelFlags, channels, defaultFlags, notificationKinds, type Channel } from './kinds.ts';

export type NotificationSettings = Record<string, Record<Channel, boolean>>;

const toChannels = (flags: number) => Object.fromEntries(channels.map((c) => [c, (flags & channelFlags[c]) !== 0])) as Record<Channel, boolean>;

/** The member's settings, with the defaults for kinds they never changed (the notification module reads these). */
export async function notificationSettingsOf(db: Knex, profileId: number): Promise<NotificationSettings> {
  const saved = await repo.findKeyedValues(db, 'notificationChannels', profileId);
  return Object.fromEntries(notificationKinds().map((k) => [k, toChannels(Number(saved.get(k) ?? defaultFlags(k)))]));
}

/** One kind's channels for many members in one query (a fan-out to thousands), with the default where never set. */
export async function kindChannelsOf(db: Knex, profileIds: readonly number[], kind: string): Promise<Map<number, Record<Channel, boolean>>> {
  const saved = await repo.findKeyedValueOfMany(db, 'notificationChannels', profileIds, kind);
  return new Map(profileIds.map((id) => [id, toChannels(Number(saved.get(id) ?? defaultFlags(kind)))]));
}

/** Sets the channels of one or more kinds in one transaction. */
export async function saveNotificationSettings(db: Knex, profileId: number, settings: Partial<Record<string, Record<Channel, boolean>>>): Promise<void> {
  const flags = Object.entries(settings).flatMap(([kind, chosen]) => (chosen ? [[kind, channels.reduce((sum, c) => (chosen[c] ? sum | channelFlags[c] : sum), 0)]] : []));
  await repo.upsertKeyedValues(db, 'notificationChannels', profileId, Object.fromEntries(flags));
}
