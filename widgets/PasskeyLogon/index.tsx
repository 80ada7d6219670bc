import { useEffect, useState } from 'react';
import { browserSupportsWebAuthn, sendSignal, startAuthentication } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiPost, ResponseError, provideCsrfToken } from '../lib/api.ts';

export type PasskeyLogonLabels = { button: string; working: string; errorOccurred: string; getCredentialsFailed: string; loginFailed: string };

export type PasskeyLogonProps = {
  labels: PasskeyLogonLabels;
  /** Sent as x-csrf-token while the page has no <meta name="csrf-token"> (visitors who are not logged on). */
  csrfToken: string;
  /** The log-on form's `u`: where to land afterwards (the server checks it). */
  returnTo: string;
};

/** Spec §8 message keys of a passkey log-on failure. */
export type PasskeyFailureKey = 'Common_ErrorOccurred' | 'get-credentials-failed' | 'incorrect-passkey' | 'login-failed';

type AssertionOptions = PublicKeyCredentialRequestOptionsJSON & { challengeId: string };

/** "Keep me logged on" is the log-on form's checkbox just above this island. */
function rememberMeChecked(): boolean {
  return document.querySelector<HTMLInputElement>('form.logon-form input[name="rememberMe"]')?.checked ?? false;
}

/**
 * "Log on with a passkey" under the password form (spec §4): fetch assertion options, get a credential from
 * the device, send it with rememberMe; success navigates to the server's redirectUrl, failure shows the §8
 * text. Without JavaScript (or WebAuthn) it renders nothing: the password form stays the way in.
 */
export default function PasskeyLogon({ labels, csrfToken, returnTo }: PasskeyLogonProps) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ key: PasskeyFailureKey; text: string } | null>(null);

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  async function logOn() {
    setBusy(true);
    setFailure(null);
    const fail = (key: PasskeyFailureKey, text: string) => {
      setFailure({ key, text });
      setBusy(false);
    };
    provideCsrfToken(csrfToken);

    let options: AssertionOptions;
    try {
      options = await apiPost<AssertionOptions>('LogOn/GetAssertionOptions');
    } catch {
      return fail('Common_ErrorOccurred', labels.errorOccurred);
    }
    const { challengeId, ...optionsJSON } = options;

    let credential: AuthenticationResponseJSON;
    try {
      credential = await startAuthentication({ optionsJSON });
    } catch {
      return fail('get-credentials-failed', labels.getCredentialsFailed);
    }

    try {
      const result = await apiPost<{ success: true; redirectUrl: string }>('LogOn/PasskeyLogin', {
        authenticatorResponse: credential,
        rememberMe: rememberMeChecked(),
        options: { challengeId },
        ...(returnTo ? { u: returnTo } : {}),
      });
      window.location.assign(result.redirectUrl);
    } catch (err) {
      if (err instanceof ResponseError && err.code === 'incorrect-passkey') return fail('incorrect-passkey', labels.loginFailed);
      if (err instanceof ResponseError && err.code === 'passkey-not-found' && optionsJSON.rpId) {
        // The device still offers a passkey this site no longer knows (removed in Settings): ask it to hide it.
        void sendSignal({ signalName: 'unknownCredential', rpID: optionsJSON.rpId, credentialID: credential.id }).catch(() => undefined);
      }
      return fail('login-failed', err instanceof ResponseError && err.userMessage ? err.userMessage : labels.loginFailed);
    }
  }

  if (!supported) return null;
  return (
    <div className="passkey-logon stack">
      <button type="button" className="button secondary" onClick={() => void logOn()} disabled={busy} aria-busy={busy}>
        {busy ? labels.working : labels.button}
      </button>
      {failure && (
        <p className="alert warning" role="alert" data-message-key={failure.key}>
          {failure.text}
        </p>
      )}
    </div>
  );
}
