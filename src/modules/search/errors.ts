import { AppError } from '../../platform/http/errors.ts';

/** searchOptions that are not base64, not JSON, or out of range: a 400 page in the member's language. */
export const badSearchOptions = () => new AppError(400, 'badSearchOptions', 'search.errors.badOptions', {}, 'searchOptions');
/** A distance search from a postal code the catalogue does not know. */
export const unknownPostalCode = () => new AppError(400, 'unknownPostalCode', 'search.errors.unknownPostalCode', {}, 'postalCode');
/** A distance search from the member's own area, which has no known coordinates. */
export const noOwnArea = () => new AppError(400, 'noOwnArea', 'search.errors.noOwnArea', {}, 'distanceKm');
/** Another member's saved search, or one that does not exist: the same 404. */
export const savedSearchNotFound = () => new AppError(404, 'notFound', 'search.errors.notFound');
