import { z } from 'zod';
import { id } from '../schemas.ts';

/** A stored file's URL: the media id and the content-hashed file name. */
export const fileParams = z.object({ id, file: z.string().regex(/^[0-9a-f]{32}\.(webp|jpg|mp4)$/) });
