import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { activationData, disableTwoFactor, enableTwoFactor } from './service.ts';
import { disableInput, enableInput } from './schemas.ts';

/** /api/TwoFactor/* (spec §7): ActivationData, Enable, Disable. */
export const twoFactorApi = {
  ActivationData: defineAction({
    method: 'GET',
    summary: 'A new secret (kept pending in the session until Enable), its otpauth:// URI and a QR code of it',
    input: z.object({}).loose(),
    output: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() }),
    access: 'user',
    handler: async (_input, { req, res, viewer }) => {
      const data = await activationData(req, viewer!);
      res.set('Cache-Control', 'no-store');
      return { secret: data.secret, otpauthUrl: data.otpauthUrl, qrCodeDataUrl: data.qrCodeDataUrl };
    },
  }),
  Enable: defineAction({
    method: 'POST',
    summary: 'Turns two-factor on with a first code; answers the ten recovery codes, shown only this once',
    input: enableInput,
    output: z.object({ success: z.literal(true), recoveryCodes: z.array(z.string()) }),
    access: 'user',
    handler: async ({ code }, { req, res, viewer }) => {
      const recoveryCodes = await enableTwoFactor(req, viewer!, code);
      res.set('Cache-Control', 'no-store');
      return { success: true as const, recoveryCodes };
    },
  }),
  Disable: defineAction({
    method: 'POST',
    summary: 'Turns two-factor off with the password and a code or recovery code; ends the other sessions',
    input: disableInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    handler: async (input, { req, viewer }) => {
      await disableTwoFactor(req, viewer!, input);
      return { success: true as const };
    },
  }),
};
