import { z } from 'zod';
import { id, localPath, page } from '../schemas.ts';

/** A form field that may come once (a string) or repeated (an array), comma lists split: a kink list. */
const kinkList = z.preprocess(
  (v) => (v === undefined || v === null ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
  z.array(z.string().trim().max(40)).max(20),
);

export const ownerParams = z.object({ id });
export const ownerMediaParams = z.object({ id, mediaId: id });
export const ownerAlbumParams = z.object({ id, albumType: z.coerce.number().int().min(1).max(4), albumId: id });
/** /Pictures (§2 "query: kink list"): `query=rope,latex` (or the filter form's repeated `query`), and the page. */
export const picturesQuery = z.object({ page, query: kinkList.catch([]).transform((l) => l.filter(Boolean)) });

/** The explicit-pictures setting: on or off, and the page to go back to. */
export const explicitQuery = z.object({ u: localPath.catch('/Pictures') });
export const explicitForm = z.object({ show: z.enum(['true', 'false']), u: localPath.catch('/Pictures') });
