import type { Actor } from '../../../platform/auth/actor.ts';
import type { Policies } from '../../../platform/auth/authorize.ts';
import { moderatesAll } from '../../comments/index.ts';
import { mayReadEntry, type EntrySubject } from '../visibility.ts';
import { bannedFromBlogs, entryNotFound, notAnAuthor, notInvited, notTheOwner } from './errors.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';

/** Writing at all (Create, and every edit): a member without a staff Blogs ban (spec §3 Ban, §5). */
export type WriterSubject = Readonly<{ ban: { endsAt: Date | null } | null; locale: Locale }>;
/** One entry as its would-be editor sees it: the read facts, whether the actor owns it, and the writer facts. */
export type EntryChangeSubject = Readonly<{ entry: EntrySubject; owner: boolean; coAuthor: boolean; invited: boolean; writer: WriterSubject }>;

declare module '../../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'blogs.read': EntrySubject;
    'blogs.write': WriterSubject;
    'blogs.edit': EntryChangeSubject;
    'blogs.delete': EntryChangeSubject;
    'blogs.confirmCoAuthor': EntryChangeSubject;
  }
}

/** The platform's own refusal of a non-member (the island opens the purchase popup on it). */
const membershipRequired = () => new AppError(403, 'membershipRequired', 'common.errors.membershipRequired');

/** Staff who moderate blogs (curators, comment moderators): ChatModerator and above (see ../CONTEXT.md). */
export const moderatesBlogs = (actor: Actor) => moderatesAll(actor);

export const mayWrite = (actor: Actor, w: WriterSubject) => actor.member && w.ban === null;
/** The owner and confirmed co-authors edit, on the entry's own site, while they may write. */
export const mayEdit = (actor: Actor, s: EntryChangeSubject) => (s.owner || s.coAuthor) && s.entry.dark === actor.site.dark && mayWrite(actor, s.writer);
/** The owner deletes (a ban does not keep them from taking their entry down); staff ChatModerator+ delete any they can read. */
export const mayDelete = (actor: Actor, s: EntryChangeSubject) => s.entry.dark === actor.site.dark && (s.owner || (moderatesBlogs(actor) && mayReadEntry(actor, s.entry)));
/** An invited co-author confirms (they may read the entry as an author once they have). */
export const mayConfirm = (actor: Actor, s: EntryChangeSubject) => s.invited && s.entry.dark === actor.site.dark;

const writeRefusal = (actor: Actor, w: WriterSubject) => (actor.member ? bannedFromBlogs(w.ban?.endsAt ?? null, w.locale) : membershipRequired());

export const policies: Policies = {
  'blogs.read': { allows: mayReadEntry, refusal: () => entryNotFound() },
  'blogs.write': { allows: mayWrite, refusal: writeRefusal },
  'blogs.edit': {
    allows: mayEdit,
    refusal: (actor, s) => (!mayReadEntry(actor, s.entry) ? entryNotFound() : !(s.owner || s.coAuthor) ? notAnAuthor() : writeRefusal(actor, s.writer)),
  },
  'blogs.delete': { allows: mayDelete, refusal: (actor, s) => (mayReadEntry(actor, s.entry) ? notTheOwner() : entryNotFound()) },
  'blogs.confirmCoAuthor': { allows: mayConfirm, refusal: (actor, s) => (mayReadEntry(actor, s.entry) ? notInvited() : entryNotFound()) },
};
