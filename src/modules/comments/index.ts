import type { AppModule } from '../../platform/http/define.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { registerLikeable } from '../lists/index.ts';
import { commentsActions, emojisActions } from './api.ts';
import { policies } from './policy.ts';
import { checkCommentLikeable, commentLikeType } from './service.ts';
import './personal-data.ts';

registerPolicies(policies);
// Likes on comments go through lists' likes, one item type for every subject: the check reads the comment's subject.
registerLikeable(commentLikeType, checkCommentLikeable);

/**
 * Comments on any subject another module owns (issue 22): a comment and one layer of replies, keyed by subject
 * type and id; likes, paging, the `comments.added` event, a server-rendered thread with a plain form and a React
 * island; and the Emojis calls (a member's recent emojis). See CONTEXT.md.
 */
export const commentsModule: AppModule = {
  name: 'comments',
  api: [
    { controller: 'Comments', actions: commentsActions },
    { controller: 'Emojis', actions: emojisActions },
  ],
};

export { registerCommentSubject, type CommentSubject, type CommentSubjectType } from './subjects.ts';
/** A subject's thread page in one statement (comments, first replies, authors, likes, the block rule), for any subject type. */
export { threadPage as commentThreadPage } from './service.ts';
export { listComments, listReplies, addComment, editComment, deleteComment, forgetComments, commentLikeType, commentsPerDay } from './service.ts';
export type { CommentView, CommentPage, RepliesPage } from './presenter.ts';
export { commentThread, type ThreadLocals, type ThreadOptions } from './thread.ts';
export { commentFormPages, type CommentHost } from './pages.ts';
/** The thread's address parameters (after, replies, replyAfter, edit): a subject page merges them into its query. */
export { threadQuery, commentText, commentMaxLength, commentsPageSize } from './schemas.ts';
/** Domain event (platform/events): `comments.added`, published in the add's transaction. */
export { commentAdded } from './events.ts';
/** SQL fragments for the subject modules' lists. */
export { commentedSubjectIds, commentCountsSince, commentsSince } from './repo.ts';
/** The staff level that moderates comments everywhere (ChatModerator and up). */
export { moderatesAll } from './policy.ts';
/** A comment and a page of them on the wire: a subject module's own comment calls answer with these. */
export { commentShape, commentPageShape } from './api.ts';

// A members-only feature (payments' membership pages list it): Commenting (on blog entries today).
registerMembersOnlyFeature('comments', { label: 'payments.membership.features.comments', link: '/Community/Blogs', offersOneDay: true, paths: [], order: 70 });
