/** How long the button says "Copied" before its own label comes back. */
const copiedMs = 2000;

/**
 * Copy buttons: `<button type="button" data-copy="#someId" data-copied-label="Copied" hidden>Copy</button>`.
 * Shown only where the Clipboard API exists (the markup ships hidden, so the page without JavaScript shows
 * no dead button); a click copies the trimmed text of the element the selector names and says "Copied" on
 * the button and, for screen readers, in a polite live region next to it.
 */
export function initCopyButtons(root: ParentNode = document): void {
  if (!navigator.clipboard?.writeText) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    if (button.dataset.copyReady) continue;
    button.dataset.copyReady = 'true';
    const status = document.createElement('span');
    status.className = 'visually-hidden';
    status.setAttribute('aria-live', 'polite');
    button.after(status);
    button.hidden = false;
    button.addEventListener('click', () => void copy(button, status));
  }
}

async function copy(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  const source = document.querySelector(button.dataset.copy ?? '');
  const text = source?.textContent?.trim();
  if (!text) return;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return; // refused (no permission, page not focused): the text stays on the page to select by hand
  }
  const label = button.dataset.copyLabel ?? button.textContent ?? '';
  button.dataset.copyLabel = label;
  const copied = button.dataset.copiedLabel || label;
  button.textContent = copied;
  status.textContent = copied;
  window.clearTimeout(Number(button.dataset.copyTimer));
  button.dataset.copyTimer = String(
    window.setTimeout(() => {
      button.textContent = label;
      status.textContent = '';
    }, copiedMs),
  );
}
