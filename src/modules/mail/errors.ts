import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';

export const cannotWriteSelf = () => new AppError(400, 'cannotWriteSelf', 'mail.errors.self', {}, 'profileId');
export const conversationNotFound = () => notFound('mail.errors.notFound');
/** Blocked either way or not Active: one answer, so a block is not spelled out. */
export const cannotWrite = () => forbidden('mail.errors.cannotWrite', 'cannotWrite');
export const refusedBySetting = (setting: string) => forbidden(`mail.errors.whoMayWrite.${setting}`, 'refusedBySetting');
export const notARequest = () => new AppError(409, 'notARequest', 'mail.errors.notARequest');
