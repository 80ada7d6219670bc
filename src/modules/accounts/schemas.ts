import { z } from 'zod';
import { passwordRules } from './passwords.ts';
import { hasMixedScripts, isReservedName } from './names.ts';
import { ageOn } from './age.ts';

export const genders = ['Male', 'Female', 'Couple', 'Transsexual'] as const;
export const minimumAge = 18;

/**
 * Profile names, in NFKC (names.ts): 3–30 letters, digits, dot, dash or underscore, starting with a letter or
 * digit; letters of one script; not reserved (admin, the site names, `deleted-<n>`…, also in look-alike letters).
 */
export const profileName = z
  .string({ error: 'accounts.errors.nameRequired' })
  .normalize('NFKC')
  .trim()
  .min(1, 'accounts.errors.nameRequired')
  .min(3, 'accounts.errors.nameLength')
  .max(30, 'accounts.errors.nameLength')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u, 'accounts.errors.nameCharacters')
  .refine((name) => !isReservedName(name), 'accounts.errors.nameReserved')
  .refine((name) => !hasMixedScripts(name), 'accounts.errors.nameScripts');

export const email = z
  .string({ error: 'accounts.errors.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'accounts.errors.emailRequired')
  .max(254, 'accounts.errors.emailInvalid')
  .pipe(z.email('accounts.errors.emailInvalid'));

export const newPassword = z
  .string({ error: 'accounts.errors.passwordRequired' })
  .min(1, 'accounts.errors.passwordRequired')
  .min(passwordRules.min, 'accounts.errors.passwordTooShort')
  .max(passwordRules.max, 'accounts.errors.passwordTooLong');

/** A person's date of birth; an empty field is named by `requiredKey` (yours, or your partner's). */
const birthdayOf = (requiredKey: string) => z
  .string({ error: requiredKey })
  .trim()
  .min(1, requiredKey)
  .regex(/^\d{4}-\d\d-\d\d$/, 'accounts.errors.birthdayInvalid')
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), 'accounts.errors.birthdayInvalid')
  .refine((d) => ageOn(d) < 120, 'accounts.errors.birthdayInvalid')
  .refine((d) => ageOn(d) >= minimumAge, 'accounts.errors.tooYoung');

const genderOf = (requiredKey: string) => z.enum(genders, { error: requiredKey });
const checked = z.literal(['on', 'true', true], { error: 'accounts.errors.termsRequired' });

/** The sign-up form (and its JSON twin): a single profile has one person, a couple two, each 18 or older. */
export const signUpForm = z
  .object({
    kind: z.enum(['Single', 'Couple'], { error: 'accounts.errors.kindRequired' }),
    name: profileName,
    email,
    password: newPassword,
    countryId: z.coerce.number({ error: 'accounts.errors.countryRequired' }).int().positive('accounts.errors.countryRequired'),
    postalCode: z.string({ error: 'accounts.errors.postalCodeRequired' }).trim().min(1, 'accounts.errors.postalCodeRequired').min(2, 'accounts.errors.postalCode').max(10, 'accounts.errors.postalCode').regex(/^[\w -]+$/, 'accounts.errors.postalCode'),
    birthday1: birthdayOf('accounts.errors.birthdayRequired'),
    gender1: genderOf('accounts.errors.genderRequired'),
    birthday2: z.string().optional(),
    gender2: z.string().optional(),
    acceptTerms: checked,
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'Couple') return;
    const second = z.object({ birthday2: birthdayOf('accounts.errors.birthday2Required'), gender2: genderOf('accounts.errors.gender2Required') }).safeParse(v);
    for (const issue of second.success ? [] : second.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    // Also when other fields failed, so one submit names every empty field, the partner's too.
  }, { when: () => true });
export type SignUpForm = z.infer<typeof signUpForm>;

/** Profile name or e-mail, as typed to log on or to ask for a new password. */
const nameOrEmail = z.string({ error: 'accounts.errors.logonNameRequired' }).trim().min(1, 'accounts.errors.logonNameRequired').max(254);

export const logOnForm = z.object({
  name: nameOrEmail,
  password: z.string({ error: 'accounts.errors.logonPasswordRequired' }).min(1, 'accounts.errors.logonPasswordRequired').max(1024),
  rememberMe: z.union([z.literal('on'), z.boolean()]).optional().transform((v) => v === 'on' || v === true),
  u: z.string().max(2000).optional(),
});

export const forgotPasswordForm = z.object({ nameOrEmail });

export const resetPasswordForm = z
  .object({
    q: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: 'accounts.errors.confirmPasswordRequired' }).min(1, 'accounts.errors.confirmPasswordRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'accounts.errors.passwordMismatch' });

export const tokenQuery = z.object({ q: z.string().max(200).optional() });
