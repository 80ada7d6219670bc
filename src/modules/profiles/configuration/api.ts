import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { configurationInput } from './schemas.ts';
import { configurationOf, updateConfiguration } from './service.ts';

const ok = z.object({ success: z.literal(true) });
const done = (_nothing: void) => ({ success: true as const });

export const configurationActions = {
  Settings: defineAction({
    method: 'GET',
    summary: "The member's profile configuration (spec §5), defaults filled in",
    input: z.object({}),
    output: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, viewer }) => configurationOf(db, viewer.id),
  }),
  UpdateProfileConfiguration: defineAction({
    method: 'POST',
    summary: 'Sets one configuration key; the value (text) must have the type of the current one (400 otherwise)',
    input: configurationInput,
    output: ok,
    access: 'user',
    policy: 'access',
    handler: async ({ key, value }, { db, viewer }) => done(await updateConfiguration(db, viewer.id, key, value)),
  }),
};
