import { hasStaffRole, mayEnterDarkSite } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies, Policy } from '../../platform/auth/authorize.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createLodgesBan, lodgeHasOwner, lodgeNotFound, membersHidden, membershipRefused, notALodgeAdmin, notALodgeMember, notAModerator, ownerMustPassFirst } from './errors.ts';
import { belongs, isAdminRole, moderatesRole, rankOf, type LodgeRole } from './roles.ts';

/** One lodge as a rule reads it: where it lives, how it admits members, and the actor's standing in it. */
export type LodgeSubject = Readonly<{
  lodgeId: number;
  dark: boolean;
  access: 'AccessForAll' | 'NewMembersApproved';
  memberVisibility: 'All' | 'Members' | 'AdminsOnly';
  role: LodgeRole | null;
  hasOwner: boolean;
}>;
/** A change of another profile's standing (or the actor's own request): the lodge, and the target's role. */
export type MemberSubject = LodgeSubject & Readonly<{ targetRole: LodgeRole | null; self: boolean }>;
/** Creating a lodge: a staff CreateLodges ban on the actor. */
export type CreatorSubject = Readonly<{ banned: boolean }>;

/** The membership changes of spec §4 and §7, each a rule of its own. */
export const selfActions = ['join', 'request', 'leave', 'takeOwnership', 'releaseOwnership'] as const;
export const targetActions = ['approve', 'decline', 'deleteRequest', 'remove', 'block', 'unblock', 'passOwnership', 'setAssistant', 'removeAssistant'] as const;
export type SelfAction = (typeof selfActions)[number];
export type TargetAction = (typeof targetActions)[number];

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'lodges.view': LodgeSubject;
    'lodges.create': CreatorSubject;
    'lodges.edit': LodgeSubject;
    'lodges.delete': LodgeSubject;
    'lodges.seeMembers': LodgeSubject;
    'lodges.manage': LodgeSubject;
    'lodges.moderate': LodgeSubject;
    'lodges.participate': LodgeSubject;
    'lodges.join': LodgeSubject;
    'lodges.request': LodgeSubject;
    'lodges.leave': LodgeSubject;
    'lodges.takeOwnership': LodgeSubject;
    'lodges.releaseOwnership': LodgeSubject;
    'lodges.approve': MemberSubject;
    'lodges.decline': MemberSubject;
    'lodges.deleteRequest': MemberSubject;
    'lodges.remove': MemberSubject;
    'lodges.block': MemberSubject;
    'lodges.unblock': MemberSubject;
    'lodges.passOwnership': MemberSubject;
    'lodges.setAssistant': MemberSubject;
    'lodges.removeAssistant': MemberSubject;
  }
}

/** Support staff and above act as a lodge's admin in its management (never as its owner). */
export const staffActsAsAdmin = (actor: Actor): boolean => actor.profileId !== null && hasStaffRole(actor, 'Support');

/**
 * May the actor see this lodge: on its own site (a dark lodge never shows on the regular site, nor to anyone the
 * dark site would not admit), and not blocked from it. Staff see every lodge of their site.
 */
export const mayViewLodge = (actor: Actor, lodge: LodgeSubject): boolean =>
  lodge.dark === actor.site.dark && (!lodge.dark || (actor.profileId !== null && mayEnterDarkSite(actor))) && (lodge.role !== 'Blacklisted' || staffActsAsAdmin(actor));

const admin = (actor: Actor, lodge: LodgeSubject) => mayViewLodge(actor, lodge) && (isAdminRole(lodge.role) || staffActsAsAdmin(actor));
const moderator = (actor: Actor, lodge: LodgeSubject) => mayViewLodge(actor, lodge) && (moderatesRole(lodge.role) || staffActsAsAdmin(actor));
const loggedOn = (actor: Actor) => actor.profileId !== null;

/** Who sees the member list (UpdateLodgeMemberVisibility): everyone who sees the lodge, its members, or its admins only. */
export const maySeeMembers = (actor: Actor, lodge: LodgeSubject): boolean =>
  mayViewLodge(actor, lodge) &&
  (lodge.memberVisibility === 'All' || staffActsAsAdmin(actor) || (lodge.memberVisibility === 'Members' ? belongs(lodge.role) : isAdminRole(lodge.role)));

/** The actor's own moves (spec §4): each for the standings that may make it. */
export const selfRules: Record<SelfAction, (actor: Actor, lodge: LodgeSubject) => boolean> = {
  join: (a, l) => loggedOn(a) && mayViewLodge(a, l) && l.access === 'AccessForAll' && (l.role === null || l.role === 'Declined'),
  request: (a, l) => loggedOn(a) && mayViewLodge(a, l) && l.access === 'NewMembersApproved' && (l.role === null || l.role === 'Declined'),
  leave: (a, l) => loggedOn(a) && mayViewLodge(a, l) && (l.role === 'Member' || l.role === 'Assistant' || l.role === 'CoOwner'),
  takeOwnership: (a, l) => loggedOn(a) && mayViewLodge(a, l) && !l.hasOwner && (l.role === 'Member' || l.role === 'Assistant' || l.role === 'CoOwner'),
  releaseOwnership: (a, l) => loggedOn(a) && mayViewLodge(a, l) && l.role === 'Owner',
};

/** The actor outranks the target (staff outrank everyone but the owner). */
const outranks = (actor: Actor, s: MemberSubject) => s.targetRole !== 'Owner' && (staffActsAsAdmin(actor) || rankOf(s.role) > rankOf(s.targetRole));

/** Moves on another profile's standing (spec §4, §6): each for the actor's and the target's standings that allow it. */
export const targetRules: Record<TargetAction, (actor: Actor, s: MemberSubject) => boolean> = {
  approve: (a, s) => !s.self && admin(a, s) && s.targetRole === 'Requesting',
  decline: (a, s) => !s.self && admin(a, s) && s.targetRole === 'Requesting',
  // The requester withdraws their own request; an admin deletes one without deciding it.
  deleteRequest: (a, s) => s.targetRole === 'Requesting' && (s.self ? loggedOn(a) && mayViewLodge(a, s) : admin(a, s)),
  remove: (a, s) => !s.self && admin(a, s) && belongs(s.targetRole) && outranks(a, s),
  block: (a, s) => !s.self && admin(a, s) && s.targetRole !== 'Blacklisted' && outranks(a, s),
  unblock: (a, s) => !s.self && admin(a, s) && s.targetRole === 'Blacklisted',
  passOwnership: (a, s) => !s.self && mayViewLodge(a, s) && s.role === 'Owner' && (s.targetRole === 'Member' || s.targetRole === 'Assistant' || s.targetRole === 'CoOwner'),
  setAssistant: (a, s) => !s.self && admin(a, s) && s.targetRole === 'Member',
  removeAssistant: (a, s) => !s.self && admin(a, s) && s.targetRole === 'Assistant',
};

const base: LodgeSubject = { lodgeId: 1, dark: false, access: 'AccessForAll', memberVisibility: 'All', role: null, hasOwner: true };
const lodgeExamples = {
  stranger: base,
  closedStranger: { ...base, access: 'NewMembersApproved' },
  member: { ...base, role: 'Member' },
  assistant: { ...base, role: 'Assistant' },
  coOwner: { ...base, role: 'CoOwner' },
  owner: { ...base, role: 'Owner' },
  ownerless: { ...base, role: 'Member', hasOwner: false },
  blocked: { ...base, role: 'Blacklisted' },
  dark: { ...base, dark: true, role: 'Member' },
  adminsOnly: { ...base, memberVisibility: 'AdminsOnly', role: 'Member' },
} satisfies Record<string, LodgeSubject>;
const memberExamples = {
  ownerRemovesMember: { ...base, role: 'Owner', targetRole: 'Member', self: false },
  coOwnerBlocksOwner: { ...base, role: 'CoOwner', targetRole: 'Owner', self: false },
  adminApproves: { ...base, access: 'NewMembersApproved', role: 'CoOwner', targetRole: 'Requesting', self: false },
  ownWithdrawal: { ...base, access: 'NewMembersApproved', role: 'Requesting', targetRole: 'Requesting', self: true },
  memberRemovesMember: { ...base, role: 'Member', targetRole: 'Member', self: false },
  ownerUnblocks: { ...base, role: 'Owner', targetRole: 'Blacklisted', self: false },
  ownerPasses: { ...base, role: 'Owner', targetRole: 'Assistant', self: false },
} satisfies Record<string, MemberSubject>;

/** What a refused membership move answers: a lodge the actor may not see is a 404, else the move named. */
const refusedMove = (action: string) => (actor: Actor, lodge: LodgeSubject) => {
  if (!mayViewLodge(actor, lodge)) return lodgeNotFound();
  if (action === 'leave' && lodge.role === 'Owner') return ownerMustPassFirst();
  if (action === 'takeOwnership' && lodge.hasOwner && belongs(lodge.role)) return lodgeHasOwner();
  return membershipRefused(action);
};

const selfPolicies = Object.fromEntries(
  selfActions.map((action) => [`lodges.${action}`, { allows: selfRules[action], refusal: refusedMove(action), examples: lodgeExamples } satisfies Policy<LodgeSubject>]),
);
const targetPolicies = Object.fromEntries(
  targetActions.map((action) => [`lodges.${action}`, { allows: targetRules[action], refusal: refusedMove(action), examples: memberExamples } satisfies Policy<MemberSubject>]),
);

const unlessHidden = (refusal: () => AppError) => (actor: Actor, lodge: LodgeSubject) => (mayViewLodge(actor, lodge) ? refusal() : lodgeNotFound());

export const policies: Policies = {
  'lodges.view': { allows: mayViewLodge, refusal: () => lodgeNotFound(), examples: lodgeExamples },
  // Creating a lodge needs membership (the guard's `member` access) and no CreateLodges ban (spec §5).
  'lodges.create': {
    allows: (actor, s) => actor.member && !s.banned,
    refusal: (actor) => (actor.member ? createLodgesBan() : new AppError(403, 'membershipRequired', 'common.errors.membershipRequired')),
    examples: { free: { banned: false }, banned: { banned: true } },
  },
  'lodges.edit': { allows: admin, refusal: unlessHidden(notALodgeAdmin), examples: lodgeExamples },
  'lodges.delete': {
    allows: (actor, lodge) => mayViewLodge(actor, lodge) && (lodge.role === 'Owner' || staffActsAsAdmin(actor)),
    refusal: unlessHidden(notALodgeAdmin),
    examples: lodgeExamples,
  },
  'lodges.seeMembers': { allows: maySeeMembers, refusal: unlessHidden(membersHidden), examples: lodgeExamples },
  'lodges.manage': { allows: admin, refusal: unlessHidden(notALodgeAdmin), examples: lodgeExamples },
  'lodges.moderate': { allows: moderator, refusal: unlessHidden(notAModerator), examples: lodgeExamples },
  // Taking part (debates, meetups, lodge media and mail): a profile that belongs to the lodge.
  'lodges.participate': { allows: (actor, lodge) => loggedOn(actor) && mayViewLodge(actor, lodge) && belongs(lodge.role), refusal: unlessHidden(notALodgeMember), examples: lodgeExamples },
  ...selfPolicies,
  ...targetPolicies,
};
