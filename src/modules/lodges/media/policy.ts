import type { Actor } from '../../../platform/auth/actor.ts';
import { may, type Policies } from '../../../platform/auth/authorize.ts';
import { lodgeNotFound, notAModerator } from '../errors.ts';
import { mayViewLodge, type LodgeSubject } from '../policy.ts';

/** A lodge media item as its rules read it: its lodge, and whether the actor uploaded it. */
export type LodgeMediaSubject = LodgeSubject & Readonly<{ own: boolean }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** See the lodge's albums and their items, and add to them: its members and its moderators (staff). */
    'lodges.seeMedia': LodgeSubject;
    /** Delete one item: its uploader while a member, or a moderator. */
    'lodges.deleteMedia': LodgeMediaSubject;
  }
}

const participates = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.participate', lodge);
const moderates = (actor: Actor, lodge: LodgeSubject) => may(actor, 'lodges.moderate', lodge);

/** Members and moderators see (and add to) the lodge's media; to anyone else it does not exist. */
export const maySeeMedia = (actor: Actor, lodge: LodgeSubject): boolean => participates(actor, lodge) || moderates(actor, lodge);
export const mayDeleteMedia = (actor: Actor, item: LodgeMediaSubject): boolean => (item.own && participates(actor, item)) || moderates(actor, item);

const base: LodgeSubject = { lodgeId: 1, dark: false, access: 'AccessForAll', memberVisibility: 'All', role: null, hasOwner: true };
const lodgeExamples = {
  stranger: base,
  member: { ...base, role: 'Member' },
  assistant: { ...base, role: 'Assistant' },
  owner: { ...base, role: 'Owner' },
  blocked: { ...base, role: 'Blacklisted' },
  requesting: { ...base, role: 'Requesting' },
  dark: { ...base, dark: true, role: 'Member' },
} satisfies Record<string, LodgeSubject>;

export const policies: Policies = {
  'lodges.seeMedia': { allows: maySeeMedia, refusal: () => lodgeNotFound(), examples: lodgeExamples },
  'lodges.deleteMedia': {
    allows: mayDeleteMedia,
    refusal: (actor, item) => (mayViewLodge(actor, item) && maySeeMedia(actor, item) ? notAModerator() : lodgeNotFound()),
    examples: {
      ownAsMember: { ...base, role: 'Member', own: true },
      anothersAsMember: { ...base, role: 'Member', own: false },
      anothersAsAssistant: { ...base, role: 'Assistant', own: false },
      ownAfterLeaving: { ...base, role: null, own: true },
    },
  },
};
