import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { toCoupleForm, toSingleForm } from './schemas.ts';
import * as persons from './service.ts';

const ok = z.object({ success: z.literal(true) });
const done = (_nothing: void) => ({ success: true as const });

/** Single ↔ couple (EditProfile controller); the second person's invitation is in partner-pages.ts. */
export const convertActions = {
  ConvertToCoupleProfile: defineAction({
    method: 'POST',
    summary: 'Adds a second person: the single profile becomes a couple profile (409 when it is one already)',
    input: toCoupleForm,
    output: ok,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async (partner, { db, viewer }) => done(await persons.convertToCouple(db, viewer.id, partner)),
  }),
  ConvertToSingleProfile: defineAction({
    method: 'POST',
    summary: 'Keeps one of the two persons (keep: 0 or 1): the couple profile becomes a single profile',
    input: toSingleForm,
    output: ok,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ keep }, { db, viewer }) => done(await persons.convertToSingle(db, viewer.id, keep)),
  }),
  SwapPersonsInCoupleProfile: defineAction({
    method: 'POST',
    summary: "Swaps the order of a couple profile's persons",
    input: z.object({}),
    output: ok,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async (_input, { db, viewer }) => done(await persons.swapPersons(db, viewer.id)),
  }),
};
