import { may } from '../../../platform/auth/authorize.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { choiceFields, heightRange, personChoices, weightRange } from '../person-values.ts';
import { profileForEdit, updateProfile } from './service.ts';
import { editProfileForm } from './schemas.ts';
import { audiences, fieldVisibilityOf } from '../visibility/fields.ts';
import { siteCountries } from '../../common/index.ts';

/** The form's values from the saved profile: the texts, and each person's answers suffixed by its number. */
async function savedValues(db: Parameters<typeof profileForEdit>[0], profileId: number) {
  const [saved, visibility] = await Promise.all([profileForEdit(db, profileId), fieldVisibilityOf(db, profileId)]);
  const values: Record<string, unknown> = {
    presentation: saved.presentation,
    lookingFor: saved.lookingFor,
    countryId: saved.area?.countryId ?? '',
    postalCode: saved.area?.postalCode ?? '',
    seeAge: visibility.age,
    seePlace: visibility.place,
    seeOrientation: visibility.orientation,
    seeDark: visibility.dark,
  };
  for (const [i, person] of saved.persons.entries()) {
    for (const [field, value] of Object.entries(person)) values[`${field}${i + 1}`] = value;
  }
  return { values, persons: saved.persons };
}

const form: FormView<'user'> = {
  view: 'profiles/edit',
  locals: async (req, { viewer, actor }) => {
    const darkAnswers = may(actor, 'profiles.darkAnswers', null);
    return {
      title: req.ctx.t('profiles.edit.title'),
      persons: (await profileForEdit(req.ctx.db, viewer.id)).persons,
      countries: await siteCountries(req.ctx.db, req.ctx.locale),
      choices: personChoices,
      choiceFields: choiceFields.filter((f) => f !== 'dominance' || darkAnswers),
      heightRange,
      weightRange,
      audiences,
      visibilityFields: darkAnswers ? ['Age', 'Place', 'Orientation', 'Dark'] : ['Age', 'Place', 'Orientation'],
      // Connections' own page (dark site): the link is offered where its rule lets the profile in.
      relationsLink: may(actor, 'connections.tab', null),
    };
  },
};

export const editPages = [
  /** /EditProfile: the texts and every person's details, one form that works without JavaScript. */
  definePage({
    path: '/EditProfile',
    access: 'user',
    handler: async (input, req, res) => showForm(req, res, form, input, { values: (await savedValues(req.ctx.db, input.viewer.id)).values }),
  }),
  definePage({
    method: 'post',
    path: '/EditProfile',
    access: 'user',
    body: editProfileForm,
    form,
    handler: async ({ body, viewer, actor }, req, res) => {
      await updateProfile(req.ctx.db, viewer.id, body, { darkAnswers: may(actor, 'profiles.darkAnswers', null) });
      setFlash(req, { kind: 'success', key: 'profiles.edit.saved' });
      res.redirect(303, `/Profile/${viewer.id}`);
    },
  }),
];
