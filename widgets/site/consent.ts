/**
 * The cookie choices (views/partials/consent.ejs) without a page load: the form is sent in the background
 * (the server alone writes the cookie), then the banner closes, or the settings form says "saved". The page
 * reloads only when the answer unblocks or blocks content on it (an embedded video).
 */
export function initConsent(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-consent-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form, event.submitter instanceof HTMLButtonElement ? event.submitter : null);
    });
  }
}

async function send(form: HTMLFormElement, submitter: HTMLButtonElement | null): Promise<void> {
  const data = new FormData(form, submitter);
  const response = await fetch(form.action, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams(data as unknown as Record<string, string>),
  }).catch(() => null);
  if (!response?.ok) {
    // Let the plain form try, so the visitor sees the server's answer.
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="choice">');
    form.querySelector<HTMLInputElement>('input[type="hidden"][name="choice"]')!.value = submitter?.value ?? 'selected';
    form.submit();
    return;
  }
  const { marketing } = (await response.json()) as { marketing: boolean };
  const unblocks = marketing && document.querySelector('.video-blocked');
  const blocks = !marketing && document.querySelector('iframe[data-consent="marketing"]');
  if (unblocks || blocks) return location.reload();
  if (form.dataset.consentForm === 'banner') {
    form.closest<HTMLElement>('[data-consent-banner]')?.remove();
    document.getElementById('main')?.focus();
  } else {
    form.querySelector<HTMLElement>('[data-consent-saved]')?.removeAttribute('hidden');
  }
}
