import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';

export const cannotWriteSelf = () => new AppError(400, 'cannotWriteSelf', 'mail.errors.self', {}, 'profileId');
export const conversationNotFound = () => notFound('mail.errors.notFound');
/** Blocked either way or not Active: one answer, so a block is not spelled out. */
export const cannotWrite = () => forbidden('mail.errors.cannotWrite', 'cannotWrite');
export const refusedBySetting = (setting: string) => forbidden(`mail.errors.whoMayWrite.${setting}`, 'refusedBySetting');
export const notARequest = () => new AppError(409, 'notARequest', 'mail.errors.notARequest');
/** Neither text nor a picture. */
export const bodyRequired = () => new AppError(400, 'bodyRequired', 'mail.errors.bodyRequired', {}, 'body');
/** A picture id that is not the sender's own unsent picture from UploadTempMedia (albumTypeId 7). */
export const badAttachments = () => new AppError(400, 'attachmentIds', 'mail.errors.attachmentIds', {}, 'attachmentIds');
/** The recipient refuses explicit pictures from members whose conversation they have not accepted. */
export const explicitRefused = () => forbidden('mail.errors.explicitRefused', 'explicitRefused');
export const attachmentNotFound = () => notFound('mail.errors.attachmentNotFound');
/** Block is for a two-person conversation; a group's membership belongs to the module that owns it. */
export const notInGroup = () => new AppError(409, 'notInGroup', 'mail.errors.notInGroup');
export const groupOnly = () => new AppError(409, 'groupOnly', 'mail.errors.groupOnly');
/**
 * The sender started their cap of new conversations in the last 24 hours (first-contact.ts); the text says when one
 * more is allowed. A sender whose membership would raise the cap (`raisedTo`) is told so: the error names the field
 * `membership`, where /Mail/New shows the offer beside it.
 */
export function tooManyNewConversations(cap: number, resetAt: Date, locale: Locale, raisedTo: number | null = null): AppError {
  const refused = dailyLimitReached('tooManyNewConversations', 'mail.errors.tooManyNewConversations', cap, resetAt, locale);
  if (raisedTo === null) return refused;
  return new AppError(refused.status, refused.code, 'mail.errors.tooManyNewConversationsMembership', { ...refused.params, memberCount: raisedTo }, 'membership', refused.headers);
}
