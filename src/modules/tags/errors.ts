import { AppError, notFound } from '../../platform/http/errors.ts';

export const cannotTagSelf = () => new AppError(400, 'cannotTagSelf', 'tags.errors.self', {}, 'profileId');
export const tooManyTagsOnProfile = (limit: number) => new AppError(400, 'tooManyTags', 'tags.errors.tooManyOnProfile', { limit }, 'tag');
export const tooManyTaggedProfiles = (limit: number) => new AppError(400, 'tooManyTaggedProfiles', 'tags.errors.tooManyProfiles', { limit }, 'profileId');
export const noSuchTag = () => notFound('tags.errors.noSuchTag');
