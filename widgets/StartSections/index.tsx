import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { apiGet, apiPost, provideCsrfToken, ResponseError } from '../lib/api.ts';

type Item = { id: string; label: string };
type Texts = { up: string; down: string; moveUp: string; moveDown: string; order: string; saved: string; failed: string; moved: string };
type Props = { items: Item[]; order: string[]; defaults: string[]; csrf: string; texts: Texts };
type Options = { sortOptions: { id: string }[] };

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

/** The shown sections in their new order, put back into the slots they hold in the full order (hidden ones stay put). */
function mergeOrder(full: string[], shown: string[]): string[] {
  const set = new Set(shown);
  const next = [...shown];
  return full.map((id) => (set.has(id) ? next.shift()! : id));
}

/** Puts the page's sections (`#section-<id>`) in the order of the list. */
function reorderPage(ids: string[]): void {
  const parent = document.getElementById('start-sections');
  for (const id of ids) {
    const el = document.getElementById(`section-${id}`);
    if (parent && el) parent.append(el);
  }
}

/**
 * The start page's order of sections: drag an item, or use its up/down buttons (the keyboard and touch way). Without
 * JavaScript the buttons are forms posting to /Start/Move; with it they move at once and save SaveStartPageSortOptions.
 * Loading the options first: a 401 sends the visitor to / (spec §8); any other failure falls back to the default order.
 */
export default function StartSections({ items: initial, order: initialOrder, defaults, csrf, texts }: Props) {
  const [items, setItems] = useState(initial);
  const [order, setOrder] = useState(initialOrder);
  const [status, setStatus] = useState('');
  const dragged = useRef<string | null>(null);
  // Once the member has moved something, options that arrive later are stale: they must not undo the move.
  const moved = useRef(false);
  // Saves go one after another, so the last move is the order that stays.
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    provideCsrfToken(csrf);
    const apply = (full: string[]) => {
      if (moved.current) return;
      const shown = full.filter((id) => initial.some((i) => i.id === id));
      setOrder(full);
      setItems(shown.map((id) => initial.find((i) => i.id === id)!));
      reorderPage(shown);
    };
    apiGet<Options>('Common/GetStartPageSortOptions').then(
      (options) => apply(options.sortOptions.map((o) => o.id)),
      (err: unknown) => {
        if (err instanceof ResponseError && err.response.status === 401) return window.location.assign('/');
        console.error('start page options not loaded; showing the default sections', err);
        apply(defaults);
      },
    );
  }, []);

  async function place(next: Item[], movedId: string) {
    const ids = next.map((i) => i.id);
    const full = mergeOrder(order, ids);
    moved.current = true;
    setItems(next);
    setOrder(full);
    reorderPage(ids);
    try {
      const save = saving.current.then(() => apiPost('Common/SaveStartPageSortOptions', { sortOptions: full.map((id) => ({ id })) }));
      saving.current = save.catch(() => undefined);
      await save;
      const moved = next.find((i) => i.id === movedId)!;
      setStatus(`${fill(texts.moved, { section: moved.label, position: ids.indexOf(movedId) + 1 })} ${texts.saved}`);
    } catch (err) {
      if (err instanceof ResponseError && err.response.status === 401) return window.location.assign('/');
      console.error('start page order not saved', err);
      setStatus(texts.failed);
    }
  }

  function move(event: MouseEvent<HTMLButtonElement>, index: number, by: -1 | 1) {
    event.preventDefault();
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[index], next[to]] = [next[to]!, next[index]!];
    void place(next, items[index]!.id);
    // Keep the focus on the same button of the moved item, so repeated presses keep moving it.
    const id = items[index]!.id;
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`#order-${CSS.escape(id)} button[value="${by < 0 ? 'up' : 'down'}"]`)?.focus());
  }

  function drop(event: DragEvent<HTMLLIElement>, targetId: string) {
    event.preventDefault();
    const from = items.findIndex((i) => i.id === dragged.current);
    const to = items.findIndex((i) => i.id === targetId);
    dragged.current = null;
    if (from < 0 || to < 0 || from === to) return;
    const next = [...items];
    const [moving] = next.splice(from, 1);
    next.splice(to, 0, moving!);
    void place(next, moving!.id);
  }

  return (
    <div className="start-order">
      <ol className="start-order-list" aria-label={texts.order}>
        {items.map((item, i) => (
          <li
            key={item.id}
            id={`order-${item.id}`}
            className="start-order-item"
            draggable
            data-id={item.id}
            onDragStart={(e) => {
              dragged.current = item.id;
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', item.id);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => drop(e, item.id)}
          >
            <span className="start-order-label">{item.label}</span>
            <form method="post" action="/Start/Move" className="start-order-buttons">
              <input type="hidden" name="_csrf" value={csrf} />
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" name="direction" value="up" className="button secondary" aria-label={fill(texts.moveUp, { section: item.label })} disabled={i === 0} onClick={(e) => move(e, i, -1)}>
                ↑ {texts.up}
              </button>
              <button type="submit" name="direction" value="down" className="button secondary" aria-label={fill(texts.moveDown, { section: item.label })} disabled={i === items.length - 1} onClick={(e) => move(e, i, 1)}>
                ↓ {texts.down}
              </button>
            </form>
          </li>
        ))}
      </ol>
      <p className="start-order-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
