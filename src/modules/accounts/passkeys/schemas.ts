import { z } from 'zod';

/** Base64url text as the browser sends WebAuthn buffers; the cap keeps a hostile payload small. */
const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/);

const credentialId = base64url(1400);
const extensions = z.record(z.string(), z.unknown()).default({});
const attachment = z.enum(['platform', 'cross-platform']).optional().catch(undefined);

/** navigator.credentials.create() as JSON (RegistrationResponseJSON). */
export const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensions,
});

/** Spec §3 "Passkey assertion": id, type, rawId, response (authenticatorData, clientDataJSON, userHandle, signature), extensions. */
export const assertionResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(128).optional().nullable().transform((v) => v ?? undefined),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensions,
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** A passkey's name: 1–60 characters after trimming, no control characters. */
export const passkeyName = z
  .string({ error: 'accounts.passkeys.errors.nameLength' })
  .trim()
  .min(1, 'accounts.passkeys.errors.nameLength')
  .max(60, 'accounts.passkeys.errors.nameLength')
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'accounts.passkeys.errors.nameCharacters');

export const passkeyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The options value GetAssertionOptions answered; only its challengeId matters when it comes back. */
export const assertionOptionsEcho = z.object({ challengeId: z.string().regex(/^\d{1,18}$/) });

export const passkeyLogOnInput = z.object({
  authenticatorResponse: assertionResponse,
  rememberMe: z.boolean().default(false),
  options: assertionOptionsEcho,
  /** Where to go after log on (the log-on form's `u`); checked like the password log-on's. */
  u: z.string().max(2000).optional(),
});

export const registerInput = z.object({
  response: registrationResponse,
  /** Optional: an empty name becomes "Passkey on <browser>". */
  name: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), passkeyName.optional()),
});

/** A passkey as /Settings and the Passkeys controller show it. */
export const passkeyView = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  created: z.string(),
  lastUsed: z.string().nullable(),
  synced: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyView>;
