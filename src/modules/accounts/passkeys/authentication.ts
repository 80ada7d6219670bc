import type { Knex } from 'knex';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type VerifiedAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { consumeChallenge, findPasskeyByCredential, insertChallenge, recordPasskeyUse } from './repo.ts';
import { challengeTtlMs, incorrectPasskey, passkeyNotFound, signedChallenge } from './ceremony.ts';
import type { RelyingParty } from './relying-party.ts';

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
  if (!consumed) throw incorrectPasskey();
  const passkey = await findPasskeyByCredential(db, rp.rpId, response.id);
  if (!passkey) throw passkeyNotFound();
  const userHandle = response.response.userHandle;
  if (userHandle && passkey.userHandle && userHandle !== passkey.userHandle) throw incorrectPasskey();
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
    throw incorrectPasskey();
  }
  if (!result.verified) throw incorrectPasskey();
  await recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter, result.authenticationInfo.credentialBackedUp);
  return passkey.profileId;
}
