import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { distanceChoices, lookingForOptions, matchGenders, matchSettingsInput, matchSettingsOf, saveMatchSettings } from './settings.ts';

const form: FormView = {
  view: 'profiles/match-settings',
  locals: (req) => ({ title: req.ctx.t('profiles.match.title'), genders: matchGenders, lookingForOptions, distanceChoices }),
};

/** /EditProfile/MatchSettings: whom the member wants to meet — genders, ages, distance, what for. */
export const matchPages = [
  definePage({
    path: '/EditProfile/MatchSettings',
    access: 'user',
    handler: async (input, req, res) => showForm(req, res, form, input, { values: await matchSettingsOf(req.ctx.db, input.viewer.id) }),
  }),
  definePage({
    method: 'post',
    path: '/EditProfile/MatchSettings',
    access: 'user',
    body: matchSettingsInput,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await saveMatchSettings(req.ctx.db, viewer.id, body);
      setFlash(req, { kind: 'success', key: 'profiles.match.saved' });
      res.redirect(303, '/EditProfile/MatchSettings');
    },
  }),
];
