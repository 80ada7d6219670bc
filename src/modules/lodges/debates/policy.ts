import type { Actor } from '../../../platform/auth/actor.ts';
import { may, type Policies } from '../../../platform/auth/authorize.ts';
import type { LodgeSubject } from '../policy.ts';
import { lodgeNotFound, notALodgeMember, notAModerator } from '../errors.ts';
import { entryLocked, membershipRequired, notTheAuthor } from './errors.ts';

/** A debate entry as a rule reads it: its lodge (with the actor's standing), whether the actor wrote it, whether it is locked. */
export type DebateEntrySubject = LodgeSubject & Readonly<{ own: boolean; locked: boolean }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'lodges.debates.write': LodgeSubject;
    'lodges.debates.edit': DebateEntrySubject;
    'lodges.debates.delete': DebateEntrySubject;
    'lodges.debates.comment': DebateEntrySubject;
    'lodges.debates.follow': DebateEntrySubject;
  }
}

const sees = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.view', lodge);
const takesPart = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.participate', lodge);
const moderates = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.moderate', lodge);

/** Writing in a lodge's debate (spec §5): a profile that belongs to the lodge and is a paying member. */
export const writesDebates = (actor: Actor, lodge: LodgeSubject): boolean => takesPart(actor, lodge) && actor.member;

/** Would a membership open writing: the actor belongs to the lodge but does not pay (the page offers the membership). */
export const membershipOpensDebates = (actor: Actor, lodge: LodgeSubject): boolean => takesPart(actor, lodge) && !actor.member;

/** Why writing is refused: hidden → 404, not belonging → notALodgeMember, not paying → membershipRequired. */
const writeRefusal = (actor: Actor, lodge: LodgeSubject) => (!sees(actor, lodge) ? lodgeNotFound() : !takesPart(actor, lodge) ? notALodgeMember() : membershipRequired());

const base: LodgeSubject = { lodgeId: 1, dark: false, access: 'AccessForAll', memberVisibility: 'All', role: 'Member', hasOwner: true };
const lodgeExamples = {
  member: base,
  assistant: { ...base, role: 'Assistant' },
  stranger: { ...base, role: null },
  blocked: { ...base, role: 'Blacklisted' },
  dark: { ...base, dark: true },
} satisfies Record<string, LodgeSubject>;
const entryExamples = {
  ownEntry: { ...base, own: true, locked: false },
  othersEntry: { ...base, own: false, locked: false },
  lockedOwn: { ...base, own: true, locked: true },
  assistantOnOthers: { ...base, role: 'Assistant', own: false, locked: false },
  strangerOnOthers: { ...base, role: null, own: false, locked: false },
  formerMemberOwn: { ...base, role: null, own: true, locked: false },
} satisfies Record<string, DebateEntrySubject>;

export const policies: Policies = {
  'lodges.debates.write': { allows: writesDebates, refusal: writeRefusal, examples: lodgeExamples },
  // The author edits (a paying member who still belongs, spec §5); the lodge's moderators may too.
  'lodges.debates.edit': {
    allows: (actor, e) => (e.own && writesDebates(actor, e)) || moderates(actor, e),
    refusal: (actor, e) => (!sees(actor, e) ? lodgeNotFound() : e.own ? writeRefusal(actor, e) : notTheAuthor()),
    examples: entryExamples,
  },
  // The author deletes their own (whatever their standing now), a moderator any.
  'lodges.debates.delete': {
    allows: (actor, e) => sees(actor, e) && ((e.own && actor.profileId !== null) || moderates(actor, e)),
    refusal: (actor, e) => (!sees(actor, e) ? lodgeNotFound() : notAModerator()),
    examples: entryExamples,
  },
  // A comment: a paying member who belongs to the lodge, never on a locked entry.
  'lodges.debates.comment': {
    allows: (actor, e) => !e.locked && writesDebates(actor, e),
    refusal: (actor, e) => (e.locked && sees(actor, e) ? entryLocked() : writeRefusal(actor, e)),
    examples: entryExamples,
  },
  // Following an entry (told of its comments): whoever belongs to the lodge.
  'lodges.debates.follow': {
    allows: (actor, e) => takesPart(actor, e),
    refusal: (actor, e) => (!sees(actor, e) ? lodgeNotFound() : notALodgeMember()),
    examples: entryExamples,
  },
};
