import { z } from 'zod';
import { locales } from '../../../platform/i18n/index.ts';
import { email, newPassword, profileName } from '../schemas.ts';

/** The member's current password, asked again before a change to their credentials. */
export const currentPassword = z.string({ error: 'accounts.settings.errors.currentPasswordRequired' }).min(1, 'accounts.settings.errors.currentPasswordRequired').max(1024);

export const changeEmailForm = z.object({ email, password: currentPassword });
export type ChangeEmailForm = z.infer<typeof changeEmailForm>;

export const changeNameForm = z.object({ name: profileName });

export const changePasswordForm = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string({ error: 'accounts.errors.confirmPasswordRequired' }).min(1, 'accounts.errors.confirmPasswordRequired').max(1024),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'accounts.errors.passwordMismatch' });

export const deleteProfileForm = z.object({ password: currentPassword });

export const languageForm = z.object({ language: z.enum(locales, { error: 'accounts.settings.errors.languageInvalid' }) });

export const changeEmailQuery = z.object({ q: z.string().max(200).catch('') });

/** Where the password prompt returns to: only the pages that ask for it, so `u` cannot send anyone off the site. */
export const reauthReturnPaths = ['/Settings', '/Settings/TwoFactor'] as const;
const reauthReturn = z.enum(reauthReturnPaths).catch('/Settings');

/** The password prompt before adding a passkey or turning two-factor on (the page form and its JSON twin). */
export const confirmPasswordForm = z.object({ password: currentPassword, u: reauthReturn.optional() });
export const confirmPasswordQuery = z.object({ u: reauthReturn.optional() });
