import { AppError, notFound } from '../../../platform/http/errors.ts';

/** An album or item that is not there, or not of a lodge the actor may see the media of: never says which. */
export const albumNotFound = () => notFound('lodges.media.errors.albumNotFound');
export const itemNotFound = () => notFound('lodges.media.errors.itemNotFound');
/** An item moves only between albums of its own lodge. */
export const otherLodgesAlbum = () => new AppError(400, 'invalidInput', 'lodges.media.errors.otherLodgesAlbum', { field: 'albumId' }, 'albumId');
/** Accept or Reject of an item a moderator has already decided. */
export const alreadyDecided = () => new AppError(409, 'lodgeMediaDecided', 'lodges.media.errors.alreadyDecided');
