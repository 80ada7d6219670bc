import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { blacklistInput, profileIdInput, updateProfileInput } from './schemas.ts';
import { profileForEdit, updateProfile } from './edit.ts';

export const actions = {
  GetBlacklistProfiles: defineAction({
    method: 'GET',
    summary: "The profiles the member has blocked, newest first",
    input: blacklistInput,
    output: z.array(z.object({ id: z.number(), name: z.string(), blockedAt: z.string() })),
    access: 'user',
    handler: async ({ skip, take }, { db, viewer }) =>
      (await service.listBlocked(db, viewer.id, skip, take)).map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
  }),
  RemoveProfileFromBlacklist: defineAction({
    method: 'POST',
    summary: 'Lifts a block the member made',
    input: profileIdInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    notImpersonating: true,
    handler: async ({ profileId }, { db, viewer }) => {
      await service.unblockProfile(db, viewer.id, profileId);
      return { success: true as const };
    },
  }),
};

const nullableText = z.string().nullable();
const personForEdit = z.object({
  birthday: z.string(),
  gender: z.string(),
  orientation: nullableText,
  relationship: nullableText,
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  bodyBuild: nullableText,
  eyeColour: nullableText,
  hairColour: nullableText,
  smoking: nullableText,
  dominance: nullableText,
});

/** The profile-editing calls this module owns (accounts owns the name, e-mail and password ones). */
export const editActions = {
  GetProfileDataForEdit: defineAction({
    method: 'GET',
    summary: "The member's own texts and persons, as UpdateProfile takes them",
    input: z.object({}),
    output: z.object({ presentation: z.string(), lookingFor: z.string(), persons: z.array(personForEdit) }),
    access: 'user',
    handler: (_input, { db, viewer }) => profileForEdit(db, viewer.id),
  }),
  UpdateProfile: defineAction({
    method: 'POST',
    summary: 'Saves the texts and every person\'s details (one entry per person, in order)',
    input: updateProfileInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    handler: async (input, { db, viewer, site }) => {
      await updateProfile(db, viewer.id, input, { dark: Boolean(site.dark) });
      return { success: true as const };
    },
  }),
};
