import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { generateRegistrationOptions, verifyRegistrationResponse, type VerifiedRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { AppError, conflict } from '../../../platform/http/errors.ts';
import type { ProfileRecord } from '../repo.ts';
import { consumeChallenge, countPasskeys, findPasskeys, findUserHandle, insertChallenge, insertPasskey, type PasskeyRecord } from './repo.ts';
import { challengeTtlMs, maxPasskeysPerHost, signedChallenge, tooManyPasskeys } from './ceremony.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import type { RelyingParty } from './relying-party.ts';
import { passkeyErrors } from '../errors.ts';

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
  if (existing.length >= maxPasskeysPerHost) throw tooManyPasskeys();
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
  if (!consumed) throw new AppError(400, 'challengeExpired', 'passkeys.errors.challengeExpired', {}, 'response');
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpId, requireUserVerification: true });
  } catch {
    verification = { verified: false };
  }
  if (!verification.verified) throw new AppError(400, 'registrationFailed', 'passkeys.errors.registrationFailed', {}, 'response');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return db.transaction(async (trx) => {
    if ((await countPasskeys(trx, profile.id, rp.rpId)) >= maxPasskeysPerHost) throw tooManyPasskeys();
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
    if (!stored) throw conflict('passkeys.errors.alreadyRegistered', 'response');
    await queueMail(trx, { to: profile.email, locale: profile.language, template: 'passkeys.mail.added', params: { name: profile.name, passkey: name, siteName: rp.rpName }, link: `${rp.origin}/Settings` });
    return stored;
  });
}
