import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const albumName = z.string().trim().min(1).max(80);

export const lodgeParams = z.object({ id });
export const albumParams = z.object({ id, albumId: id });
export const itemParams = z.object({ id, mediaId: id });
/** An album page's key: the media id the next page starts below. */
export const albumQuery = z.object({ before: id.optional() });
export const albumForm = z.object({ name: albumName });
export const moveForm = z.object({ albumId: id });

export const lodgeIdInput = z.object({ lodgeId: z.number().int().positive() });
export const saveAlbumInput = z.object({ lodgeId: z.number().int().positive(), name: albumName });
export const updateAlbumInput = z.object({ albumId: z.number().int().positive(), name: albumName });
export const albumIdInput = z.object({ albumId: z.number().int().positive() });
export const albumMediaInput = z.object({ albumId: z.coerce.number().int().positive(), before: z.coerce.number().int().positive().optional() });
export const lodgeIdQuery = z.object({ lodgeId: z.coerce.number().int().positive() });
export const mediaIdInput = z.object({ mediaId: z.number().int().positive() });
export const moveInput = z.object({ mediaId: z.number().int().positive(), albumId: z.number().int().positive() });

/** Items per album page. */
export const albumPageSize = 30;
/** Items the Validation tab shows at once (the oldest first; each decision makes room). */
export const validationPageSize = 50;
