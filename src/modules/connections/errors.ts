import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts';

/** Relations are a dark-site feature: on the regular site they do not exist. */
export const darkSiteOnly = () => notFound('connections.errors.darkOnly');
export const cannotAskSelf = () => new AppError(400, 'invalidInput', 'connections.errors.self', { field: 'profileId' }, 'profileId');
export const alreadyConnected = () => conflict('connections.errors.duplicate', 'profileId');
export const blocked = () => forbidden('connections.errors.blocked');
/** Not there, not the viewer's, or no longer waiting: the same answer. */
export const connectionNotFound = () => notFound('connections.errors.notFound');
