import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { apiPost, errorMessage } from '../lib/api.ts';
import { cropToSend, frameOf, moveFrame, type Shape } from './crop.ts';

export type EditPictureLabels = Record<
  | 'title' | 'intro' | 'preview' | 'rotateLeft' | 'rotateRight' | 'shape' | 'original' | 'square' | 'portrait' | 'size' | 'frame'
  | 'profilePicture' | 'save' | 'saving' | 'cancel' | 'generic',
  string
>;

/** The uploaded picture as UploadTempMedia answered it: its id, its stored size and its JPEG sources. */
export type EditablePicture = { id: number; width: number; height: number; jpeg: string; src: string };

type Props = { picture: EditablePicture; labels: EditPictureLabels; onDone: () => void };

/** A preview no larger than this (CSS pixels of the canvas); the server edits its own largest copy. */
const previewMax = 960;
const step = 0.02;

/** The largest JPEG of the srcset that is at most previewMax wide ("url 240w, url 480w, …"). */
function previewSource(picture: EditablePicture): string {
  const sources = picture.jpeg
    .split(', ')
    .map((s) => s.split(' '))
    .map(([url, w]) => ({ url: url ?? '', width: Number.parseInt(w ?? '0', 10) }))
    .filter((s) => s.url && s.width <= previewMax);
  return sources.at(-1)?.url ?? picture.src;
}

/**
 * The edit-picture dialog shown after a picture upload (spec §2): turn left or right, crop with a frame of the
 * picture's own shape, a square or a portrait (drag it, or move it with the arrow keys; its size on a slider),
 * and "use as my profile picture". Save sends it all to EditPicture; Cancel keeps the picture as uploaded.
 */
export default function EditPictureDialog({ picture, labels, onDone }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number; frame: ReturnType<typeof frameOf> } | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [rotate, setRotate] = useState<0 | 90 | 180 | 270>(0);
  const [shape, setShape] = useState<Shape>('original');
  const [scale, setScale] = useState(1);
  const [centre, setCentre] = useState({ x: 0.5, y: 0.5 });
  const [profilePicture, setProfilePicture] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const turned = rotate % 180 !== 0;
  const width = turned ? picture.height : picture.width;
  const height = turned ? picture.width : picture.height;
  const frame = frameOf(shape, scale, centre, width, height);
  // The canvas keeps the stored picture's proportions (turned), at most previewMax on its longer side.
  const fit = Math.min(1, previewMax / Math.max(width, height));
  const canvasWidth = Math.max(1, Math.round(width * fit));
  const canvasHeight = Math.max(1, Math.round(height * fit));

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = previewSource(picture);
  }, [picture]);

  // Draws the picture turned into the canvas (React has set its size; a new size has cleared it).
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !image) return;
    const [w, h] = turned ? [canvasHeight, canvasWidth] : [canvasWidth, canvasHeight];
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvasWidth, canvasHeight);
    ctx.translate(canvasWidth / 2, canvasHeight / 2);
    ctx.rotate((rotate * Math.PI) / 180);
    ctx.drawImage(image, -w / 2, -h / 2, w, h);
  }, [image, rotate, turned, canvasWidth, canvasHeight]);

  function turn(by: 90 | 270) {
    setRotate((r) => ((r + by) % 360) as 0 | 90 | 180 | 270);
    setCentre({ x: 0.5, y: 0.5 });
  }

  function startDrag(e: PointerEvent<HTMLDivElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointer: e.pointerId, x: e.clientX, y: e.clientY, frame };
  }

  function moveDrag(e: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    const box = area.current?.getBoundingClientRect();
    if (!start || start.pointer !== e.pointerId || !box?.width || !box.height) return;
    setCentre(moveFrame(start.frame, (e.clientX - start.x) / box.width, (e.clientY - start.y) / box.height));
  }

  function keyMove(e: KeyboardEvent<HTMLDivElement>) {
    const by = e.shiftKey ? step * 5 : step;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-by, 0], ArrowRight: [by, 0], ArrowUp: [0, -by], ArrowDown: [0, by] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    setCentre(moveFrame(frame, move[0], move[1]));
  }

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await apiPost('Common/EditPicture', { mediaId: picture.id, rotate, crop: cropToSend(frame), setAsProfilePicture: profilePicture });
      dialog.current?.close();
    } catch (err) {
      setError(errorMessage(err, labels.generic));
      setSaving(false);
    }
  }

  const percent = (n: number) => `${n * 100}%`;
  return (
    <dialog ref={dialog} className="edit-picture" aria-labelledby="edit-picture-title" onClose={onDone} onCancel={(e) => saving && e.preventDefault()}>
      <div className="stack">
        <h2 id="edit-picture-title">{labels.title}</h2>
        <p className="muted small">{labels.intro}</p>
        {error && <p className="alert warning" role="alert">{error}</p>}
        <div className="edit-picture-stage">
          <div className="edit-picture-area" ref={area}>
            <canvas ref={canvas} className="edit-picture-canvas" role="img" aria-label={labels.preview} width={canvasWidth} height={canvasHeight} />
            <div
              className="edit-picture-frame"
              role="group"
              aria-label={labels.frame}
              tabIndex={0}
              style={{ left: percent(frame.x), top: percent(frame.y), width: percent(frame.width), height: percent(frame.height) }}
              onPointerDown={startDrag}
              onPointerMove={moveDrag}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={keyMove}
            />
          </div>
        </div>
        <div className="cluster">
          <button type="button" className="button secondary" onClick={() => turn(270)} disabled={saving}>↺ {labels.rotateLeft}</button>
          <button type="button" className="button secondary" onClick={() => turn(90)} disabled={saving}>↻ {labels.rotateRight}</button>
        </div>
        <fieldset className="field edit-picture-shapes">
          <legend>{labels.shape}</legend>
          <div className="cluster">
            {(['original', 'square', 'portrait'] as const).map((s) => (
              <label key={s} className="check">
                <input type="radio" name="edit-picture-shape" value={s} checked={shape === s} onChange={() => setShape(s)} /> <span>{labels[s]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="edit-picture-size">{labels.size}</label>
          <input id="edit-picture-size" type="range" min={30} max={100} step={5} value={Math.round(scale * 100)} aria-valuetext={`${Math.round(scale * 100)} %`} onChange={(e) => setScale(Number(e.target.value) / 100)} />
        </div>
      </div>
      {/* The choice and the actions stay in view at the dialog's foot however far the picture reaches (a phone). */}
      <div className="dialog-actions stack">
        <label className="check">
          <input type="checkbox" checked={profilePicture} onChange={(e) => setProfilePicture(e.target.checked)} /> <span>{labels.profilePicture}</span>
        </label>
        <div className="form-actions">
          <button type="button" className="button primary" onClick={() => void save()} disabled={saving} aria-busy={saving}>{saving ? labels.saving : labels.save}</button>
          <button type="button" className="button ghost" onClick={() => dialog.current?.close()} disabled={saving}>{labels.cancel}</button>
        </div>
      </div>
    </dialog>
  );
}
