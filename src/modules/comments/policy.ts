import type { Actor } from '../../platform/auth/actor.ts';
import { StaffRole } from '../../platform/auth/access.ts';
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
export const moderatesAll = (actor: Actor) => actor.staffRole >= StaffRole.ChatModerator;

export const mayRead = (_actor: Actor, subject: CommentSubject) => subject.readable;
export const mayAdd = (actor: Actor, subject: CommentSubject) => actor.profileId !== null && subject.readable && subject.open;
/** Only the author edits, and not a placeholder. */
export const mayEdit = (actor: Actor, c: CommentOnSubject) => c.subject.readable && !c.removed && actor.profileId !== null && c.authorId === actor.profileId;
/** The author, the subject's moderator (its owner or authors) or staff moderators. */
export const mayDelete = (actor: Actor, c: CommentOnSubject) =>
  c.subject.readable && !c.removed && actor.profileId !== null && (c.authorId === actor.profileId || c.subject.moderator || moderatesAll(actor));

export const policies: Policies = {
  'comments.read': { allows: mayRead, refusal: () => subjectNotFound() },
  'comments.add': { allows: mayAdd, refusal: (_a, s) => (s.readable ? cannotComment() : subjectNotFound()) },
  'comments.edit': { allows: mayEdit, refusal: (_a, c) => (c.subject.readable && !c.removed ? cannotEdit() : commentNotFound()) },
  'comments.delete': { allows: mayDelete, refusal: (_a, c) => (c.subject.readable && !c.removed ? cannotDelete() : commentNotFound()) },
};
