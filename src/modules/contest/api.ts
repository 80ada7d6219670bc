import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import { contestShape, entryShape, presentContest, presentEntry } from './presenter.ts';
import { entriesQuery, enterInput, entryInput } from './schemas.ts';
import * as service from './service.ts';

const regular = { site: 'regular' as const, feature: 'contest' as const };
const votes = z.object({ entryId: z.number(), voteCount: z.number() });

/** /api/Contest/*: the same services as the pages. */
export const actions = {
  Entries: defineAction({
    method: 'GET',
    summary: 'The contest on show (site 1) and a page of its entries the viewer may see, by key; ranked once voting closed',
    input: entriesQuery,
    output: z.object({ contest: contestShape, entries: z.array(entryShape), next: z.string().nullable(), prev: z.string().nullable() }),
    access: 'user',
    ...regular,
    policy: 'contest.view',
    handler: async (input, { db, actor, locale }) => {
      const { contest, page } = await service.contestPage(db, actor, input);
      return { contest: presentContest(contest, locale), entries: page.items.map((e) => presentEntry(e, contest.phase, actor)), next: page.next, prev: page.prev };
    },
  }),
  Enter: defineAction({
    method: 'POST',
    summary: 'Enters one of the member\'s own pictures (Live, not explicit, in a profile or ordinary album) in the contest, once',
    input: enterInput,
    output: z.object({ entryId: z.number() }),
    access: 'member',
    ...regular,
    policy: 'contest.enter',
    handler: async ({ mediaId }, { db, actor }) => ({ entryId: await service.enter(db, actor, mediaId) }),
  }),
  Withdraw: defineAction({
    method: 'POST',
    summary: 'Takes the member\'s own entry out of the contest (its votes go with it)',
    input: entryInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    ...regular,
    policy: 'contest.withdraw',
    handler: async ({ entryId }, { db, actor }) => {
      await service.withdraw(db, actor, entryId);
      return { success: true as const };
    },
  }),
  Vote: defineAction({
    method: 'POST',
    summary: 'One vote for another member\'s entry (once per entry, within the daily cap)',
    input: entryInput,
    output: votes,
    access: 'member',
    ...regular,
    policy: 'contest.vote',
    handler: async ({ entryId }, { db, actor, locale }) => ({ entryId, voteCount: await service.vote(db, actor, entryId, locale) }),
  }),
  Unvote: defineAction({
    method: 'POST',
    summary: 'Takes a vote back while voting is open (the daily cap is not given back)',
    input: entryInput,
    output: votes,
    access: 'user',
    ...regular,
    policy: 'contest.unvote',
    handler: async ({ entryId }, { db, actor }) => ({ entryId, voteCount: await service.unvote(db, actor, entryId) }),
  }),
};
