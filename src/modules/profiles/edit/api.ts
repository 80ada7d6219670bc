import { z } from 'zod';
import { may } from '../../../platform/auth/authorize.ts';
import { defineAction } from '../../../platform/http/define.ts';
import * as repo from '../repo.ts';
import { personBirthdayInput, personSizeInput, updateProfileInput, areaInput } from './schemas.ts';
import * as persons from './service.ts';
import { profileForEdit, updateProfile } from './service.ts';

const nullableText = z.string().nullable();
const ok = z.object({ success: z.literal(true) });
const done = (_nothing: void) => ({ success: true as const });
const personForEdit = z.object({
  birthday: z.string(),
  gender: z.string(),
  orientation: nullableText,
  relationship: nullableText,
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  bodyBuild: nullableText,
  eyeColour: nullableText,
  hairColour: nullableText,
  smoking: nullableText,
  dominance: nullableText,
  /** False for a second person who has not yet confirmed by e-mail: other members do not see them. */
  confirmed: z.boolean(),
});

/** The profile-editing calls of the texts, area and persons (accounts owns the name, e-mail and password ones). */
export const editActions = {
  GetProfileDataForEdit: defineAction({
    method: 'GET',
    summary: "The member's own texts, area and persons, as UpdateProfile takes them",
    input: z.object({}),
    output: z.object({ presentation: z.string(), lookingFor: z.string(), area: areaInput.nullable(), persons: z.array(personForEdit) }),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, viewer }) => profileForEdit(db, viewer.id),
  }),
  ProfilePersons: defineAction({
    method: 'GET',
    summary: "The member's persons (one, or two on a couple profile), in the profile's order",
    input: z.object({}),
    output: z.array(personForEdit),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, viewer }) => (await repo.findPersons(db, viewer.id)).map(({ position: _position, ...person }) => person),
  }),
  UpdatePersonBirthday: defineAction({
    method: 'POST',
    summary: 'Corrects a person\'s birthday (18 to 110 years old)',
    input: personBirthdayInput,
    output: ok,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ personIndex, birthday }, { db, viewer }) => done(await persons.updatePersonBirthday(db, viewer.id, personIndex, birthday)),
  }),
  UpdatePersonWeightAndHeight: defineAction({
    method: 'POST',
    summary: "A person's height (cm) and weight (kg); null clears one",
    input: personSizeInput,
    output: ok,
    access: 'user',
    policy: 'access',
    handler: async ({ personIndex, heightCm, weightKg }, { db, viewer }) => done(await persons.updatePersonSize(db, viewer.id, personIndex, { heightCm, weightKg })),
  }),
  UpdateProfile: defineAction({
    method: 'POST',
    summary: 'Saves the texts and every person\'s details (one entry per person, in order)',
    input: updateProfileInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    handler: async (input, { db, viewer, actor }) => {
      await updateProfile(db, viewer.id, input, { darkAnswers: may(actor, 'profiles.darkAnswers', null) });
      return { success: true as const };
    },
  }),
};
