import { contestSiteId } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { alreadyEntered, contestNotFound, entriesClosed, notOwnEntry, ownEntry, pictureNotAllowed, votingClosed } from './errors.ts';
import type { Phase } from './schemas.ts';

/** The one site the contest lives on (spec §2: /Contest shown only for site id 1): the platform's feature gate's. */
export { contestSiteId };

/** The contest as the rules read it: its phase now, or null when none is on show (none set up, not yet open, over, cancelled). */
export type ContestSubject = Readonly<{ phase: Phase | null }>;
/** Entering: whether the chosen picture is the member's own showcase picture (media's rule) and whether they already have an entry. */
export type EnterSubject = ContestSubject & Readonly<{ pictureAllowed: boolean; entered: boolean }>;
/** Another member's entry: profiles' facts about its owner (own, visible to the actor, blocked either way). */
export type EntrySubject = ContestSubject & Readonly<{ own: boolean; visible: boolean; blockedEitherWay: boolean }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** /Contest, its drawer link and start section, Entries. */
    'contest.view': ContestSubject;
    'contest.enter': EnterSubject;
    'contest.withdraw': EntrySubject;
    'contest.vote': EntrySubject;
    'contest.unvote': EntrySubject;
  }
}

/** On show to this actor: site 1 only (never the dark site), while a contest runs or shows its results. */
export const onShow = (actor: Actor, contest: ContestSubject) => actor.site.id === contestSiteId && !actor.site.dark && contest.phase !== null;
const votingOpen = (contest: ContestSubject) => contest.phase === 'Open' || contest.phase === 'Voting';
/** An entry the actor may see at all: its owner visible to them, no block either way (profiles' rule, loaded). */
const seen = (entry: EntrySubject) => entry.own || (entry.visible && !entry.blockedEitherWay);

export const mayView = (actor: Actor, contest: ContestSubject) => onShow(actor, contest);
/** A paying member, while entries are open, with their own showcase picture, once per contest. */
export const mayEnter = (actor: Actor, s: EnterSubject) => onShow(actor, s) && s.phase === 'Open' && actor.member && s.pictureAllowed && !s.entered;
/** The entry's owner, while the contest is on show (a picture taken back is theirs to take). */
export const mayWithdraw = (actor: Actor, s: EntrySubject) => onShow(actor, s) && s.own;
/** A paying member, while voting is open, for an entry they may see that is not their own. */
export const mayVote = (actor: Actor, s: EntrySubject) => onShow(actor, s) && votingOpen(s) && actor.member && seen(s) && !s.own;
/** Taking one's vote back: while voting is open, an entry one may still see. */
export const mayUnvote = (actor: Actor, s: EntrySubject) => onShow(actor, s) && votingOpen(s) && seen(s) && !s.own;

const membersOnly = () => forbidden('contest.errors.membersOnly', 'membershipRequired');
/** Shared refusals: not on show or not seen → 404; then the phase; then the rest. */
function entryRefusal(actor: Actor, s: EntrySubject) {
  if (!onShow(actor, s) || !seen(s)) return contestNotFound();
  if (!votingOpen(s)) return votingClosed();
  if (s.own) return ownEntry();
  return membersOnly();
}

const contest = (phase: Phase | null) => ({ phase });
const entry = (phase: Phase | null, facts: Partial<EntrySubject> = {}): EntrySubject => ({ phase, own: false, visible: true, blockedEitherWay: false, ...facts });

/** Registered from index.ts (`registerPolicies`). */
export const policies: Policies = {
  'contest.view': {
    allows: mayView,
    refusal: () => contestNotFound(),
    examples: { open: contest('Open'), results: contest('Results'), none: contest(null) },
  },
  'contest.enter': {
    allows: mayEnter,
    refusal: (actor, s) => {
      if (!onShow(actor, s)) return contestNotFound();
      if (s.phase !== 'Open') return entriesClosed();
      if (!actor.member) return membersOnly();
      if (s.entered) return alreadyEntered();
      return pictureNotAllowed();
    },
    examples: {
      ownPicture: { phase: 'Open', pictureAllowed: true, entered: false },
      explicitOrAnothers: { phase: 'Open', pictureAllowed: false, entered: false },
      again: { phase: 'Open', pictureAllowed: true, entered: true },
      votingOnly: { phase: 'Voting', pictureAllowed: true, entered: false },
      none: { phase: null, pictureAllowed: true, entered: false },
    },
  },
  'contest.withdraw': {
    allows: mayWithdraw,
    refusal: (actor, s) => (!onShow(actor, s) || !seen(s) ? contestNotFound() : notOwnEntry()),
    examples: { own: entry('Open', { own: true }), anothers: entry('Open'), none: entry(null, { own: true }) },
  },
  'contest.vote': {
    allows: mayVote,
    refusal: entryRefusal,
    examples: {
      anothers: entry('Open'),
      own: entry('Open', { own: true }),
      blocked: entry('Voting', { blockedEitherWay: true }),
      hidden: entry('Open', { visible: false }),
      results: entry('Results'),
      none: entry(null),
    },
  },
  'contest.unvote': {
    allows: mayUnvote,
    refusal: entryRefusal,
    examples: { anothers: entry('Voting'), blocked: entry('Open', { blockedEitherWay: true }), results: entry('Results') },
  },
};
