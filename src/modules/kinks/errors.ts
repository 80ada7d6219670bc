import { AppError, notFound } from '../../platform/http/errors.ts';

/** Kinks are a dark-site feature: on the regular site they do not exist. */
export const darkSiteOnly = () => notFound('kinks.errors.darkOnly');
export const unknownKink = () => new AppError(400, 'invalidInput', 'kinks.errors.unknownKink', { field: 'kinkIds' }, 'kinkIds');
export const tooManyCustom = () => new AppError(400, 'invalidInput', 'kinks.errors.tooManyCustom', { field: 'customKinks' }, 'customKinks');
