import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { areaInput, blacklistInput, configurationInput, notificationSettingInput, personBirthdayInput, personSizeInput, profileIdInput, toCoupleForm, toSingleForm, updateProfileInput } from './schemas.ts';
import * as persons from './persons.ts';
import { configurationOf, updateConfiguration } from './configuration.ts';
import { matchSettingsInput, saveMatchSettings } from './match-settings.ts';
import { automaticMatchWords } from './match-words.ts';
import { notificationSettingsOf, saveNotificationSettings } from './notification-settings.ts';
import * as repo from './repo.ts';
import { profileForEdit, updateProfile } from './edit.ts';

export const actions = {
  GetBlacklistProfiles: defineAction({
    method: 'GET',
    summary: "The profiles the member has blocked, newest first",
    input: blacklistInput,
    output: z.array(z.object({ id: z.number(), name: z.string(), blockedAt: z.string() })),
    access: 'user',
    handler: async ({ skip, take }, { db, viewer }) =>
      (await service.listBlocked(db, viewer.id, skip, take)).map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
  }),
  RemoveProfileFromBlacklist: defineAction({
    method: 'POST',
    summary: 'Lifts a block the member made',
    input: profileIdInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    notImpersonating: true,
    handler: async ({ profileId }, { db, viewer }) => {
      await service.unblockProfile(db, viewer.id, profileId);
      return { success: true as const };
    },
  }),
};

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

/** The profile-editing calls this module owns (accounts owns the name, e-mail and password ones). */
export const editActions = {
  GetProfileDataForEdit: defineAction({
    method: 'GET',
    summary: "The member's own texts, area and persons, as UpdateProfile takes them",
    input: z.object({}),
    output: z.object({ presentation: z.string(), lookingFor: z.string(), area: areaInput.nullable(), persons: z.array(personForEdit) }),
    access: 'user',
    handler: (_input, { db, viewer }) => profileForEdit(db, viewer.id),
  }),
  ProfilePersons: defineAction({
    method: 'GET',
    summary: "The member's persons (one, or two on a couple profile), in the profile's order",
    input: z.object({}),
    output: z.array(personForEdit),
    access: 'user',
    handler: async (_input, { db, viewer }) => (await repo.findPersons(db, viewer.id)).map(({ position: _position, ...person }) => person),
  }),
  UpdatePersonBirthday: defineAction({
    method: 'POST',
    summary: 'Corrects a person\'s birthday (18 to 110 years old)',
    input: personBirthdayInput,
    output: ok,
    access: 'user',
    notImpersonating: true,
    handler: async ({ personIndex, birthday }, { db, viewer }) => done(await persons.updatePersonBirthday(db, viewer.id, personIndex, birthday)),
  }),
  UpdatePersonWeightAndHeight: defineAction({
    method: 'POST',
    summary: "A person's height (cm) and weight (kg); null clears one",
    input: personSizeInput,
    output: ok,
    access: 'user',
    handler: async ({ personIndex, heightCm, weightKg }, { db, viewer }) => done(await persons.updatePersonSize(db, viewer.id, personIndex, { heightCm, weightKg })),
  }),
  ConvertToCoupleProfile: defineAction({
    method: 'POST',
    summary: 'Adds a second person: the single profile becomes a couple profile (409 when it is one already)',
    input: toCoupleForm,
    output: ok,
    access: 'user',
    notImpersonating: true,
    handler: async (partner, { db, viewer }) => done(await persons.convertToCouple(db, viewer.id, partner)),
  }),
  ConvertToSingleProfile: defineAction({
    method: 'POST',
    summary: 'Keeps one of the two persons (keep: 0 or 1): the couple profile becomes a single profile',
    input: toSingleForm,
    output: ok,
    access: 'user',
    notImpersonating: true,
    handler: async ({ keep }, { db, viewer }) => done(await persons.convertToSingle(db, viewer.id, keep)),
  }),
  SwapPersonsInCoupleProfile: defineAction({
    method: 'POST',
    summary: "Swaps the order of a couple profile's persons",
    input: z.object({}),
    output: ok,
    access: 'user',
    notImpersonating: true,
    handler: async (_input, { db, viewer }) => done(await persons.swapPersons(db, viewer.id)),
  }),
  SaveProfileFilterConfiguration: defineAction({
    method: 'POST',
    summary: 'Whom the member wants to meet: genders, age range, distance (km or null for anywhere), what for',
    input: matchSettingsInput,
    output: ok,
    access: 'user',
    handler: async (settings, { db, viewer }) => done(await saveMatchSettings(db, viewer.id, settings)),
  }),
  Settings: defineAction({
    method: 'GET',
    summary: "The member's profile configuration (spec §5), defaults filled in",
    input: z.object({}),
    output: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])),
    access: 'user',
    handler: (_input, { db, viewer }) => configurationOf(db, viewer.id),
  }),
  UpdateProfileConfiguration: defineAction({
    method: 'POST',
    summary: 'Sets one configuration key; the value (text) must have the type of the current one (400 otherwise)',
    input: configurationInput,
    output: ok,
    access: 'user',
    handler: async ({ key, value }, { db, viewer }) => done(await updateConfiguration(db, viewer.id, key, value)),
  }),
  NotificationSettings: defineAction({
    method: 'GET',
    summary: 'Per kind of notification, the channels it may use (site, e-mail, push)',
    input: z.object({}),
    output: z.record(z.string(), z.object({ site: z.boolean(), email: z.boolean(), push: z.boolean() })),
    access: 'user',
    handler: (_input, { db, viewer }) => notificationSettingsOf(db, viewer.id),
  }),
  UpdateNotificationSetting: defineAction({
    method: 'POST',
    summary: 'Sets the channels of one kind of notification',
    input: notificationSettingInput,
    output: ok,
    access: 'user',
    handler: async ({ kind, channels }, { db, viewer }) => done(await saveNotificationSettings(db, viewer.id, { [kind]: channels })),
  }),
  UpdateProfile: defineAction({
    method: 'POST',
    summary: 'Saves the texts and every person\'s details (one entry per person, in order)',
    input: updateProfileInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    handler: async (input, { db, viewer, site }) => {
      await updateProfile(db, viewer.id, input, { dark: Boolean(site.dark) });
      return { success: true as const };
    },
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
    handler: (_input, { db, viewer }) => automaticMatchWords(db, viewer.id),
  }),
};
