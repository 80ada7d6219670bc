import { z } from 'zod';
import { darkPersonRoles } from './status.ts';

export const presentationMin = 20;
export const presentationMax = 1000;

const presentation = z
  .string({ error: 'dark.errors.presentationRequired' })
  .trim()
  .min(1, 'dark.errors.presentationRequired')
  .min(presentationMin, 'dark.errors.presentationShort')
  .max(presentationMax, 'dark.errors.presentationLong');
const role = z.enum(darkPersonRoles, { error: 'dark.errors.roleRequired' });
/** An empty select sends ""; the second person's role matters only on a couple profile (the service checks). */
const optionalRole = z.preprocess((v) => (v === '' ? undefined : v), z.enum(darkPersonRoles, { error: 'dark.errors.role2Required' }).optional());

/** The dark information: a short presentation and the persons' dark roles (SaveDarkInformation). */
export const darkInformationForm = z.object({ presentation, role1: role, role2: optionalRole });
export type DarkInformation = z.infer<typeof darkInformationForm>;

/** The application (ApplyApplication, ApplyAgain): the information plus consent to the dark site's terms. */
export const darkApplicationForm = darkInformationForm.extend({
  acceptDarkTerms: z.literal(['on', 'true', true], { error: 'dark.errors.termsRequired' }),
});
export type DarkApplication = z.infer<typeof darkApplicationForm>;

export const darkRoleSchema = z.enum(darkPersonRoles);

export const currentDarkOutput = z.object({
  darkStatus: z.number().int(),
  darkStatusName: z.enum(['None', 'Applied', 'Declined', 'Approved']),
  presentation: z.string().nullable(),
  role1: darkRoleSchema.nullable(),
  role2: darkRoleSchema.nullable(),
  appliedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
});
export type CurrentDark = z.infer<typeof currentDarkOutput>;

/** GetDarkProfileDataForEdit and UpdateDarkProfile's answer: the stored information and the form's limits. */
export const darkProfileForEdit = z.object({
  presentation: z.string(),
  role1: darkRoleSchema.nullable(),
  role2: darkRoleSchema.nullable(),
  /** A couple profile names the second person's role too. */
  couple: z.boolean(),
  presentationMin: z.number().int(),
  presentationMax: z.number().int(),
});
export type DarkProfileForEdit = z.infer<typeof darkProfileForEdit>;
