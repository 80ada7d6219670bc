import { AppError, conflict, forbidden, notFound } from '../../../platform/http/errors.ts';

/** An entry the viewer may not read, or none: the same answer, never saying why. */
export const entryNotFound = () => notFound('blogs.curation.errors.entryNotFound');
/** Curating is for curators (staff from chat moderator up). */
export const notACurator = () => forbidden('blogs.curation.errors.notACurator', 'notACurator');
/** A draft is not shown to anyone but its authors: it cannot be curated. */
export const draftNotCurated = () => conflict('blogs.curation.errors.draft', 'blogEntryId');
/** Breaking news that is not there, not on this site, or no longer running. */
export const newsNotFound = () => notFound('blogs.curation.errors.newsNotFound');
/** A breaking-news link must be a path on the site or an https address. */
export const badNewsLink = () => new AppError(400, 'badNewsLink', 'blogs.curation.errors.badLink', {}, 'link');
