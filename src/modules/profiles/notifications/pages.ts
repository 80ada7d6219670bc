import type { Knex } from 'knex';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { configurationOf, notificationTimeRanges, updateConfiguration } from '../configuration/service.ts';
import { notificationSettingsOf, saveNotificationSettings } from './settings.ts';
import { channels, notificationKind, notificationKindsOn } from './kinds.ts';
import { notificationSettingsForm } from './schemas.ts';

/** The form's values: a `<kind>.<channel>` entry per channel that is on, and the e-mail rhythm. */
async function savedValues(db: Knex, profileId: number, site: { dark: boolean }): Promise<Record<string, unknown>> {
  const [settings, config] = await Promise.all([notificationSettingsOf(db, profileId), configurationOf(db, profileId)]);
  const values: Record<string, unknown> = { notificationTimeRange: String(config.notificationTimeRange) };
  for (const kind of notificationKindsOn(site)) for (const c of channels) if (settings[kind]?.[c]) values[`${kind}.${c}`] = 'on';
  return values;
}

const form: FormView = {
  view: 'profiles/notification-settings',
  locals: (req) => ({
    title: req.ctx.t('profiles.notifications.title'),
    kinds: notificationKindsOn(req.ctx.site).map((kind) => ({ kind, label: notificationKind(kind).label })),
    channels,
    timeRanges: notificationTimeRanges,
  }),
};

export const settingsPages = [
  /** /NotificationSettings (spec §2): where each kind of notification may reach the member, and how often by e-mail. */
  definePage({
    path: '/NotificationSettings',
    access: 'user',
    handler: async (input, req, res) => showForm(req, res, form, input, { values: await savedValues(req.ctx.db, input.viewer.id, req.ctx.site) }),
  }),
  definePage({
    method: 'post',
    path: '/NotificationSettings',
    access: 'user',
    body: notificationSettingsForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await req.ctx.db.transaction(async (trx) => {
        // Only the kinds this site's page lists: a dark kind is not on the regular site's form, and keeps its choice.
        const listed = notificationKindsOn(req.ctx.site);
        await saveNotificationSettings(trx, viewer.id, Object.fromEntries(Object.entries(body.settings).filter(([kind]) => listed.includes(kind))));
        await updateConfiguration(trx, viewer.id, 'notificationTimeRange', body.timeRange);
      });
      setFlash(req, { kind: 'success', key: 'profiles.notifications.saved' });
      res.redirect(303, '/NotificationSettings');
    },
  }),
];
