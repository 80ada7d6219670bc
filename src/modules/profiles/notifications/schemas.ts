import { z } from 'zod';
import { isNotificationKind, notificationKinds } from './kinds.ts';

const channelChoice = z.object({ site: z.boolean(), email: z.boolean(), push: z.boolean() });
export const notificationSettingInput = z.object({ kind: z.string().refine(isNotificationKind, { message: 'profiles.notifications.errors.kind' }), channels: channelChoice });

/** The /NotificationSettings form: a checkbox `<kind>.<channel>` per choice that is on (every registered kind), and the e-mail rhythm. */
export const notificationSettingsForm = z
  .object({ notificationTimeRange: z.enum(['0', '24', '168', '720'], { message: 'profiles.notifications.errors.timeRange' }) })
  .catchall(z.unknown())
  .transform((form) => ({
    timeRange: form.notificationTimeRange,
    settings: Object.fromEntries(notificationKinds().map((kind) => [kind, { site: `${kind}.site` in form, email: `${kind}.email` in form, push: `${kind}.push` in form }])),
  }));
