import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../lib/api.ts';
import { loadEmojis, type Emoji } from './emojis.ts';

export type EmojiTexts = { open: string; search: string; recent: string; all: string; none: string };

/** Shown in the grid at most (a search narrows it): a phone scrolls a few hundred buttons without trouble. */
const shownMax = 300;

/** The emoji button and its searchable grid: choosing one inserts it (`onPick`) and records it (AddUsedEmoji). */
export function EmojiPicker({ texts, onPick }: { texts: EmojiTexts; onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const [emojis, setEmojis] = useState<Emoji[] | null>(null);
  const [recent, setRecent] = useState<Emoji[]>([]);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (!open || emojis) return;
    void loadEmojis().then(setEmojis);
    apiGet<Emoji[]>('Emojis/GetLatestEmojis').then(setRecent, () => setRecent([]));
  }, [open, emojis]);

  const pick = (e: Emoji) => {
    onPick(e.emoji);
    setRecent((r) => [e, ...r.filter((x) => x.shortname !== e.shortname)].slice(0, 21));
    void apiPost('Emojis/AddUsedEmoji', { emoji: e.shortname }).catch(() => undefined);
  };
  const needle = query.trim().toLowerCase().replace(/^:|:$/g, '');
  const found = (emojis ?? []).filter((e) => !needle || e.shortname.includes(needle)).slice(0, shownMax);
  const grid = (list: Emoji[]) => (
    <ul className="emoji-grid">
      {list.map((e) => (
        <li key={e.shortname}>
          <button type="button" className="emoji-choice" title={`:${e.shortname}:`} aria-label={`:${e.shortname}:`} onClick={() => pick(e)}>
            {e.emoji}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="emoji-picker">
      <button type="button" className="button secondary emoji-open" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">😊</span> {texts.open}
      </button>
      {open && (
        <div className="emoji-panel" role="dialog" aria-label={texts.open}>
          <label className="visually-hidden" htmlFor="emoji-search">{texts.search}</label>
          <input id="emoji-search" type="search" placeholder={texts.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          {!needle && recent.length > 0 && (
            <>
              <p className="emoji-heading">{texts.recent}</p>
              {grid(recent)}
            </>
          )}
          {!needle && <p className="emoji-heading">{texts.all}</p>}
          {emojis && (found.length ? grid(found) : <p className="muted">{texts.none}</p>)}
        </div>
      )}
    </div>
  );
}
