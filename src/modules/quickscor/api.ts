import type { Request } from 'express';
import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { rateLimitFor } from '../../platform/http/rate-limit.ts';
import * as service from './service.ts';
import { candidateShape, presentCandidate } from './presenter.ts';
import { nextInput, rateInput } from './schemas.ts';

/** Ratings and skips a member may send in a minute: a quick swiper does one in two seconds; a script is stopped. */
export const ratingsPerMinute = 40;

/** Spends one of the member's ratings this minute (429 past `ratingsPerMinute`), on the API's per-key budget. */
export const spendRating = (req: Request, raterId: number) => rateLimitFor('api', req, `quickscor:${raterId}`, ratingsPerMinute);

const next = z.object({ next: candidateShape.nullable() });

/** /api/QuickScor: the next picture to rate and the rating itself (the page's form does the same without JavaScript). */
export const actions = {
  Next: defineAction({
    method: 'GET',
    summary: 'The next profile picture to rate on this site (QuickScor ads first), or null when nobody is left',
    input: nextInput,
    output: next,
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      const candidate = await service.nextCandidate(db, actor);
      return { next: candidate ? presentCandidate(candidate) : null };
    },
  }),
  Rate: defineAction({
    method: 'POST',
    summary: "Rates a profile's picture 1–5, or skips it (score null); a second rating replaces the first. Answers the next picture",
    input: rateInput,
    output: next,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ profileId, score }, { db, actor, req }) => {
      await spendRating(req, actor.profileId);
      await service.rate(db, actor, { profileId, score });
      const candidate = await service.nextCandidate(db, actor);
      return { next: candidate ? presentCandidate(candidate) : null };
    },
  }),
};
