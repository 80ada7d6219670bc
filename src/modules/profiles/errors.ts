import { AppError, notFound } from '../../platform/http/errors.ts';

/** The same answer for a profile that does not exist, is not active, is hidden or is blocked either way. */
export const profileNotFound = () => notFound('profiles.errors.notFound');
export const cannotBlockSelf = () => new AppError(400, 'cannotBlockSelf', 'profiles.errors.blockSelf', {}, 'profileId');
