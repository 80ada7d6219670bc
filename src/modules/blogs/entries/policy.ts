import { mayEnterDarkSite } from '../../../platform/auth/access.ts';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { moderatesAll } from '../../comments/index.ts';
import type { EntrySubject } from '../visibility.ts';
import { bannedFromBlogs, entryNotFound, notAnAuthor, notInvited, notTheOwner, ownEntryNotLiked } from './errors.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';

/** Writing at all (Create, and every edit): a member without a staff Blogs ban (spec §3 Ban, §5). */
export type WriterSubject = Readonly<{ ban: { endsAt: Date | null } | null; locale: Locale }>;
/** One entry as its would-be editor sees it: the read facts, whether the actor owns it, and the writer facts. */
export type EntryChangeSubject = Readonly<{ entry: EntrySubject; owner: boolean; coAuthor: boolean; invited: boolean; writer: WriterSubject }>;
/** Commenting on one entry: the actor may read it (blogs.browse and blogs.read), it is published, and a Blogs ban on the actor. */
export type EntryCommentSubject = Readonly<{ readable: boolean; published: boolean; banned: boolean }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** The blogs of the request's site at all (the entry page and the public calls are `public`). */
    'blogs.browse': null;
    'blogs.read': EntrySubject;
    /** "Write an entry": the Create page (a member; a banned one is shown the ban there). */
    'blogs.create': null;
    'blogs.write': WriterSubject;
    'blogs.edit': EntryChangeSubject;
    'blogs.delete': EntryChangeSubject;
    'blogs.confirmCoAuthor': EntryChangeSubject;
    'blogs.comment': EntryCommentSubject;
    'blogs.like': EntrySubject;
  }
}

/** The platform's own refusal of a non-member (the island opens the purchase popup on it). */
const membershipRequired = () => new AppError(403, 'membershipRequired', 'common.errors.membershipRequired');

/** Staff who moderate blogs (curators, comment moderators): ChatModerator and above (see ../CONTEXT.md). */
export const moderatesBlogs = (actor: Actor) => moderatesAll(actor);

/**
 * The dark site is for logged-on profiles admitted there (spec §4, the guard's rule for every logged-on route): the
 * entry page and the public calls are `public` for the regular site's visitors, so on the dark site an actor the
 * guard would refuse reads no entry.
 */
export const admittedToSite = (actor: Actor): boolean => !actor.site.dark || (actor.profileId !== null && mayEnterDarkSite(actor));

/**
 * "May this viewer read this blog entry" for one loaded entry (visibility.ts has the same rule in SQL): read on the
 * site it was written on, once published, while its owner is a profile the viewer may see and unless the viewer hid
 * the entry or its owner; its own authors read it in any state.
 */
export const mayReadEntry = (actor: Actor, entry: EntrySubject): boolean =>
  entry.dark === actor.site.dark && (entry.author || (entry.published && entry.ownerVisible && !entry.hidden));

/** Entries are written by members; a Blogs ban is worth loading only for them (for anyone else it changes nothing). */
export const writesEntries = (actor: Actor): actor is ProfileActor => actor.profileId !== null && actor.member;
export const mayWrite = (actor: Actor, w: WriterSubject) => writesEntries(actor) && w.ban === null;
/** The owner and confirmed co-authors edit, on the entry's own site, while they may write. */
export const mayEdit = (actor: Actor, s: EntryChangeSubject) => (s.owner || s.coAuthor) && s.entry.dark === actor.site.dark && mayWrite(actor, s.writer);
/** The owner deletes (a ban does not keep them from taking their entry down); staff ChatModerator+ delete any they can read. */
export const mayDelete = (actor: Actor, s: EntryChangeSubject) => s.entry.dark === actor.site.dark && (s.owner || (moderatesBlogs(actor) && mayReadEntry(actor, s.entry)));
/** An invited co-author confirms (they may read the entry as an author once they have). */
export const mayConfirm = (actor: Actor, s: EntryChangeSubject) => s.invited && s.entry.dark === actor.site.dark;

/** A member comments on a published entry they may read, unless a Blogs ban keeps them from writing. */
export const mayComment = (actor: Actor, c: EntryCommentSubject) => writesEntries(actor) && c.readable && c.published && !c.banned;
/** Commenting is closed to a logged-on non-member only for want of a membership (the thread offers one). */
export const commentingOpensWithMembership = (actor: Actor, c: EntryCommentSubject) => actor.profileId !== null && !actor.member && c.readable && c.published;
/** The entry's authors and blog staff moderate its comments (delete any). */
export const moderatesEntryComments = (actor: Actor, authors: readonly number[]) => (actor.profileId !== null && authors.includes(actor.profileId)) || moderatesBlogs(actor);

/** Like a published entry one may read, never one's own. */
export const mayLike = (actor: Actor, entry: EntrySubject) => actor.profileId !== null && mayReadEntry(actor, entry) && entry.published && !entry.author;

const writeRefusal = (actor: Actor, w: WriterSubject) => (actor.member ? bannedFromBlogs(w.ban?.endsAt ?? null, w.locale) : membershipRequired());

const entry = (over: Partial<EntrySubject>): EntrySubject => ({ entryId: 1, ownerId: 200, dark: false, published: true, author: false, ownerVisible: true, hidden: false, ...over });
const entries = {
  'my draft': entry({ ownerId: 100, published: false, author: true }),
  "another's, published": entry({}),
  "another's draft": entry({ published: false }),
  'hidden by me': entry({ hidden: true }),
  "a blocked owner's": entry({ ownerVisible: false }),
  'on the dark site': entry({ dark: true }),
  'mine on the dark site': entry({ ownerId: 100, dark: true, author: true }),
} satisfies Record<string, EntrySubject>;
const writers = { 'no ban': { ban: null, locale: 'en-GB' }, banned: { ban: { endsAt: null }, locale: 'en-GB' } } satisfies Record<string, WriterSubject>;
const changes = {
  'my entry': { entry: entries['my draft'], owner: true, coAuthor: false, invited: false, writer: writers['no ban'] },
  'my entry, banned': { entry: entries['my draft'], owner: true, coAuthor: false, invited: false, writer: writers.banned },
  'co-authored': { entry: entry({ author: true }), owner: false, coAuthor: true, invited: false, writer: writers['no ban'] },
  'invited to': { entry: entry({ author: true, published: false }), owner: false, coAuthor: false, invited: true, writer: writers['no ban'] },
  "another's, published": { entry: entries["another's, published"], owner: false, coAuthor: false, invited: false, writer: writers['no ban'] },
  "another's draft": { entry: entries["another's draft"], owner: false, coAuthor: false, invited: false, writer: writers['no ban'] },
  'my entry on the dark site': { entry: entry({ ownerId: 100, author: true, dark: true }), owner: true, coAuthor: false, invited: false, writer: writers['no ban'] },
} satisfies Record<string, EntryChangeSubject>;

export const policies: Policies = {
  'blogs.browse': { allows: admittedToSite, refusal: () => entryNotFound(), examples: { "this site's blogs": null } },
  'blogs.read': { allows: mayReadEntry, refusal: () => entryNotFound(), examples: entries },
  'blogs.create': { allows: writesEntries, refusal: () => membershipRequired(), examples: { 'a new entry': null } },
  'blogs.write': { allows: mayWrite, refusal: writeRefusal, examples: writers },
  'blogs.edit': {
    allows: mayEdit,
    refusal: (actor, s) => (!mayReadEntry(actor, s.entry) ? entryNotFound() : !(s.owner || s.coAuthor) ? notAnAuthor() : writeRefusal(actor, s.writer)),
    examples: changes,
  },
  'blogs.delete': { allows: mayDelete, refusal: (actor, s) => (mayReadEntry(actor, s.entry) ? notTheOwner() : entryNotFound()), examples: changes },
  'blogs.confirmCoAuthor': { allows: mayConfirm, refusal: (actor, s) => (mayReadEntry(actor, s.entry) ? notInvited() : entryNotFound()), examples: changes },
  'blogs.comment': {
    allows: mayComment,
    refusal: (actor) => (actor.member ? entryNotFound() : membershipRequired()),
    examples: {
      'a published entry': { readable: true, published: true, banned: false },
      'a published entry, banned': { readable: true, published: true, banned: true },
      'a draft': { readable: true, published: false, banned: false },
      'an unreadable entry': { readable: false, published: true, banned: false },
    },
  },
  'blogs.like': { allows: mayLike, refusal: (actor, e) => (mayReadEntry(actor, e) ? ownEntryNotLiked() : entryNotFound()), examples: entries },
};
