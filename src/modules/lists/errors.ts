import { AppError, notFound } from '../../platform/http/errors.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';

/** A profile the member may not see: the profiles 404, the same whatever the reason. */
export const profileNotFound = () => notFound('profiles.errors.notFound');
export const cannotListSelf = () => new AppError(400, 'cannotListSelf', 'lists.errors.self', {}, 'profileId');
export const notAFavourite = () => notFound('lists.errors.notFavourite');
export const noSuchVisit = () => notFound('lists.errors.noVisit');
export const noSuchNote = () => notFound('lists.errors.noNote');
/** The member gave their `likesPerDay` in the last 24 hours; the text says when one more is allowed. */
export const tooManyLikes = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyLikes', 'lists.errors.tooManyLikes', perDay, resetAt, locale);
/** An itemType no module registered with `registerLikeable` (the schema refuses it first: this is the service's guard). */
export const unknownItemType = () => new AppError(400, 'invalidInput', 'lists.errors.unknownItemType', { field: 'itemType' }, 'itemType');
