import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type VerifiedAuthenticationResponse,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { queueMail } from '../../../platform/mail/index.ts';
import type { ProfileRecord } from '../repo.ts';
import { passkeyErrors } from '../errors.ts';
import { consumeChallenge, countPasskeys, findPasskeyByCredential, findPasskeys, findUserHandle, insertChallenge, insertPasskey, recordPasskeyUse, type PasskeyRecord } from './repo.ts';
import { challengeTtlMs, maxPasskeysPerHost, signedChallenge } from './ceremony.ts';
import type { RelyingParty } from './relying-party.ts';

/* The two WebAuthn ceremonies: registration (a member adds a passkey) and authentication (a passkey log on). */
/**
 * Passkeys only for a confirmed e-mail address: a profile pre-registered with someone else's address must
 * not get a passkey that outlives the owner taking it over, and the reset mail that lists passkeys must
 * reach the member.
 */
export function assertEmailConfirmed(profile: Pick<ProfileRecord, 'emailConfirmedAt'>): void {
  if (!profile.emailConfirmedAt) throw passkeyErrors.emailNotConfirmed();
}

/**
 * Options for navigator.credentials.create(): a discoverable credential (so log on needs no name), user
 * verification preferred, the profile's existing passkeys on this host excluded. The challenge is stored
 * with the profile and the user handle it offers. The caller has checked that the session authenticated
 * recently (settings/reauth.ts); the e-mail address must be confirmed.
 */
export async function registrationOptions(db: Knex, rp: RelyingParty, profile: Pick<ProfileRecord, 'id' | 'name' | 'emailConfirmedAt'>): Promise<PublicKeyCredentialCreationOptionsJSON> {
  assertEmailConfirmed(profile);
  const existing = await findPasskeys(db, profile.id, rp.rpId);
  if (existing.length >= maxPasskeysPerHost) throw passkeyErrors.tooMany(maxPasskeysPerHost);
  const userHandle = (await findUserHandle(db, profile.id)) ?? isoBase64URL.fromBuffer(new Uint8Array(randomBytes(32)));
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: profile.name,
    userDisplayName: profile.name,
    userID: isoBase64URL.toBuffer(userHandle),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: challengeTtlMs,
  });
  await insertChallenge(db, { challenge: options.challenge, purpose: 'register', rpId: rp.rpId, profileId: profile.id, userHandle, ttlMs: challengeTtlMs });
  return options;
}

/**
 * Verifies the browser's attestation against the profile's own unused challenge on this host (consumed first,
 * so a challenge is answered once whatever the outcome), then stores the passkey and tells the member by e-mail.
 */
export async function registerPasskey(
  db: Knex,
  rp: RelyingParty,
  profile: Pick<ProfileRecord, 'id' | 'name' | 'email' | 'language' | 'emailConfirmedAt'>,
  response: RegistrationResponseJSON,
  name: string,
): Promise<PasskeyRecord> {
  assertEmailConfirmed(profile);
  const challenge = signedChallenge(response.response.clientDataJSON, 'response.response.clientDataJSON');
  const consumed = await consumeChallenge(db, { challenge, purpose: 'register', rpId: rp.rpId, profileId: profile.id });
  if (!consumed) throw passkeyErrors.challengeExpired();
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpId, requireUserVerification: true });
  } catch {
    verification = { verified: false };
  }
  if (!verification.verified) throw passkeyErrors.registrationFailed();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return db.transaction(async (trx) => {
    if ((await countPasskeys(trx, profile.id, rp.rpId)) >= maxPasskeysPerHost) throw passkeyErrors.tooMany(maxPasskeysPerHost);
    const stored = await insertPasskey(trx, {
      profileId: profile.id,
      rpId: rp.rpId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      userHandle: consumed.userHandle,
      backedUp: credentialBackedUp,
      name,
    });
    if (!stored) throw passkeyErrors.alreadyRegistered();
    await queueMail(trx, { to: profile.email, locale: profile.language, template: 'accounts.passkeys.mail.added', params: { name: profile.name, passkey: name, siteName: rp.rpName }, link: `${rp.origin}/Settings` });
    return stored;
  });
}

export type AssertionOptions = PublicKeyCredentialRequestOptionsJSON & { allowCredentials: NonNullable<PublicKeyCredentialRequestOptionsJSON['allowCredentials']>; challengeId: string };

/**
 * Options for navigator.credentials.get() on this host. The log on has no name yet, so allowCredentials is
 * empty and the device offers its discoverable passkeys for this site. `challengeId` comes back with the answer.
 */
export async function assertionOptions(db: Knex, rp: RelyingParty): Promise<AssertionOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpId, allowCredentials: [], userVerification: 'required', timeout: challengeTtlMs });
  const id = await insertChallenge(db, { challenge: options.challenge, purpose: 'authenticate', rpId: rp.rpId, profileId: null, ttlMs: challengeTtlMs });
  return { ...options, allowCredentials: options.allowCredentials ?? [], challengeId: String(id) };
}

/**
 * Checks a passkey assertion and answers whose profile it proves. The challenge (the one issued under
 * challengeId, on this host, fresh and unused) is consumed before anything else, so it is answered once.
 * Unknown credential → 400 "Passkey not found"; any failed check → 401 incorrect-passkey.
 */
export async function verifyAssertion(db: Knex, rp: RelyingParty, response: AuthenticationResponseJSON, challengeId: string): Promise<number> {
  const challenge = signedChallenge(response.response.clientDataJSON, 'authenticatorResponse.response.clientDataJSON');
  const consumed = await consumeChallenge(db, { challenge, purpose: 'authenticate', rpId: rp.rpId, id: Number(challengeId) });
  if (!consumed) throw passkeyErrors.incorrect();
  const passkey = await findPasskeyByCredential(db, rp.rpId, response.id);
  if (!passkey) throw passkeyErrors.unknownCredential();
  const userHandle = response.response.userHandle;
  if (userHandle && passkey.userHandle && userHandle !== passkey.userHandle) throw passkeyErrors.incorrect();
  let result: VerifiedAuthenticationResponse;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
      // A passkey log-on stands in for password and second factor, so the device must verify the person.
      requireUserVerification: true,
    });
  } catch {
    throw passkeyErrors.incorrect();
  }
  if (!result.verified) throw passkeyErrors.incorrect();
  await recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter, result.authenticationInfo.credentialBackedUp);
  return passkey.profileId;
}
