import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { profileName } from '../schemas.ts';
import { isNameTaken } from '../repo.ts';
import { acceptTerms, consentToPrivacy } from '../service/terms.ts';

export const editProfileActions = {
  AcceptTermsOfService: defineAction({
    method: 'POST',
    input: z.object({}),
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    exempt: ['terms'],
    handler: async (_input, { db, viewer }) => {
      await acceptTerms(db, viewer.id);
      return { success: true as const };
    },
  }),
  ConsentPrivacyData: defineAction({
    method: 'POST',
    input: z.object({}),
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    exempt: ['terms'],
    handler: async (_input, { db, viewer }) => {
      await consentToPrivacy(db, viewer.id);
      return { success: true as const };
    },
  }),
  IsProfileNameTaken: defineAction({
    method: 'GET',
    input: z.object({ name: profileName }),
    output: z.boolean(),
    access: 'public',
    policy: 'access',
    handler: ({ name }, { db, viewer }) => isNameTaken(db, name, viewer?.id),
  }),
};
