import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { findNameClash, insertPersons, insertProfile, isEmailTaken, type ProfileRecord } from '../repo.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { issueToken } from '../tokens.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { isUniqueViolation } from '../../../platform/db/knex.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';
import type { SignUpForm } from '../schemas.ts';
import { requiredTermsVersion } from './terms.ts';

export type SignUpContext = { locale: string; referrer: string | null; origin: string; siteName: string; countryExists: (id: number) => Promise<boolean> };

/**
 * Creates a profile with its persons, accepted terms and a confirmation e-mail, all in one transaction.
 * Throws FieldErrors (i18n keys by field) when the form passes its schema but not the rules that need the database.
 */
export async function signUp(db: Knex, form: SignUpForm, ctx: SignUpContext): Promise<ProfileRecord> {
  const errors: Record<string, string> = {};
  const clash = await findNameClash(db, form.name);
  if (clash) errors.name = clash === 'taken' ? 'accounts.errors.nameTaken' : 'accounts.errors.nameTooSimilar';
  if (await isEmailTaken(db, form.email)) errors.email = 'accounts.errors.emailTaken';
  const problem = passwordProblem(form.password, [form.name, form.email.split('@')[0]!]);
  if (problem) errors.password = `accounts.errors.password_${problem}`;
  if (!(await ctx.countryExists(form.countryId))) errors.countryId = 'accounts.errors.countryRequired';
  if (Object.keys(errors).length) throw new FieldErrors(errors);

  const passwordHash = await hashPassword(form.password);
  const termsVersion = await requiredTermsVersion(db);
  const persons = form.kind === 'Couple'
    ? [{ birthday: form.birthday1, gender: form.gender1 }, { birthday: form.birthday2!, gender: form.gender2! }]
    : [{ birthday: form.birthday1, gender: form.gender1 }];
  try {
    return await db.transaction(async (trx) => {
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
      await queueMail(trx, {
        to: created.email,
        locale: ctx.locale,
        template: 'accounts.mail.confirmEmail',
        params: { name: created.name, siteName: ctx.siteName },
        link: `${ctx.origin}/ConfirmEmail?q=${token}`,
      });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldErrors({ name: 'accounts.errors.nameOrEmailTaken' });
    throw err;
  }
}
