import { AppError, conflict, notFound } from '../../platform/http/errors.ts';

/** Relations are a dark-site feature: on the regular site they do not exist. */
export const darkSiteOnly = () => notFound('connections.errors.darkOnly');
export const cannotAskSelf = () => new AppError(400, 'invalidInput', 'connections.errors.self', { field: 'profileId' }, 'profileId');
export const alreadyConnected = () => conflict('connections.errors.duplicate', 'profileId');
/** Blocked either way: the same answer as a profile that is not there, so a block is never revealed. */
export const blocked = () => notFound('profiles.errors.notFound');
/** Not there, not the viewer's, or no longer waiting: the same answer. */
export const connectionNotFound = () => notFound('connections.errors.notFound');
