import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize, registerPolicies } from '../../../platform/auth/authorize.ts';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { registerCommentSubject } from '../../comments/index.ts';
import { registerLikeable } from '../../lists/index.ts';
import { registerNotificationKind } from '../../profiles/index.ts';
import { actions } from './api.ts';
import { subscribers } from './notifications.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { findEntryForViewer } from './service.ts';
import { commentReaders, commentsChanged, entrySubjectType, loadCommentSubject } from './subject.ts';
import { entryPath } from '../paths.ts';
// Blogs' personal data (the whole module's tables but curation's): ../personal-data.ts.
import '../personal-data.ts';

registerPolicies(policies);
registerCommentSubject(entrySubjectType, { load: loadCommentSubject, changed: commentsChanged, readers: commentReaders });
// Spec §7 Likes: an entry the liker may read (the same 404 otherwise), never their own.
registerLikeable(entrySubjectType, async (db: Knex, itemId: number, actor: ProfileActor) => {
  const { subject } = await findEntryForViewer(db, actor, itemId);
  authorize(actor, 'blogs.like', subject);
});

const toEntry = (n: { subjectId: number }) => entryPath({ id: n.subjectId, slug: '' }).replace(/\/$/, '');
// Blogs' notification kinds, on the entry's own site ('both': each notification carries its entry's site).
const kinds = [
  { kind: 'blogComment', action: 'commented', defaults: ['site', 'push'] },
  { kind: 'blogReply', action: 'replied', defaults: ['site', 'push'] },
  { kind: 'blogCoAuthor', action: 'invited', defaults: ['site', 'email'] },
] as const;
for (const { kind, action, defaults } of kinds) {
  registerNotificationKind(kind, {
    label: `blogs.entries.notifications.kinds.${kind}`,
    sentences: { [action]: `blogs.entries.notifications.sentence.${action}` },
    link: toEntry,
    defaults: [...defaults],
    site: 'both',
  });
}

/**
 * Blogs' entries area (issue 22): writing, editing and deleting an entry (the editor island, the plain form),
 * its page with comments, co-authors, the read count, and the entry side of /api/Blogs. See ../CONTEXT.md.
 */
export const entriesArea: ModuleArea = {
  pages,
  api: [{ controller: 'Blogs', actions }],
  subscribers,
};

export { findEntryForViewer, loadEntrySubject } from './service.ts';
export { entryAuthorIds, type Entry } from './repo.ts';
export { entrySubjectType } from './subject.ts';
export { entryPublished, coAuthorsInvited } from './events.ts';
export { sanitizeBody, plainText } from './sanitize.ts';
export { excerptOf } from '../excerpt.ts';
/** Staff who moderate blogs (and curate them, acting as themselves): the comments' moderators, ChatModerator and up. */
export { moderatesBlogs, mayReadEntry } from './policy.ts';
