import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { notificationSettingInput } from './schemas.ts';
import { notificationSettingsOf, saveNotificationSettings } from './settings.ts';

const ok = z.object({ success: z.literal(true) });
const done = (_nothing: void) => ({ success: true as const });

export const notificationActions = {
  NotificationSettings: defineAction({
    method: 'GET',
    summary: 'Per kind of notification, the channels it may use (site, e-mail, push)',
    input: z.object({}),
    output: z.record(z.string(), z.object({ site: z.boolean(), email: z.boolean(), push: z.boolean() })),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, viewer }) => notificationSettingsOf(db, viewer.id),
  }),
  UpdateNotificationSetting: defineAction({
    method: 'POST',
    summary: 'Sets the channels of one kind of notification',
    input: notificationSettingInput,
    output: ok,
    access: 'user',
    policy: 'access',
    handler: async ({ kind, channels }, { db, viewer }) => done(await saveNotificationSettings(db, viewer.id, { [kind]: channels })),
  }),
};
