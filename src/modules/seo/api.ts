import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { getLandingPageInput, landingPageOutput, landingSummary } from './schemas.ts';
import { presentLandingPage, presentLandingSummary } from './presenter.ts';
import { onlineCount } from '../presence/index.ts';

export const actions = {
  OnlineProfilesCount: defineAction({
    method: 'GET',
    summary: 'How many members are online now (a heartbeat within 3 minutes; refreshed every 15 s)',
    input: z.object({}),
    output: z.object({ count: z.number().int().min(0) }),
    access: 'public',
    policy: 'access',
    handler: async (_input, { db }) => ({ count: await onlineCount(db) }),
  }),
  AllLandingPages: defineAction({
    method: 'GET',
    summary: 'Every landing page of the current site',
    input: z.object({}),
    output: z.array(landingSummary),
    access: 'public',
    policy: 'access',
    handler: async (_input, { db, site, locale }) => (await service.listLandingPages(db, site.id, locale)).map(presentLandingSummary),
  }),
  FrontpageLandingPages: defineAction({
    method: 'GET',
    summary: 'Landing pages linked from the front page',
    input: z.object({}),
    output: z.array(landingSummary),
    access: 'public',
    policy: 'access',
    handler: async (_input, { db, site, locale }) => (await service.listFrontpageLandingPages(db, site.id, locale)).map(presentLandingSummary),
  }),
  GetLandingPage: defineAction({
    method: 'GET',
    summary: 'One landing page by its path',
    input: getLandingPageInput,
    output: landingPageOutput,
    access: 'public',
    policy: 'access',
    handler: async ({ path }, { db, site, locale }) => presentLandingPage(await service.getLandingPage(db, site.id, locale, path)),
  }),
};
