import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { matchSettingsInput, saveMatchSettings } from './settings.ts';
import { automaticMatchWords } from './words.ts';

const ok = z.object({ success: z.literal(true) });
const done = (_nothing: void) => ({ success: true as const });

export const matchActions = {
  SaveProfileFilterConfiguration: defineAction({
    method: 'POST',
    summary: 'Whom the member wants to meet: genders, age range, distance (km or null for anywhere), what for',
    input: matchSettingsInput,
    output: ok,
    access: 'user',
    policy: 'access',
    handler: async (settings, { db, viewer }) => done(await saveMatchSettings(db, viewer.id, settings)),
  }),
};

/** The Common controller's calls that read a profile's own texts. */
export const commonActions = {
  GetAutomaticMatchWords: defineAction({
    method: 'POST',
    summary: "Suggested match words from the member's own presentation and what they look for, most used first",
    input: z.object({}),
    output: z.array(z.string()),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, viewer }) => automaticMatchWords(db, viewer.id),
  }),
};
