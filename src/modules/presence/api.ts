import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { onlineProfilesInput, onlineProfilesOutput } from './schemas.ts';
import { presentOnlineProfile } from './presenter.ts';

export const commonActions = {
  UpdateHeartbeat: defineAction({
    method: 'POST',
    summary: 'Marks the member online (the site script sends it every 60 s from one visible tab)',
    input: z.object({}),
    output: z.object({ online: z.literal(true) }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, viewer }) => {
      await service.heartbeat(db, viewer.id);
      return { online: true as const };
    },
  }),
};

export const profilesActions = {
  GetOnlineProfiles: defineAction({
    method: 'POST',
    summary: 'The members online now that the viewer may see, newest heartbeat first',
    input: onlineProfilesInput,
    output: onlineProfilesOutput,
    access: 'user',
    policy: 'access',
    handler: async ({ skip, take }, { db, actor }) => {
      const page = await service.onlineProfiles(db, actor, skip, take);
      return { items: page.items.map(presentOnlineProfile), hasMore: page.hasMore };
    },
  }),
};
