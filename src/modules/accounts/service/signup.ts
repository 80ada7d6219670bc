import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { insertPersons, insertProfile, isEmailTaken, isNameTaken, type ProfileRecord } from '../repo.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { issueToken } from '../tokens.ts';
import { queueAccountMail } from '../mail.ts';
import type { SignUpForm } from '../schemas.ts';
import { requiredTermsVersion } from './terms.ts';

export type SignUpContext = { locale: string; referrer: string | null; origin: string; siteName: string; countryExists: (id: number) => Promise<boolean> };
export type SignUpResult = { ok: true; profile: ProfileRecord } | { ok: false; errors: Record<string, string> };

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * Creates a profile with its persons, accepted terms and a confirmation e-mail, all in one transaction.
 * Returns per-field i18n keys when the form passes its schema but not the rules that need the database.
 */
export async function signUp(db: Knex, form: SignUpForm, ctx: SignUpContext): Promise<SignUpResult> {
  const errors: Record<string, string> = {};
  if (await isNameTaken(db, form.name)) errors.name = 'accounts.errors.nameTaken';
  if (await isEmailTaken(db, form.email)) errors.email = 'accounts.errors.emailTaken';
  const problem = passwordProblem(form.password, [form.name, form.email.split('@')[0]!]);
  if (problem) errors.password = `accounts.errors.password_${problem}`;
  if (!(await ctx.countryExists(form.countryId))) errors.countryId = 'accounts.errors.countryRequired';
  if (Object.keys(errors).length) return { ok: false, errors };

  const passwordHash = await hashPassword(form.password);
  const termsVersion = await requiredTermsVersion(db);
  const persons = form.kind === 'Couple'
    ? [{ birthday: form.birthday1, gender: form.gender1 }, { birthday: form.birthday2!, gender: form.gender2! }]
    : [{ birthday: form.birthday1, gender: form.gender1 }];
  try {
    const profile = await db.transaction(async (trx) => {
      const created = await insertProfile(trx, {
        name: form.name,
        email: form.email,
        passwordHash,
        kind: form.kind,
        status: ProfileStatus.Active,
        darkStatus: 0,
        member: false,
        termsVersion,
        forcedValidation: false,
        staffRole: 0,
        language: ctx.locale,
        countryId: form.countryId,
        postalCode: form.postalCode,
        referrer: ctx.referrer,
      });
      await insertPersons(trx, created.id, persons);
      const token = await issueToken(trx, created.id, 'confirmEmail');
      await queueAccountMail(trx, 'confirmEmail', created.email, ctx.locale, {
        name: created.name,
        siteName: ctx.siteName,
        link: `${ctx.origin}/ConfirmEmail?q=${token}`,
      });
      return created;
    });
    return { ok: true, profile };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, errors: { name: 'accounts.errors.nameOrEmailTaken' } };
    throw err;
  }
}
