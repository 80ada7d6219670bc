import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { registerMembersOnlyFeature } from '../../../platform/members-only.ts';
import { registerCommentSubject } from '../../comments/index.ts';
import { registerNotificationKind } from '../../profiles/index.ts';
import { actions } from './api.ts';
import { debateKinds, subscribers } from './notifications.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { debateEntrySubjectType } from './repo.ts';
import { forgetLodgeDebates } from './service.ts';
import { onLodgeDeleted } from '../core/cleanup.ts';
import { commentReaders, commentsChanged, loadCommentSubject } from './subject.ts';
import './personal-data.ts';

// A lodge deleted takes its entries by cascade; their comments live in the comments module.
onLodgeDeleted(forgetLodgeDebates);

registerPolicies(policies);
registerCommentSubject(debateEntrySubjectType, { load: loadCommentSubject, changed: commentsChanged, readers: commentReaders });

// The short address of an entry redirects to its page in its lodge (the notification carries only the entry's id).
const toEntry = (n: { subjectId: number }) => `/Community/Lodges/Debate/${n.subjectId}`;
registerNotificationKind(debateKinds.entry, {
  label: 'lodges.debates.notifications.kinds.lodgeDebateEntry',
  sentences: { wrote: 'lodges.debates.notifications.sentence.wrote' },
  link: toEntry,
  defaults: ['site'],
  site: 'both',
});
registerNotificationKind(debateKinds.comment, {
  label: 'lodges.debates.notifications.kinds.lodgeDebateComment',
  sentences: { commented: 'lodges.debates.notifications.sentence.commented' },
  link: toEntry,
  defaults: ['site', 'push'],
  site: 'both',
});

// Writing in a lodge's debate is for paying members (spec §5); payments' membership pages list it.
registerMembersOnlyFeature('lodgeDebates', { label: 'lodges.debates.membersOnly', link: '/Community/Lodges', offersOneDay: true, paths: [], order: 82 });

/**
 * Lodge debates (issue 33 item 3): categories, entries (write, edit, delete, lock, pin, move, follow, views),
 * their comments through the comments module, the Debate tab's pages and the debate calls of /api/Lodges.
 * See CONTEXT.md.
 */
export const debatesArea: ModuleArea = { pages, api: [{ controller: 'Lodges', actions }], subscribers };

export { debateEntrySubjectType } from './repo.ts';
export { forgetLodgeDebates } from './service.ts';
export { tellOfDebateComment } from './notifications.ts';
