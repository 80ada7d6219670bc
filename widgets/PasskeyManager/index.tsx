import { useEffect, useState, type FormEvent } from 'react';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { apiPost, errorMessage, provideCsrfToken, ResponseError } from '../lib/api.ts';

/** A passkey as the server presents it (dates already formatted in the member's language). */
export type PasskeyItem = { id: number; name: string; createdAt: string; lastUsedAt: string | null; created: string; lastUsed: string | null; synced: boolean };

export type PasskeyManagerLabels = Record<
  | 'title' | 'needsJavaScript' | 'unsupported' | 'empty' | 'add' | 'adding' | 'added' | 'created' | 'lastUsed' | 'neverUsed' | 'synced'
  | 'rename' | 'name' | 'save' | 'cancel' | 'remove' | 'confirmRemove' | 'confirm' | 'removed' | 'renamed' | 'addFailed' | 'impersonating'
  | 'reauthIntro' | 'reauthPassword' | 'reauthSubmit' | 'emailUnconfirmed' | 'changeEmail' | 'errorOccurred',
  string
>;

export type PasskeyManagerProps = {
  passkeys: PasskeyItem[];
  labels: PasskeyManagerLabels;
  /** False while staff act as the member: the list is shown, nothing can be changed. */
  canChange: boolean;
  /** Passkeys can be added only once the e-mail address is confirmed; until then the island says how. */
  emailConfirmed: boolean;
  /** Sent as x-csrf-token if the page has no <meta name="csrf-token">. */
  csrfToken: string;
};

type Status = { kind: 'success' | 'warning'; text: string } | null;


const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The passkeys section of /Settings: the member's passkeys on this site with when they were added and last
 * used, rename, remove (after a confirmation) and "Add a passkey". Rendered on the server as a read-only list
 * with a note that passkeys need JavaScript; the buttons appear once the island runs.
 */
export default function PasskeyManager({ passkeys, labels, canChange, emailConfirmed, csrfToken }: PasskeyManagerProps) {
  const [items, setItems] = useState(passkeys);
  const [hydrated, setHydrated] = useState(false);
  const [supported, setSupported] = useState(true);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  // The password prompt, shown when the server asks for a recent authentication (reauthenticationRequired).
  const [reauth, setReauth] = useState<{ password: string; error: string | null } | null>(null);

  useEffect(() => {
    setHydrated(true);
    setSupported(browserSupportsWebAuthn());
    provideCsrfToken(csrfToken);
  }, [csrfToken]);

  async function add() {
    setBusy(true);
    setAdding(true);
    setStatus(null);
    try {
      let optionsJSON: PublicKeyCredentialCreationOptionsJSON;
      try {
        optionsJSON = await apiPost<PublicKeyCredentialCreationOptionsJSON>('Passkeys/RegistrationOptions');
      } catch (err) {
        if (err instanceof ResponseError && err.code === 'reauthenticationRequired') return setReauth({ password: '', error: null });
        return setStatus({ kind: 'warning', text: errorMessage(err, labels.errorOccurred) });
      }
      let response: RegistrationResponseJSON;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        // Cancelled on the device, timed out, or this device already holds a passkey for the profile.
        return setStatus({ kind: 'warning', text: labels.addFailed });
      }
      try {
        const added = await apiPost<PasskeyItem>('Passkeys/Register', { response });
        setItems((list) => [...list, added]);
        setStatus({ kind: 'success', text: labels.added });
      } catch (err) {
        setStatus({ kind: 'warning', text: errorMessage(err, labels.addFailed) });
      }
    } finally {
      setBusy(false);
      setAdding(false);
    }
  }

  /** The password, then straight on to adding the passkey. */
  async function confirmPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reauth) return;
    setBusy(true);
    try {
      await apiPost('EditProfile/ConfirmPassword', { password: reauth.password });
    } catch (err) {
      setBusy(false);
      return setReauth({ password: '', error: errorMessage(err, labels.errorOccurred) });
    }
    setReauth(null);
    await add();
  }

  async function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    setBusy(true);
    try {
      const renamed = await apiPost<PasskeyItem>('Passkeys/Rename', { id: editing.id, name: editing.name });
      setItems((list) => list.map((p) => (p.id === renamed.id ? renamed : p)));
      setEditing(null);
      setStatus({ kind: 'success', text: labels.renamed });
    } catch (err) {
      setStatus({ kind: 'warning', text: errorMessage(err, labels.errorOccurred) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: number) {
    setBusy(true);
    try {
      await apiPost('Passkeys/Remove', { id });
      setItems((list) => list.filter((p) => p.id !== id));
      setConfirming(null);
      setStatus({ kind: 'success', text: labels.removed });
    } catch (err) {
      setStatus({ kind: 'warning', text: errorMessage(err, labels.errorOccurred) });
    } finally {
      setBusy(false);
    }
  }

  const actions = hydrated && canChange;
  return (
    <div className="passkey-manager stack">
      {!hydrated && <p className="alert info">{labels.needsJavaScript}</p>}
      {hydrated && !canChange && <p className="alert info">{labels.impersonating}</p>}
      {status && (
        <p className={`alert ${status.kind}`} role={status.kind === 'warning' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      {items.length === 0 ? (
        <p className="muted">{labels.empty}</p>
      ) : (
        <ul className="list-plain stack passkey-list">
          {items.map((p) => (
            <li key={p.id} className="passkey-item stack" data-passkey-id={p.id}>
              {editing?.id === p.id ? (
                <form className="stack" onSubmit={(e) => void saveName(e)}>
                  <div className="field">
                    <label htmlFor={`passkey-name-${p.id}`}>{labels.name}</label>
                    <input
                      id={`passkey-name-${p.id}`}
                      value={editing.name}
                      onChange={(e) => setEditing({ id: p.id, name: e.target.value })}
                      maxLength={60}
                      required
                      autoFocus
                    />
                  </div>
                  <div className="form-actions">
                    <button type="submit" className="button primary" disabled={busy}>{labels.save}</button>
                    <button type="button" className="button ghost" onClick={() => setEditing(null)}>{labels.cancel}</button>
                  </div>
                </form>
              ) : (
                <strong className="passkey-name">{p.name}</strong>
              )}
              <span className="muted small">
                <time dateTime={p.createdAt}>{fill(labels.created, { date: p.created })}</time>
                {' · '}
                {p.lastUsed && p.lastUsedAt ? <time dateTime={p.lastUsedAt}>{fill(labels.lastUsed, { date: p.lastUsed })}</time> : labels.neverUsed}
                {p.synced ? ` · ${labels.synced}` : ''}
              </span>
              {actions && editing?.id !== p.id && confirming === p.id && (
                <div className="stack" role="group">
                  <p>{fill(labels.confirmRemove, { name: p.name })}</p>
                  <div className="form-actions">
                    <button type="button" className="button primary" onClick={() => void remove(p.id)} disabled={busy}>{labels.confirm}</button>
                    <button type="button" className="button ghost" onClick={() => setConfirming(null)}>{labels.cancel}</button>
                  </div>
                </div>
              )}
              {actions && editing?.id !== p.id && confirming !== p.id && (
                <div className="form-actions">
                  <button type="button" className="button secondary" aria-label={`${labels.rename}: ${p.name}`} onClick={() => { setConfirming(null); setEditing({ id: p.id, name: p.name }); }}>
                    {labels.rename}
                  </button>
                  <button type="button" className="button ghost" aria-label={`${labels.remove}: ${p.name}`} onClick={() => { setEditing(null); setConfirming(p.id); }}>
                    {labels.remove}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && !emailConfirmed && (
        <p className="alert info">
          {labels.emailUnconfirmed} <a href="/EditProfile/AccountInformation">{labels.changeEmail}</a>
        </p>
      )}
      {actions && emailConfirmed && reauth && (
        <form className="stack reauth-form" onSubmit={(e) => void confirmPassword(e)}>
          <p>{labels.reauthIntro}</p>
          {reauth.error && <p className="alert warning" role="alert">{reauth.error}</p>}
          <div className="field">
            <label htmlFor="passkey-reauth-password">{labels.reauthPassword}</label>
            <input
              id="passkey-reauth-password"
              type="password"
              autoComplete="current-password"
              value={reauth.password}
              onChange={(e) => setReauth({ password: e.target.value, error: reauth.error })}
              maxLength={1024}
              required
              autoFocus
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={busy || !reauth.password}>{labels.reauthSubmit}</button>
            <button type="button" className="button ghost" onClick={() => setReauth(null)}>{labels.cancel}</button>
          </div>
        </form>
      )}
      {actions && emailConfirmed && !reauth &&
        (supported ? (
          <div className="form-actions">
            <button type="button" className="button primary" onClick={() => void add()} disabled={busy} aria-busy={adding}>
              {adding ? labels.adding : labels.add}
            </button>
          </div>
        ) : (
          <p className="alert warning">{labels.unsupported}</p>
        ))}
    </div>
  );
}
