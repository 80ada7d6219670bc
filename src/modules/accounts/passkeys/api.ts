import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { currentProfile } from '../current-profile.ts';
import { enterSession, landingAfterLogon } from '../logon-flow.ts';
import { deletePasskey, findPasskeys, renamePasskey } from './repo.ts';
import { passkeyId, passkeyLogOnInput, passkeyName, passkeyView, registerInput } from './schemas.ts';
import { assertEmailConfirmed, assertionOptions, registerPasskey, registrationOptions, verifyAssertion } from './service.ts';
import { assertRecentAuthentication } from '../settings/reauth.ts';
import { defaultPasskeyName, relyingParty } from './relying-party.ts';
import { presentPasskey } from './presenter.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { accountErrors, passkeyErrors } from '../errors.ts';

/** The browser's PublicKeyCredential*OptionsJSON, field by field (the OpenAPI document shows them). */
const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });
const extensionInputs = z.object({ credProps: z.boolean().optional() }).optional();
const hints = z.array(z.string()).optional();

const assertionOptionsOutput = z.object({
  challenge: z.string(),
  allowCredentials: z.array(credentialDescriptor),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
  extensions: extensionInputs,
  hints,
  /** The extra value: sent back as `options.challengeId` with the assertion. */
  challengeId: z.string(),
});
const registrationOptionsOutput = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z.object({ authenticatorAttachment: z.string().optional(), requireResidentKey: z.boolean().optional(), residentKey: z.string().optional(), userVerification: z.string().optional() }).optional(),
  attestation: z.string().optional(),
  extensions: extensionInputs,
  hints,
});

/** Spec §7 LogOn: GetAssertionOptions and PasskeyLogin (they join the LogOn controller). */
export const passkeyLogOnActions = {
  GetAssertionOptions: defineAction({
    method: 'POST',
    summary: 'Passkey log on, step 1: options for navigator.credentials.get() on this host, with a single-use challenge',
    input: z.object({}),
    output: assertionOptionsOutput,
    access: 'public',
    policy: 'access',
    handler: (_input, { req, db }) => assertionOptions(db, relyingParty(req)),
  }),
  PasskeyLogin: defineAction({
    method: 'POST',
    summary: 'Passkey log on, step 2: verifies the assertion (both factors in one) and starts the session',
    input: passkeyLogOnInput,
    output: z.object({ success: z.literal(true), redirectUrl: z.string() }),
    access: 'public',
    policy: 'access',
    rateLimit: 'auth',
    handler: async ({ authenticatorResponse, rememberMe, options, u }, { req, db }) => {
      const profileId = await verifyAssertion(db, relyingParty(req), authenticatorResponse, options.challengeId);
      const done = await enterSession(req, profileId, { rememberMe });
      if (!done.ok) throw done.reason === 'invalidCredentials' ? passkeyErrors.incorrect() : accountErrors.logonRefused(done.reason);
      return { success: true as const, redirectUrl: await landingAfterLogon(req, done.profile, u) };
    },
  }),
};

/** /api/Passkeys/*: a logged-on member's own passkeys on this host. Staff acting as the member may only look. */
export const passkeyActions = {
  RegistrationOptions: defineAction({
    method: 'POST',
    summary:
      'Options for navigator.credentials.create(), with a single-use challenge bound to this profile and host. Needs a confirmed e-mail address (403 emailNotConfirmed) and a log on or the password within 10 minutes (403 reauthenticationRequired: POST /api/EditProfile/ConfirmPassword)',
    input: z.object({}),
    output: registrationOptionsOutput,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async (_input, ctx) => {
      const profile = await currentProfile(ctx.db, ctx.viewer);
      assertEmailConfirmed(profile);
      assertRecentAuthentication(ctx.req);
      return registrationOptions(ctx.db, relyingParty(ctx.req), profile);
    },
  }),
  Register: defineAction({
    method: 'POST',
    summary: 'Stores a new passkey from the browser attestation; e-mails the member',
    input: registerInput,
    output: passkeyView,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    // No second recent-authentication check: the challenge it answers came from RegistrationOptions, which
    // required one, and lives two minutes.
    handler: async ({ response, name }, ctx) => {
      const profile = await currentProfile(ctx.db, ctx.viewer);
      const stored = await registerPasskey(ctx.db, relyingParty(ctx.req), profile, response, name ?? defaultPasskeyName(ctx.req.get('user-agent'), ctx.t));
      return presentPasskey(stored, ctx.locale);
    },
  }),
  List: defineAction({
    method: 'GET',
    summary: "The member's passkeys on this host",
    input: z.object({}),
    output: z.array(passkeyView),
    access: 'user',
    policy: 'access',
    handler: async (_input, ctx) => (await findPasskeys(ctx.db, ctx.viewer.id, relyingParty(ctx.req).rpId)).map((p) => presentPasskey(p, ctx.locale)),
  }),
  Rename: defineAction({
    method: 'POST',
    input: z.object({ id: passkeyId, name: passkeyName }),
    output: passkeyView,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ id, name }, ctx) => {
      const renamed = await renamePasskey(ctx.db, ctx.viewer.id, relyingParty(ctx.req).rpId, id, name);
      if (!renamed) throw passkeyErrors.notFound();
      return presentPasskey(renamed, ctx.locale);
    },
  }),
  Remove: defineAction({
    method: 'POST',
    summary: 'Deletes one of the member\'s passkeys; e-mails the member',
    input: z.object({ id: passkeyId }),
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ id }, ctx) => {
      const profile = await currentProfile(ctx.db, ctx.viewer);
      const rp = relyingParty(ctx.req);
      await ctx.db.transaction(async (trx) => {
        const removed = await deletePasskey(trx, profile.id, rp.rpId, id);
        if (!removed) throw passkeyErrors.notFound();
        await queueMail(trx, { to: profile.email, locale: profile.language, template: 'accounts.passkeys.mail.removed', params: { name: profile.name, passkey: removed.name, siteName: rp.rpName }, link: `${rp.origin}/Settings` });
      });
      return { success: true as const };
    },
  }),
};
