import type { Knex } from 'knex';
import type { Actor } from '../../platform/auth/actor.ts';
import { createRegistry } from '../../platform/registry.ts';

/**
 * What carries comments (a blog entry, later a lodge debate entry, a meetup, an event) is another module's: that
 * module registers its subject type here, from its own index.ts, and comments asks it the facts its rules read.
 * Comments never imports the subject's module.
 */
export type CommentSubject = Readonly<{
  subjectType: string;
  subjectId: number;
  /** The subject's site: its comments, their notifications and realtime stay there. */
  dark: boolean;
  /** The actor may read the subject, so its comments (the subject's own rule: its 404 otherwise). */
  readable: boolean;
  /** The actor may write a comment on it now (a member, not banned, the subject open to comments). */
  open: boolean;
  /**
   * Not open to the actor only because they are not a member: a membership would open it (the thread then says
   * commenting is for members, with the purchase popup). Absent: no.
   */
  membershipOpens?: boolean;
  /** The actor moderates the subject's comments (its owner or authors, a lodge's admins): may delete any. */
  moderator: boolean;
  /** Who is told of a new top-level comment (the subject's owner and authors); never the comment's own writer. */
  ownerIds: readonly number[];
  /** The subject's page (a plain form's redirect ends there with `#comment-<id>`). */
  path: string;
  /** The subject's title for notifications and lists. */
  title: string;
}>;

export type CommentSubjectType = Readonly<{
  /** The facts for one subject as this actor sees it; null when there is no such subject. */
  load: (db: Knex, actor: Actor, subjectId: number) => Promise<CommentSubject | null>;
  /**
   * Called inside the transaction of every added, edited or deleted comment on a subject, so the subject's own
   * counts (a comment count, a last-comment time its lists order by) change with the comment.
   */
  changed?: (trx: Knex.Transaction, subjectId: number) => Promise<void>;
  /**
   * Members who opened the subject's page lately (a blog entry: read today or yesterday), at most `readersTold`:
   * their open page is told of a change in the thread too, not only the owners' and the writers'. A reader
   * who may no longer see a comment gets nothing from the event: it names ids, and their page asks again
   * under their own access.
   */
  readers?: (db: Knex, subjectId: number, limit: number) => Promise<readonly number[]>;
}>;

/** The most recent readers a change in a thread is told to (beyond its owners and writers). */
export const readersTold = 1000;

const subjectTypes = createRegistry<string, CommentSubjectType>('comment subject types');

/** Registers a subject type (a module's index.ts); returns its undo for tests. */
export const registerCommentSubject = (type: string, subject: CommentSubjectType) => subjectTypes.register(type, subject);

/** The registered subject type, or undefined (an unknown type is a 404 to the caller). */
export const commentSubjectType = (type: string): CommentSubjectType | undefined => subjectTypes.lookup(type);
