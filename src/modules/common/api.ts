import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { geoActions } from './geo-api.ts';

export const actions = {
  GetSiteCountries: defineAction({
    method: 'GET',
    input: z.object({}),
    output: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    access: 'public',
    policy: 'access',
    handler: (_input, { db, locale }) => service.listCountries(db, locale),
  }),
  ...geoActions,
  GetAllGlossaryEntries: defineAction({
    method: 'GET',
    input: z.object({}),
    output: z.array(z.object({ id: z.number(), term: z.string(), definition: z.string() })),
    access: 'public',
    policy: 'access',
    handler: (_input, { db, site, locale }) => service.listGlossary(db, site.id, locale),
  }),
  GetContentTokens: defineAction({
    method: 'GET',
    input: z.object({}),
    output: z.record(z.string(), z.string()),
    access: 'public',
    policy: 'access',
    handler: (_input, { db, locale }) => service.getContentTokens(db, locale),
  }),
  GetNewsTickerText: defineAction({
    method: 'GET',
    input: z.object({}),
    output: z.object({ text: z.string().nullable() }),
    access: 'public',
    policy: 'access',
    handler: async (_input, { db, site, locale }) => ({ text: await service.getNewsTicker(db, site.id, locale) }),
  }),
};
