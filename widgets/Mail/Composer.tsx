import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { apiPost, ResponseError } from '../lib/api.ts';
import { useHydrated } from './parts.tsx';
import type { MailProps } from './types.ts';

type Chosen = { file: File; preview: string };
export type SendMessage = (body: string, pictures: { previews: string[]; explicit: boolean; upload: () => Promise<number[]> }) => Promise<string | null>;

/** Mail/Typing at most this often while the member types. */
const typingEveryMs = 3_000;

type Props = { conversationId: number; props: MailProps; form: MailProps['form']; send: SendMessage };

/**
 * The reply box: a form that posts to /Mail/{id} without JavaScript; with it, Enter sends (Shift+Enter is a new
 * line), the text leaves the box at once and comes back with the server's reason if the message is refused,
 * typing is announced, and pictures are uploaded (UploadTempMedia) and sent with it.
 */
export default function Composer({ conversationId, props, form, send }: Props) {
  const { labels, csrf, maxLength, upload } = props;
  const id = useId();
  const hydrated = useHydrated();
  const [text, setText] = useState(form.body);
  const [error, setError] = useState(form.error);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [explicit, setExplicit] = useState(false);
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);

  function typed(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.target.value);
    const now = Date.now();
    if (event.target.value.trim() && now - lastTyping.current >= typingEveryMs) {
      lastTyping.current = now;
      void apiPost('Mail/Typing', { conversationId }).catch(() => undefined);
    }
  }

  async function submit() {
    const body = text.trim();
    const files = chosen;
    if (!body && !files.length) return setError(labels.bodyRequired);
    setError(null);
    setText('');
    setChosen([]);
    lastTyping.current = 0;
    const refused = await send(body, { previews: files.map((c) => c.preview), explicit, upload: () => Promise.all(files.map((c) => uploadPicture(upload.api, c.file, explicit, csrf))) });
    if (!refused) return;
    setError(refused);
    setText((now) => now || body);
    setChosen((now) => (now.length ? now : files));
    box.current?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].map((file) => ({ file, preview: URL.createObjectURL(file) }));
    setChosen((now) => [...now, ...files].slice(0, upload.max));
    event.target.value = '';
  }

  function remove(c: Chosen) {
    URL.revokeObjectURL(c.preview);
    setChosen((now) => now.filter((x) => x !== c));
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form method="post" action={`/Mail/${conversationId}`} className="mail-composer" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="_csrf" value={csrf} />
      {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
      {chosen.length > 0 && (
        <div className="mail-chosen">
          <ul>
            {chosen.map((c) => (
              <li key={c.preview}>
                <img src={c.preview} alt="" width={56} height={56} />
                <button type="button" className="button ghost small" onClick={() => remove(c)} aria-label={`${labels.remove}: ${c.file.name}`}>×</button>
              </li>
            ))}
          </ul>
          <label className="check"><input type="checkbox" checked={explicit} onChange={(e) => setExplicit(e.target.checked)} /> <span>{labels.explicit}</span></label>
        </div>
      )}
      <label htmlFor={`${id}-body`} className="visually-hidden">{labels.replyLabel}</label>
      <div className="mail-composer-row">
        {hydrated && (
          <label className="button secondary mail-attach" title={labels.attach}>
            <input type="file" accept={upload.accept} multiple className="visually-hidden" onChange={pick} />
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">{labels.attach}</span>
          </label>
        )}
        <textarea
          ref={box}
          id={`${id}-body`}
          name="body"
          rows={2}
          maxLength={maxLength}
          required
          value={text}
          placeholder={labels.replyLabel}
          onChange={typed}
          onKeyDown={keyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : '', hydrated ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
        />
        <button type="submit" className="button primary">{labels.send}</button>
      </div>
      {hydrated && <p className="field-hint visually-hidden" id={`${id}-hint`}>{labels.hint}</p>}
    </form>
  );
}

/** One picture through UploadTempMedia (multipart: file, explicit); its media id. A picture sent in mail is not published, so no copyright confirmation. */
async function uploadPicture(api: string, file: File, explicit: boolean, csrf: string): Promise<number> {
  const data = new FormData();
  data.append('file', file);
  if (explicit) data.append('explicit', 'true');
  const response = await fetch(api, { method: 'POST', body: data, credentials: 'same-origin', headers: { Accept: 'application/json', 'x-csrf-token': csrf } });
  const answer = (await response.json().catch(() => null)) as { id?: number; error?: { code?: string; message?: string } } | null;
  if (!response.ok || typeof answer?.id !== 'number') throw new ResponseError(response, answer?.error?.code, answer?.error?.message);
  return answer.id;
}
