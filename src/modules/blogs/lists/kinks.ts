import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { kinkShape, presentCustom, presentKink, searchKinks } from '../../kinks/index.ts';
import * as service from './service.ts';

const input = z.object({
  query: z.string().trim().min(1, 'kinks.errors.queryRequired').max(100, 'kinks.errors.queryTooLong'),
  custom: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
});

/** /api/DarkKinks/SearchKinksWithBlogTags: declared by blogs (kinks knows nothing of blogs), dark site only. */
export const kinkActions = {
  SearchKinksWithBlogTags: defineAction({
    method: 'GET',
    summary: "SearchKinks, plus the tags of the dark site's entries the viewer may read that start with the query",
    input,
    output: z.object({ kinks: z.array(kinkShape), blogTags: z.array(z.object({ tag: z.string(), count: z.number() })) }),
    access: 'user',
    site: 'dark',
    policy: 'access',
    handler: async ({ query, custom }, { db, locale, actor }) => {
      const [found, blogTags] = await Promise.all([searchKinks(db, locale, actor, query, custom), service.searchTags(db, actor, query, 30)]);
      return { kinks: [...found.kinks.map(presentKink), ...found.custom.map(presentCustom)], blogTags };
    },
  }),
};
