import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { kinkShape, presentCustom, presentKink, presentProfileKinks } from './presenter.ts';
import { mostPopularInput, nonPopularInput, profileIdInput, profileKinksInput, searchInput, searchItemsInput } from './schemas.ts';

const kinks = z.array(kinkShape);
const none = z.object({});

/** /api/DarkKinks (spec §7): dark-site calls (`site: 'dark'`: on the regular site each is a 404). */
export const actions = {
  GetAllKinks: defineAction({
    method: 'GET',
    summary: 'The whole kink catalogue, by name in the viewer\'s language',
    input: none,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async (_input, { db, locale }) => {
      return (await service.allKinks(db, locale)).map(presentKink);
    },
  }),
  GetKinks: defineAction({
    method: 'GET',
    summary: "The logged-on member's own kinks: catalogue kinks, then custom ones",
    input: none,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async (_input, { db, locale, viewer }) => {
      return presentProfileKinks(await service.ownKinks(db, viewer.id, locale));
    },
  }),
  GetMostPopularKinks: defineAction({
    method: 'GET',
    summary: 'The catalogue kinks most profiles have, most first, with how many',
    input: mostPopularInput,
    output: z.array(kinkShape.extend({ profileCount: z.number() })),
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async ({ take }, { db, locale }) => {
      return (await service.mostPopularKinks(db, locale, take)).map((k) => ({ ...presentKink(k), profileCount: k.profileCount }));
    },
  }),
  GetPopularKinks: defineAction({
    method: 'GET',
    summary: 'The kinks flagged as popular, by name',
    input: none,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async (_input, { db, locale }) => {
      return (await service.popularKinks(db, locale)).map(presentKink);
    },
  }),
  GetNonPopularKinks: defineAction({
    method: 'GET',
    summary: 'The kinks not flagged as popular, by name, skip and take at a time',
    input: nonPopularInput,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async ({ skip, take }, { db, locale }) => {
      return (await service.nonPopularKinks(db, locale, skip, take)).map(presentKink);
    },
  }),
  SearchKinks: defineAction({
    method: 'GET',
    summary: 'Catalogue kinks whose name holds the query; with custom, also custom kinks of profiles the viewer may see',
    input: searchInput,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async ({ query, custom }, { db, locale, actor }) => {
      const found = await service.searchKinks(db, locale, actor, query, custom);
      return [...found.kinks.map(presentKink), ...found.custom.map(presentCustom)];
    },
  }),
  GetProfileKinks: defineAction({
    method: 'GET',
    summary: "A profile's kinks; 404 unless the viewer may see that profile (Active, not blocked either way)",
    input: profileIdInput,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async ({ profileId }, { db, locale, actor }) => {
      return presentProfileKinks(await service.profileKinks(db, profileId, actor, locale));
    },
  }),
  SearchItemsByKinks: defineAction({
    method: 'POST',
    summary: 'The profiles on the dark site with every one of the kinks (by query), by name, a page of at most 30 at a time; never a blocked or hidden one',
    input: searchItemsInput,
    output: z.object({ items: z.array(z.object({ id: z.number(), name: z.string(), ages: z.array(z.number()), town: z.string().nullable() })), hasMore: z.boolean() }),
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async ({ kinks, skip, take }, { db, actor }) => {
      return service.searchProfilesByKinks(db, actor, kinks, skip, take);
    },
  }),
  SetProfileKinks: defineAction({
    method: 'POST',
    summary: "Replaces the member's kinks: catalogue kink ids and custom kinks (at most 40 characters each, kept once whatever their case)",
    input: profileKinksInput,
    output: kinks,
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async (input, { db, locale, actor }) => {
      await service.setProfileKinks(db, actor, input);
      return presentProfileKinks(await service.ownKinks(db, actor.profileId, locale));
    },
  }),
};
