import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../../platform/limits/daily.ts';

/** An entry the viewer may not read, or that is not there: the same answer, never saying why. */
export const entryNotFound = () => notFound('blogs.lists.errors.entryNotFound');
/** A profile the viewer may not see (blocked, not active): the same answer as one that is not there. */
export const authorNotFound = () => notFound('blogs.lists.errors.authorNotFound');
export const ownEntry = () => new AppError(400, 'ownEntry', 'blogs.lists.errors.ownEntry', {}, 'blogEntryId');
export const ownProfile = () => new AppError(400, 'ownProfile', 'blogs.lists.errors.ownProfile', {}, 'authorId');
/** Following reaches the author (their new-follower count): capped a day, like every way to reach a stranger. */
export const tooManyFollowsToday = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyFollowsToday', 'blogs.lists.errors.tooManyFollows', perDay, resetAt, locale);
