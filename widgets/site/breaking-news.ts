/**
 * The breaking-news banner (views/blogs/curation/_breaking-news.ejs): its dismiss form posts to
 * /BreakingNews/Dismiss/{id} and comes back (303) without JavaScript; with it, the dismissal goes to
 * /api/BreakingNews/AddBreakingNewsView and the banner leaves in place. Any failure falls back to the form.
 */
export function initBreakingNews(root: ParentNode = document): void {
  for (const banner of root.querySelectorAll<HTMLElement>('[data-breaking-news]')) {
    const form = banner.querySelector('form');
    if (!form || form.dataset.breakingNewsReady) continue;
    form.dataset.breakingNewsReady = 'true';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void dismiss(banner, form);
    });
  }
}

async function dismiss(banner: HTMLElement, form: HTMLFormElement): Promise<void> {
  const token = form.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? '';
  try {
    const answer = await fetch('/api/BreakingNews/AddBreakingNewsView', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ id: Number(banner.dataset.breakingNews) }),
    });
    if (!answer.ok) throw new Error(String(answer.status));
  } catch {
    form.submit();
    return;
  }
  const next = banner.nextElementSibling;
  banner.remove();
  if (next instanceof HTMLElement) {
    if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
    next.focus({ preventScroll: true });
  }
}
