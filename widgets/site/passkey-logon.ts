import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiPost, provideCsrfToken, ResponseError } from '../lib/api.ts';

/** Spec §8 message keys of a passkey log-on failure. */
export type PasskeyFailureKey = 'Common_ErrorOccurred' | 'get-credentials-failed' | 'incorrect-passkey' | 'login-failed';

type AssertionOptions = PublicKeyCredentialRequestOptionsJSON & { challengeId: string };

/**
 * "Log on with a passkey" under the password form (spec §4), views/accounts/_passkey-logon.ejs: shown only
 * where WebAuthn exists; fetches assertion options, gets a credential from the device, sends it with the
 * form's "keep me logged on"; success goes to the server's redirectUrl, failure shows the §8 text. The
 * WebAuthn library loads on the first tap, so the page itself carries a few hundred bytes.
 */
export function initPasskeyLogon(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-passkey-logon]')) {
    const button = box.querySelector('button');
    const message = box.querySelector<HTMLElement>('[role="alert"]');
    if (!button || !message || typeof window.PublicKeyCredential !== 'function') continue;
    button.hidden = false;
    button.addEventListener('click', () => void logOn(box, button, message));
  }
}

async function logOn(box: HTMLElement, button: HTMLButtonElement, message: HTMLElement): Promise<void> {
  const label = button.textContent ?? '';
  const form = box.closest('.logon-box')?.querySelector<HTMLFormElement>('form.logon-form') ?? document.querySelector<HTMLFormElement>('form.logon-form');
  const text = (key: string) => box.dataset[key] ?? '';
  const fail = (key: PasskeyFailureKey, shown: string) => {
    message.textContent = shown;
    message.dataset.messageKey = key;
    message.hidden = false;
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = label;
  };
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = text('working');
  message.hidden = true;
  provideCsrfToken(form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? '');

  let options: AssertionOptions;
  let webauthn: typeof import('@simplewebauthn/browser');
  try {
    [options, webauthn] = await Promise.all([apiPost<AssertionOptions>('LogOn/GetAssertionOptions'), import('@simplewebauthn/browser')]);
  } catch {
    return fail('Common_ErrorOccurred', text('errorOccurred'));
  }
  const { challengeId, ...optionsJSON } = options;

  let credential: AuthenticationResponseJSON;
  try {
    credential = await webauthn.startAuthentication({ optionsJSON });
  } catch {
    return fail('get-credentials-failed', text('getCredentialsFailed'));
  }

  try {
    const returnTo = box.dataset.returnTo ?? '';
    const result = await apiPost<{ success: true; redirectUrl: string }>('LogOn/PasskeyLogin', {
      authenticatorResponse: credential,
      rememberMe: form?.querySelector<HTMLInputElement>('input[name="rememberMe"]')?.checked ?? false,
      options: { challengeId },
      ...(returnTo ? { u: returnTo } : {}),
    });
    window.location.assign(result.redirectUrl);
  } catch (err) {
    if (err instanceof ResponseError && err.code === 'incorrect-passkey') return fail('incorrect-passkey', text('loginFailed'));
    if (err instanceof ResponseError && err.code === 'passkey-not-found' && optionsJSON.rpId) {
      // The device still offers a passkey this site no longer knows (removed in Settings): ask it to hide it.
      void webauthn.sendSignal({ signalName: 'unknownCredential', rpID: optionsJSON.rpId, credentialID: credential.id }).catch(() => undefined);
    }
    return fail('login-failed', err instanceof ResponseError && err.userMessage ? err.userMessage : text('loginFailed'));
  }
}
