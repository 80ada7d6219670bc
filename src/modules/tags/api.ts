import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { onlineTaggedShape, presentOnlineTagged, presentTagCount, profileTagsShape, tagCountShape } from './presenter.ts';
import { tagInput } from './schemas.ts';

/** /api/CurrentProfile (spec §7 GET Tags) and the tag changes behind the profile page's form. Members only; staff acting as the member are refused. */
export const currentProfileActions = {
  Tags: defineAction({
    method: 'GET',
    summary: "The member's private tags, each with how many profiles (that the member may see) carry it, most used first",
    input: z.object({}),
    output: z.array(tagCountShape),
    access: 'member',
    policy: 'access',
    notImpersonating: true,
    handler: async (_input, { db, actor }) => (await service.tagCounts(db, actor)).map(presentTagCount),
  }),
  TagProfile: defineAction({
    method: 'POST',
    summary: 'Puts one of the member\'s private tags on another profile (1–40 characters; at most 20 per profile and 2,000 tagged profiles)',
    input: tagInput,
    output: profileTagsShape,
    access: 'member',
    policy: 'tags.tag',
    notImpersonating: true,
    handler: async ({ profileId, tag }, { db, actor, locale }) => ({ profileId, tags: (await service.tagProfile(db, actor, profileId, tag, locale)).tags }),
  }),
  UntagProfile: defineAction({
    method: 'POST',
    summary: "Takes one of the member's tags off a profile",
    input: tagInput,
    output: profileTagsShape,
    access: 'member',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ profileId, tag }, { db, actor }) => ({ profileId, tags: (await service.untagProfile(db, actor, profileId, tag)).tags }),
  }),
};

/** /api/Notifications (spec §7 "An online-tagged profiles call exists"; the client refreshes it every 5 minutes, §9). */
export const notificationsActions = {
  OnlineTaggedProfiles: defineAction({
    method: 'GET',
    summary: 'The profiles the member tagged that are online now (and show it), newest heartbeat first, with their count',
    input: z.object({}),
    output: z.object({ count: z.number(), items: z.array(onlineTaggedShape) }),
    access: 'member',
    policy: 'access',
    notImpersonating: true,
    handler: async (_input, { db, actor }) => {
      const online = await service.onlineTaggedProfiles(db, actor);
      return { count: online.length, items: online.map(presentOnlineTagged) };
    },
  }),
};
