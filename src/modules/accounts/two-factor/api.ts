import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { disableWithPassword, enableFromSession, showActivation } from './setup.ts';
import { disableInput, enableInput } from './schemas.ts';

/** Credentials change only by the member themselves, never by staff acting as them. */
const rule = { access: 'user', notImpersonating: true, policy: 'access' } as const;

/**
 * /api/TwoFactor/* (spec §7): ActivationData, Enable, Disable. ActivationData and Enable need a log on or
 * the password within 10 minutes (else 403 reauthenticationRequired: POST /api/EditProfile/ConfirmPassword).
 */
export const twoFactorApi = {
  ActivationData: defineAction({
    ...rule,
    method: 'GET',
    summary: 'A new secret (kept pending in the session until Enable), its otpauth:// URI and a QR code of it',
    input: z.object({}).loose(),
    output: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() }),
    handler: async (_input, { req, res, viewer }) => {
      const data = await showActivation(req, viewer.id);
      res.set('Cache-Control', 'no-store');
      return { secret: data.secret, otpauthUrl: data.otpauthUrl, qrCodeDataUrl: data.qrCodeDataUrl };
    },
  }),
  Enable: defineAction({
    ...rule,
    method: 'POST',
    summary: 'Turns two-factor on with a first code; answers the ten recovery codes, shown only this once',
    input: enableInput,
    output: z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()) }),
    handler: async ({ code }, { req, res, viewer }) => {
      const recoveryCodes = await enableFromSession(req, viewer.id, code);
      res.set('Cache-Control', 'no-store');
      return { success: true as const, recoveryCodes };
    },
  }),
  Disable: defineAction({
    ...rule,
    method: 'POST',
    summary: 'Turns two-factor off with the password and a code or recovery code; ends the other sessions',
    input: disableInput,
    output: z.object({ success: z.literal(true) }),
    handler: async (input, { req, viewer }) => {
      await disableWithPassword(req, viewer.id, input);
      return { success: true as const };
    },
  }),
};
