import type { Request, Response } from 'express';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { showForm } from '../../platform/http/pages.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { getProfile } from '../accounts/index.ts';
import * as service from './service.ts';
import { darkApplicationForm, darkInformationForm, presentationMax, presentationMin } from './schemas.ts';
import { applicationValues } from './presenter.ts';
import { darkPersonRoles } from './status.ts';

const editPath = '/EditProfile/DarkProfile';

/** The edit page shows the form that fits the status; a failed post re-renders it with its errors. */
const form: FormView<'user'> = {
  view: 'dark/edit',
  locals: async (req, { viewer }) => {
    const [current, profile] = await Promise.all([service.currentDarkProfile(req.ctx.db, viewer.id, viewer.darkStatus), getProfile(req.ctx.db, viewer.id)]);
    return { title: req.ctx.t('dark.edit.title'), current, couple: profile?.kind === 'Couple', roles: darkPersonRoles, presentationMin, presentationMax };
  },
};

/** Reachable on the dark site before approval (spec §4 as the issue extends it): this is how one gets approved. */
const rule = { access: 'user', exempt: ['dark'] } as const;

const done = (req: Request, res: Response, key: string) => {
  setFlash(req, { kind: 'success', key });
  res.redirect(303, editPath);
};

export const pages = [
  definePage({
    ...rule,
    path: editPath,
    handler: async (input, req, res) => {
      const current = await service.currentDarkProfile(req.ctx.db, input.viewer.id, input.viewer.darkStatus);
      await showForm(req, res, form, input, { values: applicationValues(current) });
    },
  }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: editPath,
    body: darkApplicationForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await service.submitApplication(req.ctx.db, viewer.id, body, 'any');
      done(req, res, 'dark.edit.applied');
    },
  }),
  definePage({
    ...rule,
    method: 'post',
    path: `${editPath}/Information`,
    body: darkInformationForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await service.saveDarkInformation(req.ctx.db, viewer.id, body);
      done(req, res, 'dark.edit.saved');
    },
  }),
  definePage({
    ...rule,
    notImpersonating: true,
    method: 'post',
    path: `${editPath}/Delete`,
    handler: async ({ viewer }, req, res) => {
      await service.deleteDarkProfile(req.ctx.db, viewer.id);
      done(req, res, 'dark.edit.deleted');
    },
  }),
];

/**
 * The dark front page of a logged-on profile that may not enter yet (and the §4 target `/?u=…`): where it
 * stands and what to do next. The seo module's front page calls this instead of showing the log-on form.
 */
export async function showDarkStanding(req: Request, res: Response, actor: ProfileActor, u: string | undefined): Promise<void> {
  const { db, t } = req.ctx;
  const standing = await service.darkStanding(db, actor);
  const asked = u && /^\/(?!\/)[^\s\\]*$/.test(u) && u !== '/' ? u : null;
  res.render('dark/standing', { title: t('dark.standing.title'), standing, asked });
}
