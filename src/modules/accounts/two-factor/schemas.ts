import { z } from 'zod';

/** A TOTP code as typed: six digits (spaces around it are forgiven). */
export const totpCode = z
  .string({ error: 'accounts.twoFactor.errors.codeRequired' })
  .trim()
  .min(1, 'accounts.twoFactor.errors.codeRequired')
  .regex(/^\d{6}$/, 'accounts.twoFactor.errors.codeFormat');

/** A TOTP code or a recovery code, wherever either proves the second factor. */
export const codeOrRecoveryCode = z.string({ error: 'accounts.twoFactor.errors.codeRequired' }).trim().min(1, 'accounts.twoFactor.errors.codeRequired').max(64, 'accounts.twoFactor.errors.codeInvalid');

export const enableInput = z.object({ code: totpCode });

export const disableInput = z.object({
  password: z.string({ error: 'accounts.twoFactor.errors.passwordRequired' }).min(1, 'accounts.twoFactor.errors.passwordRequired').max(1024, 'accounts.twoFactor.errors.passwordInvalid'),
  code: codeOrRecoveryCode,
});

/** The log-on step: the code form sends `code`, the recovery form `recoveryCode`. */
export const logOnCodeForm = z
  .object({
    code: z.string().trim().max(64).optional(),
    recoveryCode: z.string().trim().max(64).optional(),
  })
  .transform((v, ctx) => {
    if (v.recoveryCode) return { code: v.recoveryCode, recovery: true };
    if (v.code && /^\d{6}$/.test(v.code)) return { code: v.code, recovery: false };
    ctx.addIssue({ code: 'custom', path: ['code'], message: v.code ? 'accounts.twoFactor.errors.codeFormat' : 'accounts.twoFactor.errors.codeRequired' });
    return z.NEVER;
  });
