import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { currentProfileData } from '../current-profile.ts';

const person = z.object({
  index: z.number().int(),
  birthday: z.string(),
  gender: z.string(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  confirmed: z.boolean(),
});

/** /api/CurrentProfile/GetProfileData (spec §3 "Current profile", §7). */
export const currentProfileActions = {
  GetProfileData: defineAction({
    method: 'GET',
    summary: 'The logged-on profile as the app starts with it (spec §3 current profile): status and confinements, the push and birthday prompts, persons',
    input: z.object({}),
    output: z.object({
      id: z.number(),
      member: z.boolean(),
      status: z.number(),
      darkStatus: z.number(),
      termsAccepted: z.boolean(),
      forcedValidation: z.boolean(),
      forcedConsentMedia: z.boolean(),
      isLoggedIn: z.boolean(),
      impersonated: z.boolean(),
      requestPushPermission: z.boolean(),
      showBirthdaySplash: z.boolean(),
      needUpdateHeightAndWeight: z.boolean(),
      countryId: z.number().nullable(),
      persons: z.array(person),
    }),
    access: 'user',
    policy: 'access',
    // The app reads its confinements here (terms, validation, the dark site's approval) to know where to go.
    exempt: ['dark', 'terms', 'validation'],
    handler: (_input, { db, viewer }) => currentProfileData(db, viewer),
  }),
};
