import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../../platform/limits/daily.ts';

/** Not there, in a lodge the viewer may not see, or on the other site: never says which. */
export const entryNotFound = () => notFound('lodges.debates.errors.entryNotFound');
export const categoryNotFound = () => notFound('lodges.debates.errors.categoryNotFound');
/** A lodge member without a paying membership (spec §5: debate entries need membership). */
export const membershipRequired = () => new AppError(403, 'membershipRequired', 'common.errors.membershipRequired');
export const entryLocked = () => new AppError(409, 'debateEntryLocked', 'lodges.debates.errors.locked');
export const notTheAuthor = () => new AppError(403, 'notTheAuthor', 'lodges.debates.errors.notTheAuthor');
/** A category of another lodge (or none) named in a write: a 400 naming the field. */
export const categoryUnknown = () => new AppError(400, 'invalidInput', 'lodges.debates.errors.categoryUnknown', { field: 'categoryId' }, 'categoryId');
/** SortDebateCategories: the ids must be exactly the lodge's categories. */
export const categoriesMismatch = () => new AppError(400, 'invalidInput', 'lodges.debates.errors.sortMismatch', { field: 'categoryIds' }, 'categoryIds');
export const tooManyCategories = () => new AppError(409, 'tooManyDebateCategories', 'lodges.debates.errors.tooManyCategories');
/** More new entries in 24 hours than a member may write (each one notifies the lodge's members). */
export const tooManyEntriesToday = (perDay: number, resetAt: Date, locale: Locale) =>
  dailyLimitReached('tooManyDebateEntriesToday', 'lodges.debates.errors.tooManyToday', perDay, resetAt, locale);
