import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { currentDarkOutput, darkApplicationForm, darkInformationForm, darkProfileForEdit, darkRoleSchema } from './schemas.ts';
import { presentCurrentDark, presentDarkProfileForEdit } from './presenter.ts';
import { darkPersonRoles } from './status.ts';

const success = z.object({ success: z.literal(true), darkStatus: z.number().int() });
/** Open on the dark site before approval, like the page: this is how a profile gets approved. */
const rule = { access: 'user', exempt: ['dark'], policy: 'access' } as const;
/** The approved dark profile's own calls: the guard lets only approved dark members in on the dark site. */
const approvedOnly = { access: 'user', site: 'dark', policy: 'access' } as const;

/** /api/EditDarkProfile: the JSON twins of /EditProfile/DarkProfile. */
export const actions = {
  ApplyApplication: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Applies for a dark profile (presentation, the persons\' dark roles, consent to the dark terms); dark status becomes Applied (1).',
    input: darkApplicationForm,
    output: success,
    handler: async (input, { db, viewer }) => {
      await service.submitApplication(db, viewer.id, input, 'first');
      return { success: true as const, darkStatus: 1 };
    },
  }),
  ApplyAgain: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Applies again after a decline; dark status becomes Applied (1).',
    input: darkApplicationForm,
    output: success,
    handler: async (input, { db, viewer }) => {
      await service.submitApplication(db, viewer.id, input, 'again');
      return { success: true as const, darkStatus: 1 };
    },
  }),
  SaveDarkInformation: defineAction({
    ...rule,
    method: 'POST',
    summary: 'Changes the presentation and dark roles of a sent or approved application; the status stays.',
    input: darkInformationForm,
    output: success,
    handler: async (input, { db, viewer }) => {
      await service.saveDarkInformation(db, viewer.id, input);
      return { success: true as const, darkStatus: viewer.darkStatus };
    },
  }),
  DeleteDarkProfile: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Deletes the dark profile and its application; dark status becomes None (0). The profile stays.',
    input: z.object({}),
    output: success,
    handler: async (_input, { db, viewer }) => {
      await service.deleteDarkProfile(db, viewer.id);
      return { success: true as const, darkStatus: 0 };
    },
  }),
  GetCurrentProfileDark: defineAction({
    ...rule,
    method: 'GET',
    summary: 'The dark status of the logged-on profile and its application (reason when declined).',
    input: z.object({}),
    output: currentDarkOutput,
    handler: async (_input, { db, viewer }) => presentCurrentDark(await service.currentDarkProfile(db, viewer.id, viewer.darkStatus), viewer.darkStatus),
  }),
  GetDarkProfileDataForEdit: defineAction({
    ...approvedOnly,
    method: 'GET',
    summary: "The approved dark profile's presentation and the persons' dark roles, as UpdateDarkProfile takes them (dark site only)",
    input: z.object({}),
    output: darkProfileForEdit,
    handler: async (_input, { db, viewer }) => {
      return presentDarkProfileForEdit(await service.darkProfileForEdit(db, viewer.id));
    },
  }),
  UpdateDarkProfile: defineAction({
    ...approvedOnly,
    method: 'POST',
    summary: "Changes the approved dark profile's presentation and the persons' dark roles (dark site only); answers what is stored",
    input: darkInformationForm,
    output: darkProfileForEdit,
    handler: async (input, { db, viewer }) => {
      await service.saveDarkInformation(db, viewer.id, input);
      return presentDarkProfileForEdit(await service.darkProfileForEdit(db, viewer.id));
    },
  }),
};

/** Spec §7 puts the dark roles on /api/EditProfile: the application form and the dark profile's edit ask for them. */
export const editProfileActions = {
  GetDarkPersonRoles: defineAction({
    ...rule,
    method: 'GET',
    summary: 'The dark roles a person on a profile may have, with their names in the viewer\'s language.',
    input: z.object({}),
    output: z.array(z.object({ value: darkRoleSchema, name: z.string() })),
    handler: (_input, { t }) => darkPersonRoles.map((value) => ({ value, name: t(`dark.roles.${value}`) })),
  }),
};
