import { useState, type FormEvent } from 'react';

export type ConsentLabels = {
  title: string;
  text: string;
  acceptAll: string;
  onlyNecessary: string;
  choose: string;
  save: string;
  saved: string;
  categories: Record<'necessary' | 'preferences' | 'statistics' | 'marketing', { name: string; description: string }>;
};

export type CookieConsentProps = {
  mode: 'banner' | 'settings';
  labels: ConsentLabels;
  granted: string[];
  csrfToken: string;
  returnTo: string;
  cookieName: string;
};

const optional = ['preferences', 'statistics', 'marketing'] as const;
const oneYearSeconds = 365 * 24 * 3600;

/**
 * The cookie-consent banner (and the same choices on the Cookies page). Without JavaScript it is a form
 * posting to /Consent; with JavaScript it writes the cookie itself and reloads only when that unblocks content.
 */
export default function CookieConsent({ mode, labels, granted, csrfToken, returnTo, cookieName }: CookieConsentProps) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string[]>(granted.filter((c) => c !== 'necessary'));
  const [saved, setSaved] = useState(false);

  function decide(categories: string[]) {
    const value = ['necessary', ...optional.filter((c) => categories.includes(c))].join(',');
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${cookieName}=${value}; Max-Age=${oneYearSeconds}; Path=/; SameSite=Lax${secure}`;
    const unblocks = categories.includes('marketing') && !granted.includes('marketing') && document.querySelector('.video-blocked');
    const blocks = !categories.includes('marketing') && granted.includes('marketing') && document.querySelector('iframe[data-consent="marketing"]');
    if (unblocks || blocks) location.reload();
    else if (mode === 'banner') setOpen(false);
    else setSaved(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value ?? 'selected';
    decide(choice === 'all' ? [...optional] : choice === 'necessary' ? [] : chosen);
  }

  if (!open) return null;
  const toggle = (c: string) => setChosen((prev) => (prev.includes(c) ? prev.filter((x) => x !== c) : [...prev, c]));

  return (
    <section className={mode === 'banner' ? 'cookie-banner' : 'cookie-settings card'} aria-labelledby={`consent-title-${mode}`} role={mode === 'banner' ? 'region' : undefined}>
      <h2 id={`consent-title-${mode}`}>{labels.title}</h2>
      <p>{labels.text}</p>
      <form method="post" action="/Consent" onSubmit={onSubmit}>
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <details open={mode === 'settings'}>
          <summary>{labels.choose}</summary>
          <fieldset className="consent-categories">
            <legend className="visually-hidden">{labels.choose}</legend>
            <label className="check">
              <input type="checkbox" checked disabled readOnly />
              <span>
                <strong>{labels.categories.necessary.name}</strong> {labels.categories.necessary.description}
              </span>
            </label>
            {optional.map((c) => (
              <label className="check" key={c}>
                <input type="checkbox" name="categories" value={c} checked={chosen.includes(c)} onChange={() => toggle(c)} />
                <span>
                  <strong>{labels.categories[c].name}</strong> {labels.categories[c].description}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="choice" value="selected" className="button secondary">
            {labels.save}
          </button>
        </details>
        <div className="cookie-actions">
          <button type="submit" name="choice" value="necessary" className="button secondary">
            {labels.onlyNecessary}
          </button>
          <button type="submit" name="choice" value="all" className="button primary">
            {labels.acceptAll}
          </button>
        </div>
        {saved && (
          <p role="status" className="alert success">
            {labels.saved}
          </p>
        )}
      </form>
    </section>
  );
}
