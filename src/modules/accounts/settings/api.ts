import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { endSession } from '../session.ts';
import { currentProfile } from '../current-profile.ts';
import { changeEmailForm, changeNameForm, deleteProfileForm } from './schemas.ts';
import { changeProfileName, requestEmailChange } from './service.ts';
import { requestDeletion } from './deletion.ts';
import { verifyCurrentPassword } from './reauth.ts';

/** The JSON twins of the account forms, on /api/EditProfile. Errors name the field (400, or 409 when taken). */
export const settingsApiActions = {
  UpdateProfileEmail: defineAction({
    method: 'POST',
    summary: 'Mails a confirmation link to a new e-mail address; the address changes once it is followed.',
    input: changeEmailForm,
    output: z.object({ success: z.literal(true), pendingEmail: z.string() }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ email, password }, { req, db, site, origin, viewer }) => {
      await verifyCurrentPassword(req, viewer.id, password);
      await requestEmailChange(db, await currentProfile(db, viewer), email, { origin, siteName: site.name });
      return { success: true as const, pendingEmail: email };
    },
  }),
  UpdateProfileName: defineAction({
    method: 'POST',
    summary: 'Changes the profile name if no other profile has it.',
    input: changeNameForm,
    output: z.object({ success: z.literal(true), name: z.string() }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ name }, { db, viewer }) => {
      await changeProfileName(db, viewer.id, name);
      return { success: true as const, name };
    },
  }),
  DeleteProfile: defineAction({
    method: 'POST',
    summary: 'Schedules the deletion of the profile after the grace period and logs out; returns the date.',
    input: deleteProfileForm,
    output: z.object({ deletionDate: z.iso.datetime() }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    exempt: ['dark', 'terms', 'validation'],
    handler: async ({ password }, { req, db, site, origin, viewer }) => {
      await verifyCurrentPassword(req, viewer.id, password);
      const deletionDate = await requestDeletion(db, await currentProfile(db, viewer), { origin, siteName: site.name });
      await endSession(req);
      return { deletionDate: deletionDate.toISOString() };
    },
  }),
};
