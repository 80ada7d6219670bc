import type { AppModule } from '../../platform/http/define.ts';

/**
 * Comments on any subject another module owns (issue 22): a comment and one layer of replies, keyed by subject
 * type and id; likes, paging, the `comments.added` event, a server-rendered thread with a plain form and a React
 * island; and the Emojis calls (a member's recent emojis). See CONTEXT.md.
 */
export const commentsModule: AppModule = {
  name: 'comments',
};

export { registerCommentSubject, type CommentSubject, type CommentSubjectType } from './subjects.ts';
