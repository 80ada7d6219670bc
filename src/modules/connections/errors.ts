import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';

/** Relations are a dark-site feature: on the regular site they do not exist (the platform's site gate answers the same). */
export const darkSiteOnly = () => notFound('common.errors.darkSiteOnly');
export const cannotAskSelf = () => new AppError(400, 'invalidInput', 'connections.errors.self', { field: 'profileId' }, 'profileId');
export const alreadyConnected = () => conflict('connections.errors.duplicate', 'profileId');
/** Blocked either way: the same answer as a profile that is not there, so a block is never revealed. */
export const blocked = () => notFound('profiles.errors.notFound');
/** Not there, not the viewer's, or no longer waiting: the same answer. */
export const connectionNotFound = () => notFound('connections.errors.notFound');
/** The member sent their `relationRequestsPerDay` in the last 24 hours; the text says when one more is allowed. */
export const tooManyRequests = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyRelationRequests', 'connections.errors.tooManyRequests', perDay, resetAt, locale);
