import type { Knex } from 'knex';
import * as repo from './repo.ts';

/** The kinds of notification a member gets today and from the modules to come, and where each may reach them. */
export const notificationKinds = ['newMessage', 'messageRequest', 'guestbookEntry', 'relationRequest', 'like', 'newVisitor', 'favouriteOnline', 'onlineTagged'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const channelFlags = { site: 1, email: 2, push: 4 } as const;
export type Channel = keyof typeof channelFlags;
export const channels = Object.keys(channelFlags) as Channel[];
const allChannels = channelFlags.site | channelFlags.email | channelFlags.push;

/** Everything on the site and as push; e-mail only for what someone wrote to the member. */
const defaults: Record<NotificationKind, number> = {
  newMessage: allChannels,
  messageRequest: allChannels,
  guestbookEntry: channelFlags.site | channelFlags.push,
  relationRequest: channelFlags.site | channelFlags.push,
  like: channelFlags.site,
  newVisitor: channelFlags.site,
  favouriteOnline: channelFlags.site | channelFlags.push,
  // A member's tags are private labels: on the site only unless they choose more (tags module).
  onlineTagged: channelFlags.site,
};

export type NotificationSettings = Record<NotificationKind, Record<Channel, boolean>>;

const toChannels = (flags: number) => Object.fromEntries(channels.map((c) => [c, (flags & channelFlags[c]) !== 0])) as Record<Channel, boolean>;

/** The member's settings, with the defaults for kinds they never changed (the notification module reads these). */
export async function notificationSettingsOf(db: Knex, profileId: number): Promise<NotificationSettings> {
  const saved = await repo.findKeyedValues(db, 'notificationChannels', profileId);
  return Object.fromEntries(notificationKinds.map((k) => [k, toChannels(Number(saved.get(k) ?? defaults[k]))])) as NotificationSettings;
}

/** One kind's channels for many members in one query (a fan-out to thousands), with the default where never set. */
export async function kindChannelsOf(db: Knex, profileIds: readonly number[], kind: NotificationKind): Promise<Map<number, Record<Channel, boolean>>> {
  const saved = await repo.findKeyedValueOfMany(db, 'notificationChannels', profileIds, kind);
  return new Map(profileIds.map((id) => [id, toChannels(Number(saved.get(id) ?? defaults[kind]))]));
}

/** Sets the channels of one or more kinds in one transaction. */
export async function saveNotificationSettings(db: Knex, profileId: number, settings: Partial<Record<NotificationKind, Record<Channel, boolean>>>): Promise<void> {
  const flags = Object.entries(settings).map(([kind, chosen]) => [kind, channels.reduce((sum, c) => (chosen[c] ? sum | channelFlags[c] : sum), 0)]);
  await repo.upsertKeyedValues(db, 'notificationChannels', profileId, Object.fromEntries(flags));
}
