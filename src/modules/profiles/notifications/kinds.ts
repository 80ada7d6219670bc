import { createRegistry } from '../../../platform/registry.ts';

export const channelFlags = { site: 1, email: 2, push: 4 } as const;
export type Channel = keyof typeof channelFlags;
export const channels = Object.keys(channelFlags) as Channel[];

/** What a notification is about, as notifications stores it: enough to build its link. */
export type NotificationSubject = { profileId: number; actorId: number; action: string; subjectType: string; subjectId: number };

/**
 * One kind of notification, registered by the module whose happening causes it (from its index.ts):
 * - `label`: the locale key of its line on /NotificationSettings;
 * - `sentences`: per action, the locale key of the sentence ("{{name}} wrote in your guestbook");
 * - `link`: the path the notification opens (on its site);
 * - `defaults`: the channels it uses until the member chooses;
 * - `site`: where it happens. A dark kind is listed only on the dark site's settings page (the regular site
 *   never names the dark site's features); a regular or both kind on both.
 */
export type NotificationKindEntry = {
  label: string;
  sentences: Readonly<Record<string, string>>;
  link: (n: NotificationSubject) => string;
  defaults: readonly Channel[];
  site: 'regular' | 'dark' | 'both';
};

const kinds = createRegistry<string, NotificationKindEntry>('notification kinds');

/** Registers a kind; returns the undo (tests). A kind registered twice is a start-up error. */
export const registerNotificationKind = (kind: string, entry: NotificationKindEntry) => kinds.register(kind, entry);

/** Every registered kind, in the order the modules registered them. */
export const notificationKinds = (): string[] => kinds.keys();
export const isNotificationKind = (kind: string): boolean => kinds.lookup(kind) !== undefined;
export const registeredKind = (kind: string): NotificationKindEntry | undefined => kinds.lookup(kind);

/** The kind's entry; an unregistered kind is a bug (a subscriber notifying of a kind no module registered). */
export function notificationKind(kind: string): NotificationKindEntry {
  const entry = kinds.lookup(kind);
  if (!entry) throw new Error(`Notification kind "${kind}" is not registered (registerNotificationKind in its module's index.ts)`);
  return entry;
}

/** The kinds /NotificationSettings lists on a site. */
export const notificationKindsOn = (site: { dark: boolean }): string[] =>
  kinds.list().filter(([, k]) => site.dark || k.site !== 'dark').map(([kind]) => kind);

export const defaultFlags = (kind: string): number => notificationKind(kind).defaults.reduce((sum, c) => sum | channelFlags[c], 0);
