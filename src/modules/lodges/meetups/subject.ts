import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import type { CommentSubject } from '../../comments/index.ts';
import { subjectOf } from '../core/index.ts';
import type { LoadedLodge } from '../core/repo.ts';
import { meetupPath } from './presenter.ts';
import * as repo from './repo.ts';
import type { Meetup } from './repo.ts';

export const meetupCommentType = repo.meetupCommentType;

/**
 * A meetup as a comment subject (registered from index.ts): readable by whoever sees the lodge (lodges.view), open
 * to the lodge's members (lodges.participate) while it is not cancelled, moderated by its assistants and admins
 * (lodges.moderate); its planner is told of a new comment.
 */
export function commentSubjectOf(actor: Actor, loaded: LoadedLodge, meetup: Meetup): CommentSubject {
  const lodge = subjectOf(loaded);
  const readable = may(actor, 'lodges.view', lodge);
  return {
    subjectType: meetupCommentType,
    subjectId: meetup.id,
    dark: loaded.lodge.dark,
    readable,
    open: readable && meetup.cancelledAt === null && may(actor, 'lodges.participate', lodge),
    moderator: readable && may(actor, 'lodges.moderate', lodge),
    ownerIds: meetup.createdBy === null ? [] : [meetup.createdBy],
    path: meetupPath(meetup.lodgeId, meetup.id),
    title: meetup.title,
  };
}

export async function loadCommentSubject(db: Knex, actor: Actor, meetupId: number): Promise<CommentSubject | null> {
  const found = await repo.findMeetupWithLodge(db, meetupId, actor.profileId);
  return found ? commentSubjectOf(actor, found.loaded, found.meetup) : null;
}

/** In every comment's transaction: the meetup's comment count follows. */
export const commentsChanged = (trx: Knex.Transaction, meetupId: number) => repo.refreshCommentCount(trx, meetupId);
