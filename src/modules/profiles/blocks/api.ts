import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import * as service from './service.ts';
import { blacklistInput, profileIdInput } from './schemas.ts';

/** The blacklist's calls (Profiles controller). */
export const blockActions = {
  GetBlacklistProfiles: defineAction({
    method: 'GET',
    summary: "The profiles the member has blocked, newest first",
    input: blacklistInput,
    output: z.array(z.object({ id: z.number(), name: z.string(), blockedAt: z.string() })),
    access: 'user',
    policy: 'access',
    handler: async ({ skip, take }, { db, viewer }) =>
      (await service.listBlocked(db, viewer.id, skip, take)).map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
  }),
  RemoveProfileFromBlacklist: defineAction({
    method: 'POST',
    summary: 'Lifts a block the member made',
    input: profileIdInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ profileId }, { db, viewer }) => {
      await service.unblockProfile(db, viewer.id, profileId);
      return { success: true as const };
    },
  }),
};
