import { AppError, forbidden, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';

/** The guestbook is a dark-site feature: on the regular site it does not exist (the platform's site gate answers the same). */
export const darkSiteOnly = () => notFound('common.errors.darkSiteOnly');
export const cannotWriteOwn = () => new AppError(400, 'cannotWriteOwn', 'guestbook.errors.own', {}, 'profileId');
/** Blocked either way: the same answer as a profile that is not there, so a block is never revealed. */
export const blockedWriter = () => notFound('profiles.errors.notFound');
export const entryNotFound = () => notFound('guestbook.errors.entryNotFound');
export const cannotDeleteEntry = () => forbidden('guestbook.errors.cannotDelete');
export const tooManyEntries = (seconds: number, wait: string) => tooManyRequests(seconds, wait, 'guestbook.errors.tooMany');
/** The writer wrote their `entriesPerDay` in the last 24 hours; the text says when one more is allowed. */
export const tooManyEntriesToday = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyEntriesToday', 'guestbook.errors.tooManyToday', perDay, resetAt, locale);
