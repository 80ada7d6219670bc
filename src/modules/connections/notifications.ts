import { notifyOn } from '../notifications/index.ts';
import { connectionAccepted, connectionRequested } from './events.ts';

// A relation asked for (to the asked) and accepted (to the asker), on the dark site (kind `relationRequest`).
notifyOn(connectionRequested, 'relationRequest', (e) => ({
  profileId: e.targetId, actorId: e.requesterId, kind: 'relationRequest', action: 'requested',
  subjectType: 'connection', subjectId: e.connectionId, dark: true, dedupeKey: `connection:${e.connectionId}:requested`,
}));
notifyOn(connectionAccepted, 'relationRequest', (e) => ({
  profileId: e.requesterId, actorId: e.targetId, kind: 'relationRequest', action: 'accepted',
  subjectType: 'connection', subjectId: e.connectionId, dark: true, dedupeKey: `connection:${e.connectionId}:accepted`,
}));
