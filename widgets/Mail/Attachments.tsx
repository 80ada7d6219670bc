import { useState } from 'react';
import { apiPost, errorMessage } from '../lib/api.ts';
import { useHydrated } from './parts.tsx';
import type { Attachment, MailLabels } from './types.ts';

/** The pictures of a message. An explicit one the member has not chosen to see stays blurred until tapped. */
export default function Attachments({ items, labels }: { items: Attachment[]; labels: MailLabels }) {
  return (
    <div className="mail-attachments">
      {items.map((a) => <Picture key={a.id} attachment={a} labels={labels} />)}
    </div>
  );
}

const sizes = '(min-width: 900px) 16rem, 60vw';

function Picture({ attachment: a, labels }: { attachment: Attachment; labels: MailLabels }) {
  const [shown, setShown] = useState(a.hidden || !a.src ? null : { src: a.src, srcset: a.srcset });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const size = { width: a.width || undefined, height: a.height || undefined };

  async function reveal() {
    setBusy(true);
    try {
      setShown(await apiPost<{ src: string; srcset: string | null }>('Mail/ShowAttachment', { attachmentId: a.id }));
    } catch (err) {
      setError(errorMessage(err, labels.generic));
    } finally {
      setBusy(false);
    }
  }

  if (shown) {
    return (
      <a className="mail-photo" href={shown.src} target="_blank" rel="noopener">
        <img src={shown.src} srcSet={shown.srcset ?? undefined} sizes={sizes} alt={labels.picture} loading="lazy" {...size} />
      </a>
    );
  }
  return (
    <div className="mail-photo mail-photo-hidden">
      <img src={a.blurredSrc} alt={labels.hiddenPicture} loading="lazy" {...size} />
      {hydrated && (
        <button type="button" className="button secondary" onClick={() => void reveal()} disabled={busy} aria-busy={busy}>{labels.tapToSee}</button>
      )}
      {error && <p className="field-error" role="alert">{error}</p>}
    </div>
  );
}
