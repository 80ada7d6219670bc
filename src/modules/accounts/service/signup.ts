import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { deleteProfileRow, findNameClash, findProfileByEmail, findProfileByNameKey, insertProfile, type ProfileRecord } from '../repo.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../passwords.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { isUniqueViolation } from '../../../platform/db/knex.ts';
import { FieldErrors } from '../../../platform/http/errors.ts';
import type { SignUpForm } from '../schemas.ts';
import { requiredTermsVersion } from './terms.ts';
import { sendConfirmationLink } from './email.ts';
import { scheduleExpiry } from './pending-profiles.ts';

export type SignUpContext = { locale: string; referrer: string | null; origin: string; siteName: string; countryExists: (id: number) => Promise<boolean> };

/**
 * The rules of the sign-up form that need the database: a free profile name (names are public), a password
 * that is not common or personal, a country we know. Throws FieldErrors (i18n keys by field). Whether the
 * e-mail address is in use is never an error: `signUp` answers the same either way.
 */
export async function checkSignUp(db: Knex, form: SignUpForm, ctx: Pick<SignUpContext, 'countryExists'>): Promise<void> {
  const errors: Record<string, string> = {};
  const clash = await findNameClash(db, form.name);
  if (clash && !(await ownPendingProfile(db, form))) errors.name = clash === 'taken' ? 'accounts.errors.nameTaken' : 'accounts.errors.nameTooSimilar';
  const problem = passwordProblem(form.password, [form.name, form.email.split('@')[0]!]);
  if (problem) errors.password = `accounts.errors.password_${problem}`;
  if (!(await ctx.countryExists(form.countryId))) errors.countryId = 'accounts.errors.countryRequired';
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

/**
 * A sign-up that passed `checkSignUp`. The visitor is told "check your e-mail" whatever happens here, so the
 * answer never says whether the address is registered; the password is hashed in every case so the time
 * does not say it either. Nobody is logged on: the link in the mail does that (service/email.ts).
 * - a new address: a pending profile (status None) with its persons, and the confirmation mail;
 * - the address of a pending profile: a fresh confirmation link to it (the natural "send it again");
 * - the address of any other profile: nothing changes, and its owner is told someone tried.
 * Signing up again with the name and password of one's own pending profile replaces it (a mistyped address).
 */
export async function signUp(db: Knex, form: SignUpForm, ctx: SignUpContext): Promise<void> {
  const passwordHash = await hashPassword(form.password);
  const owner = await findProfileByEmail(db, form.email);
  if (owner) return answerTakenAddress(db, owner, ctx);
  const replaced = await ownPendingProfile(db, form);
  try {
    await db.transaction(async (trx) => {
      if (replaced) await deleteProfileRow(trx, replaced.id);
      await createPendingProfile(trx, form, passwordHash, ctx);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Two sign-ups at once: the unique indexes let one win. Answer the other like its rule would have.
    const winner = await findProfileByEmail(db, form.email);
    if (winner) return answerTakenAddress(db, winner, ctx);
    throw new FieldErrors({ name: 'accounts.errors.nameTaken' });
  }
}

/** What sign-up asks of a new profile beside its identity: the persons and the area. */
export type SignUpProfileDetails = { persons: { birthday: string; gender: string }[]; countryId: number; postalCode: string };
type ProfileDetailsWriter = (trx: Knex, profileId: number, details: SignUpProfileDetails) => Promise<void>;

/**
 * The profiles module owns persons and areas and provides their writer at start-up (accounts cannot import
 * profiles: profiles reads accounts). Sign-up runs it in its own transaction, so a profile never exists without them.
 */
let writeProfileDetails: ProfileDetailsWriter = async () => {
  throw new Error('No profile details writer: the profiles module provides it (provideSignUpDetailsWriter)');
};
export function provideSignUpDetailsWriter(writer: ProfileDetailsWriter): void {
  writeProfileDetails = writer;
}

async function createPendingProfile(trx: Knex, form: SignUpForm, passwordHash: string, ctx: SignUpContext): Promise<void> {
  const persons = form.kind === 'Couple'
    ? [{ birthday: form.birthday1, gender: form.gender1 }, { birthday: form.birthday2!, gender: form.gender2! }]
    : [{ birthday: form.birthday1, gender: form.gender1 }];
  const created = await insertProfile(trx, {
    name: form.name,
    email: form.email,
    passwordHash,
    kind: form.kind,
    status: ProfileStatus.None,
    darkStatus: 0,
    member: false,
    termsVersion: await requiredTermsVersion(trx),
    forcedValidation: false,
    staffRole: 0,
    language: ctx.locale,
    referrer: ctx.referrer,
  });
  await writeProfileDetails(trx, created.id, { persons, countryId: form.countryId, postalCode: form.postalCode });
  await sendConfirmationLink(trx, created, ctx);
  await scheduleExpiry(trx, created.id);
}

/** A sign-up with an address that already has a profile: a new link when it is still pending, else a word to its owner. */
async function answerTakenAddress(db: Knex, owner: ProfileRecord, ctx: SignUpContext): Promise<void> {
  await db.transaction(async (trx) => {
    if (owner.status === ProfileStatus.None) return sendConfirmationLink(trx, owner, ctx);
    await queueMail(trx, {
      to: owner.email,
      locale: owner.language ?? ctx.locale,
      template: 'accounts.mail.signUpAttempt',
      params: { name: owner.name, siteName: ctx.siteName, forgotUrl: `${ctx.origin}/ForgotPassword` },
      link: `${ctx.origin}/LogOn`,
    });
  });
}

/** The pending profile of this very name whose password was typed again: its owner is signing up anew. */
async function ownPendingProfile(db: Knex, form: SignUpForm): Promise<ProfileRecord | null> {
  const pending = await findProfileByNameKey(db, form.name);
  if (pending?.status !== ProfileStatus.None) return null;
  return (await verifyPassword(pending.passwordHash, form.password)) ? pending : null;
}
