import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { subscribeInput, unsubscribeInput } from './schemas.ts';
import { rememberSessionEndpoint } from './session.ts';

/** /api/PushNotifications (spec §7): the browser's subscription, stored on grant and dropped when the browser drops it. */
export const actions = {
  Subscribe: defineAction({
    method: 'POST',
    summary: "Stores this browser's push subscription for the member (a row of their own: another member's row for the endpoint is never touched)",
    input: subscribeInput,
    output: z.object({ subscribed: z.boolean() }),
    access: 'user',
    policy: 'access',
    // Staff acting as a member must not receive that member's pushes.
    notImpersonating: true,
    handler: async (input, { db, viewer, site, req }) => {
      await service.subscribe(db, viewer.id, site.id, input);
      rememberSessionEndpoint(req, input.endpoint);
      return { subscribed: true };
    },
  }),
  Unsubscribe: defineAction({
    method: 'POST',
    summary: "Forgets a push subscription this browser no longer has",
    input: unsubscribeInput,
    output: z.object({ removed: z.boolean() }),
    access: 'user',
    policy: 'access',
    handler: async ({ endpoint }, { db, viewer }) => ({ removed: await service.unsubscribe(db, viewer.id, endpoint) }),
  }),
  Status: defineAction({
    method: 'GET',
    summary: 'Whether the member wants some notification as push (spec §3 requestPushPermission), for the push prompt',
    input: z.object({}),
    output: z.object({ requestPushPermission: z.boolean() }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, viewer }) => ({ requestPushPermission: await service.pushRequested(db, viewer.id) }),
  }),
};
