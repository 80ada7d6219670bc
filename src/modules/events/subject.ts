import type { Knex } from 'knex';
import type { Actor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';
import type { CommentSubject } from '../comments/index.ts';
import { eventPath } from './presenter.ts';
import * as repo from './repo.ts';
import type { EventWithPlaces } from './repo.ts';
import { eventSubjectOf } from './service.ts';

/**
 * An event as a comment subject (registered from index.ts): readable by whoever sees it (events.view), open to
 * everyone logged on who sees it while it is not cancelled, moderated by its organisers (events.manage, staff); its
 * organiser is told of a new comment.
 */
export function commentSubjectOf(actor: Actor, event: EventWithPlaces): CommentSubject {
  const subject = eventSubjectOf(event);
  const readable = may(actor, 'events.view', subject);
  return {
    subjectType: repo.eventCommentType,
    subjectId: event.id,
    dark: event.dark,
    readable,
    open: readable && actor.profileId !== null && !subject.cancelled,
    // Its organisers moderate its comments, a cancelled event's too.
    moderator: readable && may(actor, 'events.manage', { ...subject, cancelled: false }),
    ownerIds: event.createdBy === null ? [] : [event.createdBy],
    path: eventPath(event),
    title: event.title,
  };
}

export async function loadCommentSubject(db: Knex, actor: Actor, eventId: number): Promise<CommentSubject | null> {
  const event = await repo.findEventForViewer(db, eventId, actor.profileId);
  return event ? commentSubjectOf(actor, event) : null;
}

/** In every comment's transaction: the event's comment count follows. */
export const commentsChanged = (trx: Knex.Transaction, eventId: number) => repo.refreshCommentCount(trx, eventId);
