import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import EditPictureDialog, { type EditablePicture, type EditPictureLabels } from './EditPictureDialog.tsx';

export type MediaUploadLabels = Record<'file' | 'fileHint' | 'choose' | 'change' | 'explicit' | 'submit' | 'sending' | 'processing' | 'uploaded' | 'progress' | 'generic', string>;

export type MediaUploadProps = {
  /** The form's own action (the no-JavaScript upload page, with the upload's query and the CSRF token). */
  action: string;
  /** UploadTempMedia with the same query. */
  api: string;
  /** Where the member goes when the upload (and its edit) is done, as after the form without JavaScript. */
  back: string;
  accept: string;
  /** The §5 confirmation in the member's language: the checkbox's label and value. */
  copyrightText: string;
  /** The server's reason when the form without JavaScript was refused. */
  error: string | null;
  labels: MediaUploadLabels;
  editLabels: EditPictureLabels;
};

type Progress = { phase: 'idle' | 'sending' | 'processing' | 'done'; percent: number };
type Answer = { type?: string; picture?: EditablePicture | null; error?: { message?: string } } | null;

/**
 * The upload form (views/media/_upload.ejs). Rendered on the server it is a plain multipart form that works
 * without JavaScript; once running it sends the same form to UploadTempMedia with XMLHttpRequest, for a real
 * progress bar, shows the server's reason for a refused file (else a generic text), and after a picture opens
 * the edit-picture dialog. When all is done the member goes `back`, where the new picture shows.
 */
export default function MediaUpload({ action, api, back, accept, copyrightText, error: refused, labels, editLabels }: MediaUploadProps) {
  const id = useId();
  const [progress, setProgress] = useState<Progress>({ phase: 'idle', percent: 0 });
  const [error, setError] = useState(refused);
  const [editing, setEditing] = useState<EditablePicture | null>(null);
  const busy = progress.phase === 'sending' || progress.phase === 'processing';
  // Until the script runs (and without it) the form keeps the browser's own file control.
  const [running, setRunning] = useState(false);
  const [chosen, setChosen] = useState<{ name: string; preview: string | null } | null>(null);
  useEffect(() => setRunning(true), []);
  useEffect(() => () => {
    if (chosen?.preview) URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setChosen(file ? { name: file.name, preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null } : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', new URLSearchParams(action.split('?')[1] ?? '').get('_csrf') ?? '');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress({ phase: 'sending', percent: Math.round((e.loaded / e.total) * 100) });
    };
    // All bytes are sent; the server now makes the sizes and formats.
    xhr.upload.onload = () => setProgress({ phase: 'processing', percent: 100 });
    xhr.onload = () => {
      const answer = xhr.response as Answer;
      if (xhr.status < 200 || xhr.status > 299) {
        setProgress({ phase: 'idle', percent: 0 });
        setError(answer?.error?.message || labels.generic);
        return;
      }
      setProgress({ phase: 'done', percent: 100 });
      if (answer?.type === 'Picture' && answer.picture) setEditing(answer.picture);
      else window.location.assign(back);
    };
    xhr.onerror = () => {
      setProgress({ phase: 'idle', percent: 0 });
      setError(labels.generic);
    };
    setError(null);
    setProgress({ phase: 'sending', percent: 0 });
    xhr.send(data);
  }

  const status = { idle: '', sending: `${labels.sending} ${progress.percent} %`, processing: labels.processing, done: labels.uploaded }[progress.phase];
  return (
    <>
      <form className="stack media-upload" method="post" action={action} encType="multipart/form-data" onSubmit={submit}>
        {error && <p className="alert warning" role="alert">{error}</p>}
        <div className="field">
          <label htmlFor={`${id}-file`}>{labels.file}</label>
          <input id={`${id}-file`} name="file" type="file" accept={accept} required aria-describedby={`${id}-hint`} className={running ? 'media-pick-input visually-hidden' : undefined} onChange={choose} />
          {/* Running, the whole chooser is one large tap target that shows the picture chosen. */}
          {running && (
            <label htmlFor={`${id}-file`} className="media-pick">
              {chosen?.preview ? <img className="media-pick-preview" src={chosen.preview} alt="" /> : <span className="media-pick-icon" aria-hidden="true">+</span>}
              <span className="media-pick-text">
                <strong>{chosen ? labels.change : labels.choose}</strong>
                {chosen && <span className="media-pick-name">{chosen.name}</span>}
              </span>
            </label>
          )}
          <p className="field-hint" id={`${id}-hint`}>{labels.fileHint}</p>
        </div>
        <label className="check">
          <input type="checkbox" name="copyright" value={copyrightText} required /> <span>{copyrightText}</span>
        </label>
        <label className="check">
          <input type="checkbox" name="explicit" value="true" /> <span>{labels.explicit}</span>
        </label>
        {progress.phase !== 'idle' && (
          <div className="media-upload-progress">
            <progress max={100} value={progress.percent} aria-label={labels.progress} />
            <span role="status">{status}</span>
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>{busy ? labels.sending : labels.submit}</button>
        </div>
      </form>
      {editing && <EditPictureDialog picture={editing} labels={editLabels} onDone={() => window.location.assign(back)} />}
    </>
  );
}
