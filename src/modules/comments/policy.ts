import type { Actor } from '../../platform/auth/actor.ts';
import { hasStaffRole } from '../../platform/auth/access.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import type { CommentSubject } from './subjects.ts';
import { cannotComment, cannotDelete, cannotEdit, commentNotFound, subjectNotFound } from './errors.ts';

/** One comment as its rules read it: its subject as the actor sees it, its author (null: a deleted profile). */
export type CommentOnSubject = Readonly<{ subject: CommentSubject; authorId: number | null; removed: boolean }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    'comments.read': CommentSubject;
    'comments.add': CommentSubject;
    'comments.edit': CommentOnSubject;
    'comments.delete': CommentOnSubject;
  }
}

/** Staff who moderate comments everywhere (spec: ChatModerator and above). */
export const moderatesAll = (actor: Actor) => hasStaffRole(actor, 'ChatModerator');

export const mayRead = (_actor: Actor, subject: CommentSubject) => subject.readable;
export const mayAdd = (actor: Actor, subject: CommentSubject) => actor.profileId !== null && subject.readable && subject.open;
/** Only the author edits, and not a placeholder. */
export const mayEdit = (actor: Actor, c: CommentOnSubject) => c.subject.readable && !c.removed && actor.profileId !== null && c.authorId === actor.profileId;
/** The author, the subject's moderator (its owner or authors) or staff moderators. */
export const mayDelete = (actor: Actor, c: CommentOnSubject) =>
  c.subject.readable && !c.removed && actor.profileId !== null && (c.authorId === actor.profileId || c.subject.moderator || moderatesAll(actor));

const subject = (over: Partial<CommentSubject>): CommentSubject => ({
  subjectType: 'blogEntry', subjectId: 1, dark: false, readable: true, open: true, moderator: false, ownerIds: [300], path: '/Blog/1', title: 'An entry', ...over,
});
const subjects = {
  'open to me': subject({}),
  'closed to me': subject({ open: false }),
  'closed till I am a member': subject({ open: false, membershipOpens: true }),
  'I moderate': subject({ moderator: true, ownerIds: [100] }),
  unreadable: subject({ readable: false, open: false }),
} satisfies Record<string, CommentSubject>;
const comments = {
  mine: { subject: subjects['open to me'], authorId: 100, removed: false },
  "another's": { subject: subjects['open to me'], authorId: 200, removed: false },
  "another's, on a subject I moderate": { subject: subjects['I moderate'], authorId: 200, removed: false },
  'mine, removed': { subject: subjects['open to me'], authorId: 100, removed: true },
  'mine, on an unreadable subject': { subject: subjects.unreadable, authorId: 100, removed: false },
} satisfies Record<string, CommentOnSubject>;

export const policies: Policies = {
  'comments.read': { allows: mayRead, refusal: () => subjectNotFound(), examples: subjects },
  'comments.add': { allows: mayAdd, refusal: (_a, s) => (s.readable ? cannotComment() : subjectNotFound()), examples: subjects },
  'comments.edit': { allows: mayEdit, refusal: (_a, c) => (c.subject.readable && !c.removed ? cannotEdit() : commentNotFound()), examples: comments },
  'comments.delete': { allows: mayDelete, refusal: (_a, c) => (c.subject.readable && !c.removed ? cannotDelete() : commentNotFound()), examples: comments },
};
