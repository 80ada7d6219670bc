import { AppError, notFound } from '../../platform/http/errors.ts';

/** One's own picture is never shown to rate, and a call naming it is refused. */
export const cannotRateOwn = () => new AppError(400, 'cannotRateOwn', 'quickscor.errors.own', {}, 'profileId');
/** A profile the rater may not see (gone, blocked either way, not on this site): the profiles 404, never saying why. */
export const profileNotFound = () => notFound('profiles.errors.notFound');
