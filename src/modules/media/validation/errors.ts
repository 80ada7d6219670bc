import { AppError, notFound } from '../../../platform/http/errors.ts';

/** Failures a member may see on /ProfileValidation and its calls. */
export const validationErrors = {
  /** Not the member's own validation video (or no such media): the same 404 either way. */
  videoNotFound: () => new AppError(404, 'notFound', 'media.validation.errors.videoNotFound', {}, 'mediaId'),
  videoFailed: () => new AppError(422, 'videoFailed', 'media.validation.errors.videoFailed', {}, 'mediaId'),
  alreadyValid: () => new AppError(409, 'conflict', 'media.validation.errors.alreadyValid'),
  ongoing: () => new AppError(409, 'conflict', 'media.validation.errors.ongoing'),
  noVideoWaiting: () => new AppError(409, 'conflict', 'media.validation.errors.noVideoWaiting'),
  /** No provider for the method (production, until there is a contract). */
  unavailable: () => notFound('media.validation.errors.unavailable'),
  /** The provider's answer was forged, altered, stale or not for this member's check. */
  badAnswer: () => new AppError(400, 'badIdentityAnswer', 'media.validation.errors.badAnswer'),
};
