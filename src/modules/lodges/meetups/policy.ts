import type { Actor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { lodgeNotFound, notALodgeMember, notAModerator } from '../errors.ts';
import { mayViewLodge, staffActsAsAdmin, type LodgeSubject } from '../policy.ts';
import { belongs, moderatesRole } from '../roles.ts';
import { meetupCancelled, meetupOver } from './errors.ts';

/** A meetup as its rules read it: its lodge (with the actor's standing), whether it is cancelled or over. */
export type MeetupSubject = LodgeSubject & Readonly<{ cancelled: boolean; over: boolean }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'lodges.signUpMeetup': MeetupSubject;
    'lodges.editMeetup': MeetupSubject;
  }
}

const member = (actor: Actor, m: MeetupSubject) => actor.profileId !== null && mayViewLodge(actor, m) && belongs(m.role);
const moderator = (actor: Actor, m: MeetupSubject) => mayViewLodge(actor, m) && (moderatesRole(m.role) || staffActsAsAdmin(actor));

/** Sign up (or change one's guests): the lodge's members, for a meetup neither cancelled nor over (the deadline is the signups module's). */
export const maySignUp = (actor: Actor, m: MeetupSubject) => member(actor, m) && !m.cancelled && !m.over;
/** Edit or cancel: the lodge's assistants and admins (lodges.moderate), while it is not cancelled. */
export const mayEditMeetup = (actor: Actor, m: MeetupSubject) => moderator(actor, m) && !m.cancelled;

const refusal = (rule: (actor: Actor, m: MeetupSubject) => boolean, notAllowed: typeof notALodgeMember) => (actor: Actor, m: MeetupSubject) => {
  if (!mayViewLodge(actor, m)) return lodgeNotFound();
  if (m.cancelled) return meetupCancelled();
  if (rule === member && m.over && member(actor, m)) return meetupOver();
  return notAllowed();
};

const base: MeetupSubject = { lodgeId: 1, dark: false, access: 'AccessForAll', memberVisibility: 'All', role: 'Member', hasOwner: true, cancelled: false, over: false };
const examples = {
  member: base,
  stranger: { ...base, role: null },
  assistant: { ...base, role: 'Assistant' },
  owner: { ...base, role: 'Owner' },
  cancelled: { ...base, role: 'CoOwner', cancelled: true },
  over: { ...base, over: true },
  blocked: { ...base, role: 'Blacklisted' },
  dark: { ...base, dark: true },
} satisfies Record<string, MeetupSubject>;

export const policies: Policies = {
  'lodges.signUpMeetup': { allows: maySignUp, refusal: refusal(member, notALodgeMember), examples },
  'lodges.editMeetup': { allows: mayEditMeetup, refusal: refusal(moderator, notAModerator), examples },
};
