import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { currentDarkOutput, darkApplicationForm, darkInformationForm, darkRoleSchema } from './schemas.ts';
import { presentCurrentDark } from './presenter.ts';
import { darkPersonRoles } from './status.ts';

const success = z.object({ success: z.literal(true), darkStatus: z.number().int() });
/** Open on the dark site before approval, like the page: this is how a profile gets approved. */
const rule = { access: 'user', exempt: ['dark'] } as const;

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
  GetDarkPersonRoles: defineAction({
    ...rule,
    method: 'GET',
    summary: 'The dark roles a person on a profile may have, with their names in the viewer\'s language.',
    input: z.object({}),
    output: z.array(z.object({ value: darkRoleSchema, name: z.string() })),
    handler: (_input, { t }) => darkPersonRoles.map((value) => ({ value, name: t(`dark.roles.${value}`) })),
  }),
};
