import type { PublicIdentity } from '../accounts/index.ts';
import type { CommentRow } from './repo.ts';

/** A comment on the wire (JSON) and in the view. `author` null: a deleted profile (or a placeholder's). */
export type CommentView = {
  id: number;
  parentId: number | null;
  author: { id: number; name: string; path: string } | null;
  text: string;
  createdAt: string;
  editedAt: string | null;
  removed: boolean;
  likes: number;
  likedByViewer: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  replies?: CommentView[];
  moreReplies?: number;
};

export type CommentPage = { comments: CommentView[]; next: number | null; total: number };
export type RepliesPage = { replies: CommentView[]; next: number | null };

export function presentComment(
  c: CommentRow,
  author: PublicIdentity | undefined,
  likes: { count: number; liked: boolean } | undefined,
  may: { edit: boolean; delete: boolean },
): CommentView {
  const removed = c.removedAt !== null;
  return {
    id: c.id,
    parentId: c.parentId,
    author: !removed && author ? { id: author.id, name: author.name, path: `/Profile/${author.id}` } : null,
    text: removed ? '' : c.text,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt ? c.editedAt.toISOString() : null,
    removed,
    likes: removed ? 0 : (likes?.count ?? 0),
    likedByViewer: !removed && (likes?.liked ?? false),
    mayEdit: may.edit,
    mayDelete: may.delete,
  };
}
