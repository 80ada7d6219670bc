import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { logOnForm, forgotPasswordForm, newPassword } from '../schemas.ts';
import { nameKey } from '../names.ts';
import { logOnWithPassword } from '../logon-flow.ts';
import { endSession } from '../session.ts';
import { enqueuePasswordReset, resetPassword, resetPasswordData } from '../service/password-reset.ts';
import { passwordResetErrors, accountErrors } from '../errors.ts';

export const logOnActions = {
  LogOn: defineAction({
    method: 'POST',
    summary: 'Log on with profile name or e-mail and password',
    input: logOnForm,
    output: z.object({ success: z.literal(true), twoFactorRequired: z.boolean(), redirectUrl: z.string().nullable() }),
    access: 'public',
    policy: 'access',
    handler: async (input, { req }) => {
      const outcome = await logOnWithPassword(req, input);
      if (outcome.kind === 'refused') throw accountErrors.logonRefused(outcome.reason);
      if (outcome.kind === 'twoFactor') return { success: true as const, twoFactorRequired: true, redirectUrl: '/LogOn/TwoFactor' };
      return { success: true as const, twoFactorRequired: false, redirectUrl: outcome.redirect };
    },
  }),
  LogOut: defineAction({
    method: 'POST',
    input: z.object({}),
    output: z.object({ success: z.literal(true) }),
    access: 'public',
    policy: 'access',
    handler: async (_input, { req }) => {
      await endSession(req);
      return { success: true as const };
    },
  }),
  CheckStamp: defineAction({
    method: 'POST',
    summary: 'Keep-alive: false once this session is no longer valid (password changed, locked, logged out everywhere)',
    input: z.object({}),
    output: z.boolean(),
    access: 'public',
    policy: 'access',
    handler: (_input, { viewer }) => viewer !== null,
  }),
  ForgotPassword: defineAction({
    method: 'POST',
    summary: 'Mails a reset link (a job looks the profile up); answers the same, in the same time, whether or not the profile exists',
    input: forgotPasswordForm,
    output: z.object({ success: z.literal(true) }),
    access: 'public',
    policy: 'access',
    rateLimit: 'forgot',
    handler: async ({ nameOrEmail }, { req, db, site }) => {
      await rateLimitFor('forgotAccount', req, nameKey(nameOrEmail));
      await enqueuePasswordReset(db, nameOrEmail, { origin: req.ctx.origin, siteName: site.name });
      return { success: true as const };
    },
  }),
  ResetPasswordData: defineAction({
    method: 'GET',
    input: z.object({ queryString: z.string().min(1).max(200) }),
    output: z.object({ valid: z.boolean(), name: z.string().nullable() }),
    access: 'public',
    policy: 'access',
    handler: ({ queryString }, { db }) => resetPasswordData(db, queryString),
  }),
  ResetPassword: defineAction({
    method: 'POST',
    input: z.object({ queryString: z.string().min(1).max(200), password: newPassword }),
    output: z.object({ success: z.literal(true) }),
    access: 'public',
    policy: 'access',
    handler: async ({ queryString, password }, { db }) => {
      if ((await resetPassword(db, queryString, password)) === 'expired') throw passwordResetErrors.linkExpired();
      return { success: true as const };
    },
  }),
};
