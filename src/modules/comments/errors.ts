import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { formatWaitTime } from '../../platform/i18n/formats.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';

/** An unknown subject type, a subject that is not there or that the actor may not read: one answer, never why. */
export const subjectNotFound = () => notFound('comments.errors.notFound');
/** A comment that is not there, or on a subject the actor may not read. */
export const commentNotFound = () => notFound('comments.errors.notFound');
/** The subject is readable but closed to the actor's comments (not a member, banned, closed). */
export const cannotComment = () => forbidden('comments.errors.cannotComment', 'cannotComment');
export const cannotEdit = () => forbidden('comments.errors.cannotEdit', 'cannotEdit');
export const cannotDelete = () => forbidden('comments.errors.cannotDelete', 'cannotDelete');
export const badParent = () => new AppError(400, 'invalidInput', 'comments.errors.badParent', { field: 'parentId' }, 'parentId');
/** A placeholder (a deleted comment kept for its replies) is not edited. */
export const removedComment = () => new AppError(400, 'invalidInput', 'comments.errors.removed', { field: 'commentId' }, 'commentId');
export const tooManyComments = (seconds: number, locale: Locale) => tooManyRequests(seconds, formatWaitTime(seconds, locale), 'comments.errors.tooMany');
export const tooManyCommentsToday = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyCommentsToday', 'comments.errors.tooManyToday', perDay, resetAt, locale);
export const unknownEmoji = () => new AppError(400, 'invalidInput', 'comments.errors.unknownEmoji', { field: 'emoji' }, 'emoji');
