import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import type { SelfAction, TargetAction } from '../policy.ts';
import { roleShape, lodgeShape, lodgePageShape, memberPageShape, memberShape, presentCardPage, presentLodge, presentMember } from './presenter.ts';
import { loadVisibleLodge } from './load.ts';
import * as lists from './lists.ts';
import * as members from './members.ts';
import { changeOwnStanding, changeStanding } from './membership.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';
import {
  activityInput,
  id,
  listInput,
  lodgeDraft,
  lodgeIdInput,
  memberInput,
  memberVisibilityValue,
  membersInput,
  noteIdInput,
  noteInput,
  notificationSettingsInput,
  optionalMemberInput,
  profileLodgesInput,
  requestInput,
  searchInput,
} from './schemas.ts';

const success = z.object({ success: z.literal(true) });
const standing = z.object({ role: roleShape });
const done = { success: true as const };
const lodges = { feature: 'lodges' as const };

/** One of the actor's own moves (join, leave, take or release ownership) as a call. */
const ownMove = (action: SelfAction, summary: string) =>
  defineAction({
    method: 'POST',
    summary,
    input: lodgeIdInput,
    output: standing,
    access: 'user',
    ...lodges,
    policy: `lodges.${action}`,
    handler: async ({ lodgeId }, { db, actor }) => ({ role: await changeOwnStanding(db, actor, lodgeId, action) }),
  });

/** A move on another profile's standing as a call. */
const targetMove = (action: TargetAction, summary: string) =>
  defineAction({
    method: 'POST',
    summary,
    input: memberInput,
    output: standing,
    access: 'user',
    ...lodges,
    policy: `lodges.${action}`,
    handler: async ({ lodgeId, profileId }, { db, actor }) => ({ role: await changeStanding(db, actor, lodgeId, action, profileId) }),
  });

const paged = <T extends { skip?: number | undefined; take: number }>(i: T) => ({ start: { skip: i.skip }, take: i.take });

const noteShape = z.object({ id: z.number(), profileId: z.number(), authorName: z.string().nullable(), text: z.string(), createdAt: z.string() });
const activityShape = z.object({ id: z.number(), type: z.string(), profileId: z.number().nullable(), profileName: z.string().nullable(), actorId: z.number().nullable(), actorName: z.string().nullable(), at: z.string() });
const settingsShape = z.object({ debates: z.boolean(), meetups: z.boolean(), media: z.boolean(), own: z.boolean() });

/** /api/Lodges: the lodges themselves, their lists and the membership life cycle (spec §7 Lodges). */
export const actions = {
  JoinLodge: ownMove('join', 'Joins a lodge open to all'),
  LeaveLodge: ownMove('leave', 'Leaves a lodge (its owner passes or releases ownership first)'),
  TakeOwnership: ownMove('takeOwnership', 'Takes ownership of a lodge without an owner (a member of it)'),
  ReleaseOwnership: ownMove('releaseOwnership', 'The owner gives up ownership and stays a member'),
  RequestMembership: defineAction({
    method: 'POST',
    summary: 'Asks to join a lodge whose new members are approved, with an optional message to its admins',
    input: requestInput,
    output: standing,
    access: 'user',
    ...lodges,
    policy: 'lodges.request',
    handler: async ({ lodgeId, message }, { db, actor }) => ({ role: await changeOwnStanding(db, actor, lodgeId, 'request', message) }),
  }),
  LodgeDeleteRequest: defineAction({
    method: 'POST',
    summary: 'Withdraws the actor’s own request (no profileId) or, as an admin, deletes a request undecided',
    input: optionalMemberInput,
    output: standing,
    access: 'user',
    ...lodges,
    policy: 'lodges.deleteRequest',
    handler: async ({ lodgeId, profileId }, { db, actor }) => ({ role: await changeStanding(db, actor, lodgeId, 'deleteRequest', profileId ?? actor.profileId) }),
  }),
  ApproveMembershipRequest: targetMove('approve', 'Approves a request to join (admins)'),
  DeclineMembershipRequest: targetMove('decline', 'Declines a request to join (admins)'),
  RemoveLodgeMember: targetMove('remove', 'Removes a member from the lodge (admins, never the owner)'),
  BlockProfile: targetMove('block', 'Blocks a profile from the lodge: it neither sees the lodge nor asks again (admins)'),
  UnblockProfile: targetMove('unblock', 'Lifts a block (admins)'),
  PassOwnership: targetMove('passOwnership', 'The owner makes a member the owner and becomes a co-owner'),
  SetLodgeAssistantStatus: defineAction({
    method: 'POST',
    summary: 'Makes a member an assistant (isAssistant true) or an assistant a member again (admins)',
    input: memberInput.extend({ isAssistant: z.boolean() }),
    output: standing,
    access: 'user',
    ...lodges,
    policy: 'lodges.setAssistant',
    handler: async ({ lodgeId, profileId, isAssistant }, { db, actor }) => ({
      role: await changeStanding(db, actor, lodgeId, isAssistant ? 'setAssistant' : 'removeAssistant', profileId),
    }),
  }),

  CreateLodge: defineAction({
    method: 'POST',
    summary: 'Creates a lodge (members without a CreateLodges ban); the creator is its owner',
    input: lodgeDraft,
    output: lodgeShape,
    access: 'member',
    notImpersonating: true,
    ...lodges,
    policy: 'lodges.create',
    handler: async (draft, { db, actor }) => {
      const lodgeId = await service.createLodge(db, actor, draft);
      const { lodge, role } = await loadVisibleLodge(db, actor, lodgeId);
      return presentLodge(lodge, role);
    },
  }),
  UpdateLodge: defineAction({
    method: 'POST',
    summary: 'Edits a lodge (its admins)',
    input: lodgeDraft.extend({ lodgeId: id }),
    output: success,
    access: 'user',
    ...lodges,
    policy: 'lodges.edit',
    handler: async ({ lodgeId, ...draft }, { db, actor }) => (await service.updateLodge(db, actor, lodgeId, draft), done),
  }),
  DeleteLodge: defineAction({
    method: 'POST',
    summary: 'Deletes a lodge and everything in it (its owner)',
    input: lodgeIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    ...lodges,
    policy: 'lodges.delete',
    handler: async ({ lodgeId }, { db, actor }) => (await service.deleteLodge(db, actor, lodgeId), done),
  }),
  UpdateLodgeMemberVisibility: defineAction({
    method: 'POST',
    summary: 'Who sees the member list: All, Members or AdminsOnly (its admins)',
    input: lodgeIdInput.extend({ visibility: memberVisibilityValue }),
    output: success,
    access: 'user',
    ...lodges,
    policy: 'lodges.edit',
    handler: async ({ lodgeId, visibility }, { db, actor }) => (await service.updateMemberVisibility(db, actor, lodgeId, visibility), done),
  }),
  UpdateLodgeViewTime: defineAction({
    method: 'POST',
    summary: 'Marks the lodge seen now by the member',
    input: lodgeIdInput,
    output: success,
    access: 'user',
    ...lodges,
    policy: 'lodges.participate',
    handler: async ({ lodgeId }, { db, actor }) => (await service.updateViewTime(db, actor, lodgeId), done),
  }),
  AddLodgeMemberNote: defineAction({
    method: 'POST',
    summary: 'Adds a private note on a profile of the lodge (admins; only admins read notes)',
    input: noteInput,
    output: z.object({ id: z.number() }),
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId, profileId, text }, { db, actor }) => ({ id: await service.addNote(db, actor, lodgeId, profileId, text) }),
  }),
  DeleteLodgeMemberNote: defineAction({
    method: 'POST',
    summary: 'Deletes a note (admins)',
    input: noteIdInput,
    output: success,
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId, noteId }, { db, actor }) => (await service.deleteNote(db, actor, lodgeId, noteId), done),
  }),
  UpdateLodgeNotificationSettings: defineAction({
    method: 'POST',
    summary: 'The member’s notifications from one lodge (lodgeId) or their default for every lodge (no lodgeId)',
    input: notificationSettingsInput,
    output: success,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async ({ lodgeId, ...s }, { db, actor }) => (await service.saveNotificationSettings(db, actor, lodgeId ?? null, s), done),
  }),
  UpdateDefaultLodgeNotificationSettings: defineAction({
    method: 'POST',
    summary: 'The member’s default notifications for lodges without their own settings',
    input: notificationSettingsInput.omit({ lodgeId: true }),
    output: success,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async (s, { db, actor }) => (await service.saveNotificationSettings(db, actor, null, s), done),
  }),
  DeleteLodgeNotificationSettings: defineAction({
    method: 'POST',
    summary: 'Drops the member’s own settings for a lodge: their default applies again',
    input: lodgeIdInput,
    output: success,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async ({ lodgeId }, { db, actor }) => (await service.deleteNotificationSettings(db, actor, lodgeId), done),
  }),
  GetLodgeNotificationSettings: defineAction({
    method: 'GET',
    summary: 'The member’s notifications from a lodge (or their default without lodgeId)',
    input: z.object({ lodgeId: id.optional() }),
    output: settingsShape,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: ({ lodgeId }, { db, actor }) => service.notificationSettings(db, actor, lodgeId ?? null),
  }),

  GetLodgeData: defineAction({
    method: 'GET',
    summary: 'A lodge the viewer may see, with their role in it (404 otherwise)',
    input: lodgeIdInput,
    output: lodgeShape,
    access: 'public',
    ...lodges,
    policy: 'lodges.view',
    handler: async ({ lodgeId }, { db, actor }) => {
      const { lodge, role } = await loadVisibleLodge(db, actor, lodgeId);
      return presentLodge(lodge, role);
    },
  }),
  GetLodgeDataForEdit: defineAction({
    method: 'GET',
    summary: 'A lodge as its admins edit it',
    input: lodgeIdInput,
    output: lodgeShape.extend({ postalCode: z.string().nullable() }),
    access: 'user',
    ...lodges,
    policy: 'lodges.edit',
    handler: async ({ lodgeId }, { db, actor }) => {
      const { lodge, role, subject } = await loadVisibleLodge(db, actor, lodgeId);
      authorize(actor, 'lodges.edit', subject);
      return { ...presentLodge(lodge, role), postalCode: lodge.postalCode };
    },
  }),
  GetLodgeCategories: defineAction({
    method: 'GET',
    summary: 'The lodge categories (keys of lodges.categories.*)',
    input: z.object({}),
    output: z.array(z.object({ id: z.number(), key: z.string() })),
    access: 'public',
    ...lodges,
    policy: 'access',
    handler: (_i, { db }) => service.lodgeCategories(db),
  }),
  GetCreateLodgeBan: defineAction({
    method: 'GET',
    summary: 'Whether the member is banned from creating lodges, and until when',
    input: z.object({}),
    output: z.object({ banned: z.boolean(), endsAt: z.string().nullable() }),
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async (_i, { db, actor }) => {
      const ban = await service.createBanOf(db, actor);
      return { banned: ban !== null, endsAt: ban?.endsAt?.toISOString() ?? null };
    },
  }),
  NewLodgesSearch: defineAction({
    method: 'POST',
    summary: 'Searches lodges by text, category (or kinks on the dark site); sort 1 newest, 2 name, 3 most members (default), 4 activity',
    input: searchInput,
    output: lodgePageShape,
    access: 'public',
    ...lodges,
    policy: 'access',
    handler: async (i, { db, actor }) => presentCardPage(await lists.searchLodges(db, actor, i, { skip: i.skip }, i.take)),
  }),
  GetPopularLodges: defineAction({
    method: 'GET',
    summary: 'The lodges with most members',
    input: listInput,
    output: lodgePageShape,
    access: 'public',
    ...lodges,
    policy: 'access',
    handler: async (i, { db, actor }) => presentCardPage(await lists.popularLodges(db, actor, paged(i).start, i.take)),
  }),
  GetMyOwnLodges: defineAction({
    method: 'GET',
    summary: 'The lodges the member belongs to or asked to join, last joined first',
    input: listInput,
    output: lodgePageShape,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async (i, { db, actor }) => presentCardPage(await lists.myLodges(db, actor, paged(i).start, i.take)),
  }),
  GetNearbyLodges: defineAction({
    method: 'GET',
    summary: 'Lodges within 100 km of the member’s home area, nearest first',
    input: listInput,
    output: lodgePageShape,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async (i, { db, actor }) => presentCardPage(await lists.nearbyLodges(db, actor, i.skip ?? 0, i.take)),
  }),
  GetProfileLodges: defineAction({
    method: 'GET',
    summary: 'The lodges of a profile the viewer may see (sortMode 1 last joined, 2 name)',
    input: profileLodgesInput,
    output: lodgePageShape,
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: async (i, { db, actor }) => presentCardPage(await lists.profileLodges(db, actor, i.profileId, i.sortMode, paged(i).start, i.take)),
  }),
  GetLodgeMembers: defineAction({
    method: 'POST',
    summary: 'The lodge’s members the viewer may see, as its member visibility allows (sort LastJoined, Alphabetically, Rank)',
    input: membersInput,
    output: memberPageShape,
    access: 'user',
    ...lodges,
    policy: 'lodges.seeMembers',
    handler: async (i, { db, actor }) => {
      const { page } = await members.lodgeMembers(db, actor, i.lodgeId, i.sort, i.name, { skip: i.skip }, i.take);
      return { ...page, items: page.items.map(presentMember) };
    },
  }),
  SearchLodgeMembersByName: defineAction({
    method: 'POST',
    summary: 'The lodge’s members whose name starts with the text',
    input: membersInput,
    output: memberPageShape,
    access: 'user',
    ...lodges,
    policy: 'lodges.seeMembers',
    handler: async (i, { db, actor }) => {
      const { page } = await members.lodgeMembers(db, actor, i.lodgeId, 'Alphabetically', i.name, { skip: i.skip }, i.take);
      return { ...page, items: page.items.map(presentMember) };
    },
  }),
  GetLodgeMembersManagement: defineAction({
    method: 'POST',
    summary: 'Every profile with a standing in the lodge, for its admins',
    input: membersInput,
    output: memberPageShape,
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async (i, { db, actor }) => {
      await members.managedLodge(db, actor, i.lodgeId);
      const page = await members.standingPage(db, actor, i.lodgeId, ['Owner', 'CoOwner', 'Assistant', 'Member'], i.sort, i.name, { skip: i.skip }, i.take);
      return { ...page, items: page.items.map(presentMember) };
    },
  }),
  SearchLodgeTags: defineAction({
    method: 'POST',
    summary: 'Tags of the site’s lodges starting with the text, most used first',
    input: z.object({ text: z.string().trim().toLowerCase().max(30).default('') }),
    output: z.array(z.object({ tag: z.string(), count: z.number() })),
    access: 'user',
    ...lodges,
    policy: 'access',
    handler: ({ text }, { db, actor }) => repo.tagsStartingWith(db, actor.site.dark, text),
  }),
  GetPendingRequests: defineAction({
    method: 'GET',
    summary: 'The open requests to join, oldest first (admins; viewStyle Gallery, Detailed or List is the client’s)',
    input: lodgeIdInput.extend({ viewStyle: z.enum(['Gallery', 'Detailed', 'List']).default('List'), skip: z.coerce.number().int().min(0).default(0), take: z.coerce.number().int().min(1).max(100).default(30) }),
    output: z.object({ items: z.array(memberShape.extend({ message: z.string(), askedAt: z.string() })), hasMore: z.boolean() }),
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId, skip, take }, { db, actor }) => {
      await members.managedLodge(db, actor, lodgeId);
      const page = await members.pendingRequests(db, actor, lodgeId, skip, take);
      return { items: page.items.map((r) => ({ ...presentMember(r), message: r.message, askedAt: r.askedAt.toISOString() })), hasMore: page.hasMore };
    },
  }),
  GetPendingRequestsCount: defineAction({
    method: 'GET',
    summary: 'How many requests to join wait (admins)',
    input: lodgeIdInput,
    output: z.object({ count: z.number() }),
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId }, { db, actor }) => (await members.managedLodge(db, actor, lodgeId), { count: await members.pendingCount(db, lodgeId) }),
  }),
  GetBlockedProfiles: defineAction({
    method: 'GET',
    summary: 'The profiles blocked from the lodge (admins)',
    input: lodgeIdInput.extend({ skip: z.coerce.number().int().min(0).optional(), take: z.coerce.number().int().min(1).max(100).default(30) }),
    output: memberPageShape,
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId, skip, take }, { db, actor }) => {
      await members.managedLodge(db, actor, lodgeId);
      const page = await members.standingPage(db, actor, lodgeId, ['Blacklisted'], 'LastJoined', '', { skip }, take);
      return { ...page, items: page.items.map(presentMember) };
    },
  }),
  GetMemberActivities: defineAction({
    method: 'GET',
    summary: 'The lodge’s activity list, newest first, or one profile’s (admins)',
    input: activityInput,
    output: z.object({ items: z.array(activityShape), hasMore: z.boolean(), next: z.string().nullable(), prev: z.string().nullable() }),
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId, profileId, skip, take }, { db, actor }) => {
      await members.managedLodge(db, actor, lodgeId);
      const page = await members.activities(db, actor, lodgeId, profileId, { skip }, take);
      return { ...page, items: page.items.map((a) => ({ ...a, at: a.at.toISOString() })) };
    },
  }),
  GetMemberNotes: defineAction({
    method: 'GET',
    summary: 'The admins’ notes on a profile of the lodge, newest first (admins)',
    input: memberInput,
    output: z.array(noteShape),
    access: 'user',
    ...lodges,
    policy: 'lodges.manage',
    handler: async ({ lodgeId, profileId }, { db, actor }) =>
      (await service.notesOn(db, actor, lodgeId, profileId)).map((n) => ({ id: n.id, profileId: n.profileId, authorName: n.authorName, text: n.text, createdAt: n.createdAt.toISOString() })),
  }),
  GetMemberVisibility: defineAction({
    method: 'GET',
    summary: 'Who sees the lodge’s member list',
    input: lodgeIdInput,
    output: z.object({ visibility: memberVisibilityValue }),
    access: 'user',
    ...lodges,
    policy: 'lodges.view',
    handler: async ({ lodgeId }, { db, actor }) => ({ visibility: (await loadVisibleLodge(db, actor, lodgeId)).lodge.memberVisibility }),
  }),
};
