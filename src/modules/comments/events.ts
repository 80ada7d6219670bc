import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/**
 * A comment was added (published in the add's transaction). The subject's module subscribes and turns it into
 * notifications: `parentAuthorId` is the author of the comment replied to (null for a top-level comment, or a
 * deleted profile's); `dark` the subject's site.
 */
export const commentAdded = defineEvent(
  'comments.added',
  z.object({
    subjectType: z.string(),
    subjectId: id,
    commentId: id,
    authorId: id,
    parentId: id.nullable(),
    parentAuthorId: id.nullable(),
    dark: z.boolean(),
  }),
);
