import { AppError } from '../../platform/http/errors.ts';
import type { LogonRefusal } from './policy.ts';

/**
 * Every failure the accounts module reports, by name: status, stable code, i18n key and, for a form or an
 * API input, the field it belongs to. Services throw these; the platform's error handler and the form mode
 * turn them into a page, a message next to the field or `{ error: { code, message, field } }`.
 */

/** Log on and the profile's own identity (names, e-mail, passwords). */
export const accountErrors = {
  /** 401 for a wrong name or password, 403 for a profile that is shut out (its status is only told to who knew the password). */
  logonRefused: (reason: LogonRefusal) => new AppError(reason === 'invalidCredentials' ? 401 : 403, reason, `accounts.logon.refused_${reason}`),
  nameTaken: () => new AppError(409, 'conflict', 'accounts.errors.nameTaken', {}, 'name'),
  nameTooSimilar: () => new AppError(409, 'conflict', 'accounts.errors.nameTooSimilar', {}, 'name'),
  emailUnchanged: () => new AppError(400, 'unchanged', 'accounts.settings.errors.emailUnchanged', {}, 'email'),
  emailTaken: () => new AppError(409, 'conflict', 'accounts.settings.errors.emailTaken', {}, 'email'),
  weakPassword: (problem: string, field = 'password') => new AppError(400, 'weakPassword', `accounts.errors.password_${problem}`, {}, field),
};

/** Password reset (service/password-reset.ts): a used, voided or expired link. */
export const passwordResetErrors = {
  linkExpired: () => new AppError(410, 'linkExpired', 'accounts.linkExpired.title'),
};

/**
 * Re-authentication (settings/reauth.ts): adding a passkey or turning two-factor on needs the password, or a
 * log on, within the last 10 minutes; a wrong password is named on its field.
 */
export const reauthErrors = {
  required: () => new AppError(403, 'reauthenticationRequired', 'accounts.settings.reauth.required'),
  wrongPassword: (field = 'password') => new AppError(400, 'wrongPassword', 'accounts.settings.errors.passwordWrong', {}, field),
};

/** Two-factor (two-factor/): setting it up, turning it off, and the log-on step. */
export const twoFactorErrors = {
  setupExpired: () => new AppError(400, 'setupExpired', 'accounts.twoFactor.errors.setupExpired', {}, 'code'),
  wrongCode: () => new AppError(400, 'codeInvalid', 'accounts.twoFactor.errors.codeInvalid', {}, 'code'),
  alreadyEnabled: () => new AppError(409, 'conflict', 'accounts.twoFactor.errors.alreadyEnabled'),
  notEnabled: () => new AppError(409, 'conflict', 'accounts.twoFactor.errors.notEnabled'),
  /** The log-on step: a code that does not match (or was used before). */
  codeInvalid: () => new AppError(401, 'codeInvalid', 'accounts.twoFactor.logon.codeInvalid', {}, 'code'),
  recoveryCodeInvalid: () => new AppError(401, 'recoveryCodeInvalid', 'accounts.twoFactor.logon.recoveryCodeInvalid', {}, 'recoveryCode'),
};

/** Passkeys (passkeys/): the spec §8 errors of the ceremonies, and the member's own list. */
export const passkeyErrors = {
  /** Only for a confirmed e-mail address, so the reset mail that lists them reaches the member. */
  emailNotConfirmed: () => new AppError(403, 'emailNotConfirmed', 'accounts.passkeys.errors.emailNotConfirmed'),
  /** Spec §8: the verification was unsuccessful (message key incorrect-passkey). */
  incorrect: () => new AppError(401, 'incorrect-passkey', 'accounts.passkeys.errors.loginFailed'),
  /** Spec §8: the credential the device offered is not a passkey of this site. */
  unknownCredential: () => new AppError(400, 'passkey-not-found', 'accounts.passkeys.errors.notFound', {}, 'authenticatorResponse.id'),
  /** One of the member's passkeys by id: none such on this site. */
  notFound: () => new AppError(404, 'notFound', 'accounts.passkeys.errors.notFound'),
  tooMany: (max: number) => new AppError(409, 'tooManyPasskeys', 'accounts.passkeys.errors.tooMany', { max }),
  challengeExpired: () => new AppError(400, 'challengeExpired', 'accounts.passkeys.errors.challengeExpired', {}, 'response'),
  registrationFailed: () => new AppError(400, 'registrationFailed', 'accounts.passkeys.errors.registrationFailed', {}, 'response'),
  alreadyRegistered: () => new AppError(409, 'conflict', 'accounts.passkeys.errors.alreadyRegistered', {}, 'response'),
};

/** Staff acting as a member (staff/). */
export const staffErrors = {
  impersonationRefused: () => new AppError(403, 'forbidden', 'accounts.staff.impersonation.refused'),
  notImpersonating: () => new AppError(403, 'forbidden', 'accounts.staff.impersonation.notImpersonating'),
};

/** Single sign-on (sso/): a link that cannot be used, and a browser where another profile is logged on. */
export const ssoErrors = {
  queryInvalid: () => new AppError(400, 'badRequest', 'accounts.sso.queryInvalid', {}, 'ssoQuery'),
  invalid: () => new AppError(401, 'ssoInvalid', 'accounts.sso.invalid'),
  otherProfile: () => new AppError(409, 'ssoOtherProfile', 'accounts.sso.otherProfileApi'),
  unknownSite: () => new AppError(400, 'invalidInput', 'common.errors.invalidField', { field: 'site' }, 'site'),
};
