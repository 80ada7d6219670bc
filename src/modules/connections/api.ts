import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { connectionShape, presentConnection } from './presenter.ts';
import { changeRoleInput, connectionIdInput, createInput, profileIdInput } from './schemas.ts';

/** /api/DarkProfileConnection (spec §7): dark-site calls (`site: 'dark'`: on the regular site each answers 404 in the viewer's language). */
export const actions = {
  CreateProfileConnection: defineAction({
    method: 'POST',
    summary: 'Asks another profile for a relation with a role (the asker\'s words); 403 when blocked either way, 409 when one exists, 429 past the daily cap',
    input: createInput,
    output: connectionShape,
    access: 'user',
    site: 'dark',
    policy: 'connections.request',
    notImpersonating: true,
    handler: async ({ profileId, role }, { db, actor, locale }) => {
      return presentConnection(await service.requestConnection(db, actor, profileId, role, locale));
    },
  }),
  AcceptProfileConnection: defineAction({
    method: 'POST',
    summary: 'The asked profile accepts a relation request',
    input: connectionIdInput,
    output: connectionShape,
    access: 'user',
    site: 'dark',
    policy: 'connections.accept',
    notImpersonating: true,
    handler: async ({ connectionId }, { db, actor }) => {
      return presentConnection(await service.acceptConnection(db, actor, connectionId));
    },
  }),
  ChangeProfileConnectionRole: defineAction({
    method: 'POST',
    summary: "Either side describes the relation anew, in their own words; the other reads it from their side",
    input: changeRoleInput,
    output: connectionShape,
    access: 'user',
    site: 'dark',
    policy: 'connections.change',
    notImpersonating: true,
    handler: async ({ connectionId, role }, { db, actor }) => {
      return presentConnection(await service.changeRole(db, actor, connectionId, role));
    },
  }),
  DeleteProfileConnection: defineAction({
    method: 'POST',
    summary: 'Either side ends a relation; the asked profile declines, or the asker takes back, a request',
    input: connectionIdInput,
    output: z.object({ deleted: z.literal(true) }),
    access: 'user',
    site: 'dark',
    policy: 'connections.delete',
    notImpersonating: true,
    handler: async ({ connectionId }, { db, actor }) => {
      await service.deleteConnection(db, actor, connectionId);
      return { deleted: true as const };
    },
  }),
  GetProfileConnections: defineAction({
    method: 'GET',
    summary: "A profile's accepted relations; on one's own, also the requests waiting either way. 404 unless the viewer may see the profile",
    input: profileIdInput,
    output: z.array(connectionShape),
    access: 'user',
    site: 'dark',
    policy: 'connections.view',
    handler: async ({ profileId }, { db, actor }) => {
      return (await service.profileConnections(db, profileId, actor)).map(presentConnection);
    },
  }),
};
