/** How far (px) a finger must travel sideways, and more sideways than up or down, to count as a swipe. */
const swipeMin = 60;

/**
 * QuickScor (views/quickscor/page.ejs): the page is a form whose buttons post a score or Skip and works without
 * this. Here: keys 1–5 post that score, S or ← skips, → moves to the score buttons; on a phone a swipe left on
 * the picture skips, a swipe right opens the score choice (the five buttons, focused and marked), and a tap on a
 * star posts it. Keys typed into a field, or with Ctrl/Alt/Meta, are left alone. One post per page.
 */
export function initQuickScor(root: ParentNode = document): void {
  const card = root.querySelector<HTMLElement>('[data-quickscor]');
  const form = card?.querySelector<HTMLFormElement>('[data-quickscor-form]');
  if (!card || !form) return;
  const picture = card.querySelector<HTMLElement>('[data-quickscor-picture]');
  const scores = card.querySelector<HTMLElement>('[data-quickscor-scores]');
  const skip = card.querySelector<HTMLButtonElement>('[data-quickscor-skip]');
  const star = (n: string) => card.querySelector<HTMLButtonElement>(`[data-quickscor-score="${n}"]`);
  card.querySelector<HTMLElement>('[data-quickscor-keys]')?.removeAttribute('hidden');
  card.dataset.quickscorReady = 'true';

  let sent = false;
  const send = (button: HTMLButtonElement | null) => {
    if (!button || sent) return;
    sent = true;
    card.classList.add('quickscor-sending');
    form.requestSubmit(button);
  };
  form.addEventListener('submit', () => {
    sent = true;
  });
  // The choice comes into view at once (no smooth scroll: a tap on a star while the page still glides is no click).
  const openChoice = () => {
    scores?.classList.add('quickscor-choosing');
    scores?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    star('3')?.focus({ preventScroll: true });
  };

  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    let handled = true;
    if (/^[1-5]$/.test(event.key)) send(star(event.key));
    else if (event.key === 's' || event.key === 'S' || event.key === 'ArrowLeft') send(skip);
    else if (event.key === 'ArrowRight') openChoice();
    else handled = false;
    if (handled) event.preventDefault();
  });

  if (!picture) return;
  let start: { x: number; y: number } | null = null;
  picture.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  picture.addEventListener('touchmove', (event) => {
    const touch = event.touches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    picture.style.setProperty('--quickscor-dx', `${Math.max(-120, Math.min(120, dx))}px`);
  }, { passive: true });
  picture.addEventListener('touchcancel', () => {
    start = null;
    picture.style.removeProperty('--quickscor-dx');
  });
  picture.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    picture.style.removeProperty('--quickscor-dx');
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    start = null;
    if (Math.abs(dx) < swipeMin || Math.abs(dx) <= Math.abs(dy)) return;
    if (dx < 0) send(skip);
    else openChoice();
  });
}
