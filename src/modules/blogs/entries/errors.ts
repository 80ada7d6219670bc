import { AppError, forbidden, notFound } from '../../../platform/http/errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../../platform/limits/daily.ts';
import { formatDate } from '../../../platform/i18n/formats.ts';

/** Not there, or not readable by this viewer (a draft, a hidden or blocked author, the other site): never says why. */
export const entryNotFound = () => notFound('blogs.entries.errors.notFound');
export const notAnAuthor = () => forbidden('blogs.entries.errors.notAnAuthor', 'notAnAuthor');
export const notTheOwner = () => forbidden('blogs.entries.errors.notTheOwner', 'notTheOwner');
export const notInvited = () => forbidden('blogs.entries.errors.notInvited', 'notInvited');
/** A staff Blogs ban (spec §3 Ban): the call names it and until when. */
export const bannedFromBlogs = (endsAt: Date | null, locale: Locale) =>
  new AppError(403, 'blogsBan', endsAt ? 'blogs.entries.errors.bannedUntil' : 'blogs.entries.errors.banned', endsAt ? { until: formatDate(endsAt, locale) } : {});
export const coAuthorNameNotFound = (name: string) => new AppError(400, 'invalidInput', 'blogs.entries.errors.coAuthorNameNotFound', { field: 'coAuthors', name }, 'coAuthors');
export const coAuthorNotFound = () => new AppError(400, 'invalidInput', 'blogs.entries.errors.coAuthorNotFound', { field: 'coAuthorIds' }, 'coAuthorIds');
/** A picture that is not from the writer's own albums (only the editor's choice of their pictures is offered). */
export const pictureNotOwn = () => new AppError(400, 'invalidInput', 'blogs.entries.errors.pictureNotOwn', { field: 'body' }, 'body');
export const bodyRequired = () => new AppError(400, 'invalidInput', 'blogs.entries.errors.bodyRequired', { field: 'body' }, 'body');
export const tooManyEntriesToday = (perDay: number, resetAt: Date, locale: Locale) =>
  dailyLimitReached('tooManyEntriesToday', 'blogs.entries.errors.tooManyToday', perDay, resetAt, locale);
/** An author liking their own entry (ToggleLike, the like form). */
export const ownEntryNotLiked = () => new AppError(400, 'invalidInput', 'blogs.entries.errors.ownEntryNotLiked', { field: 'itemId' }, 'itemId');
