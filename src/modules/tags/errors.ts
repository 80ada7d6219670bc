import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../platform/limits/daily.ts';

export const cannotTagSelf = () => new AppError(400, 'cannotTagSelf', 'tags.errors.self', {}, 'profileId');
export const tooManyTagsOnProfile = (limit: number) => new AppError(400, 'tooManyTags', 'tags.errors.tooManyOnProfile', { limit }, 'tag');
export const tooManyTaggedProfiles = (limit: number) => new AppError(400, 'tooManyTaggedProfiles', 'tags.errors.tooManyProfiles', { limit }, 'profileId');
export const noSuchTag = () => notFound('tags.errors.noSuchTag');
/** Tags are a members' feature (spec §5). */
export const membersOnly = () => forbidden('tags.membersOnly.title', 'membersOnly');
/** A member's private labels are theirs: staff acting as them do not tag. */
export const notAsStaff = () => forbidden('common.errors.forbidden', 'notWhileImpersonating');
/** A profile the member may not see: the profiles 404, never saying why. */
export const profileNotFound = () => notFound('profiles.errors.notFound');
/** The member put their `tagsPerDay` on profiles in the last 24 hours; the text says when one more is allowed. */
export const tooManyTagsToday = (perDay: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyTagsToday', 'tags.errors.tooManyToday', perDay, resetAt, locale);
