import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { chatRoomsForStart } from './loaders.ts';
import { hintsFor } from './hints.ts';
import { chatRoomsOutput, hintsOutput, optionsOutput, saveOptionsInput } from './schemas.ts';

/** The start page's calls on the Common controller (spec §7). */
export const commonActions = {
  GetStartPageSortOptions: defineAction({
    method: 'GET',
    summary: "The member's start-page sections in order and settings, after the §5 rules",
    input: z.object({}),
    output: optionsOutput,
    access: 'user',
    policy: 'access',
    handler: (_input, { db, actor, site }) => service.getOptions(db, actor, site),
  }),
  SaveStartPageSortOptions: defineAction({
    method: 'POST',
    summary: "Saves the member's start-page order and settings; unknown section ids are dropped",
    input: saveOptionsInput,
    output: optionsOutput,
    access: 'user',
    policy: 'access',
    handler: (input, { db, actor, site }) => service.saveOptions(db, actor, site, input),
  }),
  GetChatRoomsForStart: defineAction({
    method: 'GET',
    summary: "The chat site(s) configured for the site, for the start page's ChatRightNow; none configured, []",
    input: z.object({}),
    output: chatRoomsOutput,
    access: 'user',
    policy: 'access',
    handler: (_input, { site }) => chatRoomsForStart(site),
  }),
};

/** The start page's calls on the CurrentProfile controller (spec §7). */
export const currentProfileActions = {
  Hints: defineAction({
    method: 'GET',
    summary: "What is still missing from the member's own profile (picture, presentation, area, match settings), in their language",
    input: z.object({}),
    output: hintsOutput,
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, actor, site, t }) => (await hintsFor(db, actor, site)).map(({ label, ...h }) => ({ ...h, text: t(label ?? `start.hints.${h.id}`) })),
  }),
};
