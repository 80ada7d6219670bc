import { notifyOn } from '../notifications/index.ts';
import { entryWritten } from './events.ts';

// A new entry in the member's guestbook (kind `guestbookEntry`, registered in index.ts), on the dark site.
notifyOn(entryWritten, 'guestbookEntry', (e) => ({
  profileId: e.profileId, actorId: e.writerId, kind: 'guestbookEntry', action: 'written',
  subjectType: 'guestbookEntry', subjectId: e.entryId, dark: true, dedupeKey: `guestbook:${e.entryId}`,
}));
