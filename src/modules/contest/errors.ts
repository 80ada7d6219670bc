import { AppError, notFound } from '../../platform/http/errors.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';
import type { Locale } from '../../platform/i18n/index.ts';

/** No contest on show here, or an entry the viewer may not see: a 404 that never says why. */
export const contestNotFound = () => notFound('contest.errors.notFound');
export const entriesClosed = () => new AppError(409, 'entriesClosed', 'contest.errors.entriesClosed');
export const votingClosed = () => new AppError(409, 'votingClosed', 'contest.errors.votingClosed');
export const alreadyEntered = () => new AppError(409, 'alreadyEntered', 'contest.errors.alreadyEntered');
export const alreadyVoted = () => new AppError(409, 'alreadyVoted', 'contest.errors.alreadyVoted');
export const notVoted = () => new AppError(409, 'notVoted', 'contest.errors.notVoted');
export const ownEntry = () => new AppError(403, 'ownEntry', 'contest.errors.ownEntry');
export const notOwnEntry = () => new AppError(403, 'notOwnEntry', 'contest.errors.notOwnEntry');
/** A picture that is not the member's own, not Live, explicit, or not in an album others see. */
export const pictureNotAllowed = () => new AppError(400, 'invalidInput', 'contest.errors.pictureNotAllowed', { field: 'mediaId' }, 'mediaId');
/** The daily vote cap is spent: 429 with when one more vote is allowed. */
export const tooManyVotesToday = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyVotesToday', 'contest.errors.dailyLimit', perDay, resetAt, locale);
