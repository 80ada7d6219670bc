import { definePage, type FormView } from '../../platform/http/define.ts';
import { showForm } from '../../platform/http/pages.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { choiceFields, heightRange, personChoices, weightRange } from './person-values.ts';
import { profileForEdit, updateProfile } from './edit.ts';
import { editProfileForm } from './schemas.ts';

/** The form's values from the saved profile: the texts, and each person's answers suffixed by its number. */
async function savedValues(db: Parameters<typeof profileForEdit>[0], profileId: number) {
  const saved = await profileForEdit(db, profileId);
  const values: Record<string, unknown> = { presentation: saved.presentation, lookingFor: saved.lookingFor };
  for (const [i, person] of saved.persons.entries()) {
    for (const [field, value] of Object.entries(person)) values[`${field}${i + 1}`] = value;
  }
  return { values, persons: saved.persons };
}

const form: FormView = {
  view: 'profiles/edit',
  locals: async (req) => ({
    title: req.ctx.t('profiles.edit.title'),
    persons: (await profileForEdit(req.ctx.db, req.ctx.viewer!.id)).persons,
    choices: personChoices,
    choiceFields: choiceFields.filter((f) => f !== 'dominance' || req.ctx.site.dark),
    heightRange,
    weightRange,
  }),
};

export const editPages = [
  /** /EditProfile: the texts and every person's details, one form that works without JavaScript. */
  definePage({
    path: '/EditProfile',
    access: 'user',
    handler: async ({ viewer }, req, res) => showForm(req, res, form, { values: (await savedValues(req.ctx.db, viewer.id)).values }),
  }),
  definePage({
    method: 'post',
    path: '/EditProfile',
    access: 'user',
    body: editProfileForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await updateProfile(req.ctx.db, viewer.id, body, { dark: Boolean(req.ctx.site.dark) });
      setFlash(req, { kind: 'success', key: 'profiles.edit.saved' });
      res.redirect(303, `/Profile/${viewer.id}`);
    },
  }),
];
