import { AppError } from '../../platform/http/errors.ts';

/** The two-factor log-on step: a code that does not match (or was used before). */
export const twoFactorErrors = {
  codeInvalid: () => new AppError(401, 'codeInvalid', 'twofactor.logon.codeInvalid', {}, 'code'),
  recoveryCodeInvalid: () => new AppError(401, 'recoveryCodeInvalid', 'twofactor.logon.recoveryCodeInvalid', {}, 'recoveryCode'),
};

/** Single sign-on (sso/): a link that cannot be used, and a browser where another profile is logged on. */
export const ssoErrors = {
  queryInvalid: () => new AppError(400, 'badRequest', 'accounts.sso.queryInvalid', {}, 'ssoQuery'),
  invalid: () => new AppError(401, 'ssoInvalid', 'accounts.sso.invalid'),
  otherProfile: () => new AppError(409, 'ssoOtherProfile', 'accounts.sso.otherProfileApi'),
};

/**
 * Re-authentication (settings/reauth.ts): adding a passkey or turning two-factor on needs the password, or a
 * log on, within the last 10 minutes; a wrong password is named on its field.
 */
export const reauthErrors = {
  required: () => new AppError(403, 'reauthenticationRequired', 'settings.reauth.required'),
  wrongPassword: (field = 'password') => new AppError(400, 'wrongPassword', 'settings.errors.passwordWrong', {}, field),
};

/** Passkeys (passkeys/): only for a confirmed e-mail address, so the reset mail that lists them reaches the member. */
export const passkeyErrors = {
  emailNotConfirmed: () => new AppError(403, 'emailNotConfirmed', 'passkeys.errors.emailNotConfirmed'),
};

/** Password reset (service/password-reset.ts): a used, voided or expired link, and a new password that breaks a rule. */
export const passwordResetErrors = {
  linkExpired: () => new AppError(410, 'linkExpired', 'accounts.linkExpired.title'),
  weakPassword: (problem: string, field = 'password') => new AppError(400, 'weakPassword', `accounts.errors.password_${problem}`, {}, field),
};
