import { AppError, notFound } from '../../platform/http/errors.ts';

export const cannotListSelf = () => new AppError(400, 'cannotListSelf', 'lists.errors.self', {}, 'profileId');
export const notAFavourite = () => notFound('lists.errors.notFavourite');
export const noSuchVisit = () => notFound('lists.errors.noVisit');
export const noSuchNote = () => notFound('lists.errors.noNote');
