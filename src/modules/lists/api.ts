import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { favouriteShape, noteShape, pageShape, presentFavourite, presentNote, presentPage, presentVisit, visitShape } from './presenter.ts';
import { likeItem, likeProfilesInput, listInput, noteInput, notesInput, profileIdForm } from './schemas.ts';

const success = z.object({ success: z.literal(true) });
const done = { success: true as const };

/** Spec §7 Top menu: favourites, online favourites, visits and marking them seen. */
export const topMenuActions = {
  Favorites: defineAction({
    method: 'GET',
    summary: "The member's favourites, newest first, a page at a time",
    input: listInput,
    output: pageShape(favouriteShape),
    access: 'user',
    policy: 'access',
    handler: async ({ page, take }, { db, actor }) => presentPage(await service.listFavourites(db, actor, (page - 1) * take, take), presentFavourite),
  }),
  OnlineFavorites: defineAction({
    method: 'GET',
    summary: 'The favourites online now (a heartbeat within the last 3 minutes) and their count',
    input: z.object({}),
    output: z.object({ count: z.number(), items: z.array(favouriteShape) }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      const online = await service.onlineFavourites(db, actor);
      return { count: online.length, items: online.map(presentFavourite) };
    },
  }),
  Visits: defineAction({
    method: 'GET',
    summary: "Who visited the member's profile, newest first, with the count of new visits",
    input: listInput,
    output: pageShape(visitShape).extend({ newCount: z.number() }),
    access: 'user',
    policy: 'access',
    handler: async ({ page, take }, { db, actor }) => ({
      ...presentPage(await service.listVisitors(db, actor, (page - 1) * take, take), presentVisit),
      newCount: await service.newVisitsCount(db, actor),
    }),
  }),
  SetVisitsAsSeen: defineAction({
    method: 'POST',
    summary: 'Marks every visit so far as seen: none is new any more',
    input: z.object({}),
    output: success,
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      await service.setVisitsAsSeen(db, actor);
      return done;
    },
  }),
};

/** Spec §7 Profiles: visitors, hiding a visit, notes; and the favourite and note changes behind the forms. */
export const profilesActions = {
  GetVisitors: defineAction({
    method: 'POST',
    summary: "Who visited the member's profile, newest first, each marked new or not",
    input: listInput,
    output: pageShape(visitShape),
    access: 'user',
    policy: 'access',
    handler: async ({ page, take }, { db, actor }) => presentPage(await service.listVisitors(db, actor, (page - 1) * take, take), presentVisit),
  }),
  HideVisit: defineAction({
    method: 'POST',
    summary: "Hides a visitor from the member's visitors list",
    input: profileIdForm,
    output: success,
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async ({ profileId }, { db, actor }) => {
      await service.hideVisitor(db, actor, profileId);
      return done;
    },
  }),
  AddFavorite: defineAction({
    method: 'POST',
    summary: "Adds a profile to the member's favourites",
    input: profileIdForm,
    output: success,
    access: 'user',
    policy: 'lists.list',
    handler: async ({ profileId }, { db, actor }) => {
      await service.addFavourite(db, actor, profileId);
      return done;
    },
  }),
  RemoveFavorite: defineAction({
    method: 'POST',
    summary: "Removes a profile from the member's favourites",
    input: profileIdForm,
    output: success,
    access: 'user',
    policy: 'access',
    handler: async ({ profileId }, { db, actor }) => {
      await service.removeFavourite(db, actor, profileId);
      return done;
    },
  }),
  GetNotes: defineAction({
    method: 'GET',
    summary: "The member's private notes about other profiles: by gender, text, newest or by name",
    input: notesInput,
    output: pageShape(noteShape),
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async ({ gender, filterText, sortType, page, take }, { db, actor }) =>
      presentPage(await service.listNotes(db, actor, { gender, text: filterText, sort: sortType }, (page - 1) * take, take), presentNote),
  }),
  SaveNote: defineAction({
    method: 'POST',
    summary: "Writes (or rewrites) the member's private note about a profile",
    input: noteInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    policy: 'lists.list',
    handler: async ({ profileId, text }, { db, actor }) => {
      await service.saveNote(db, actor, profileId, text);
      return done;
    },
  }),
  DeleteNote: defineAction({
    method: 'POST',
    summary: "Deletes the member's note about a profile",
    input: profileIdForm,
    output: success,
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async ({ profileId }, { db, actor }) => {
      await service.deleteNote(db, actor, profileId);
      return done;
    },
  }),
};

const likerShape = z.object({ id: z.number(), name: z.string() });

/** /api/Likes/ (spec §7). */
export const likesActions = {
  ToggleLike: defineAction({
    method: 'POST',
    summary: 'Likes an item, or takes the like back; answers whether it is liked now and how many like it',
    input: likeItem,
    output: z.object({ liked: z.boolean(), count: z.number() }),
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: (item, { db, actor, locale }) => service.toggleLike(db, actor, item, locale),
  }),
  GetLikeProfiles: defineAction({
    method: 'GET',
    summary: 'Who liked an item, newest first (only profiles the viewer may see), by gender if asked',
    input: likeProfilesInput,
    output: z.array(likerShape),
    access: 'user',
    policy: 'access',
    handler: async ({ genderFilter: gender, skip, take, ...item }, { db, actor }) =>
      (await service.likeProfiles(db, actor, item, gender, skip, take)).map((p) => ({ id: p.id, name: p.name })),
  }),
  GetLikeDeletedProfilesCount: defineAction({
    method: 'GET',
    summary: 'How many likes of an item came from profiles deleted since',
    input: likeItem,
    output: z.object({ count: z.number() }),
    access: 'user',
    policy: 'access',
    handler: async (item, { db }) => ({ count: await service.deletedLikersCount(db, item) }),
  }),
};
