import { useEffect, useState } from 'react';
import { apiPost, errorMessage } from '../lib/api.ts';
import { onRealtime } from '../lib/realtime.ts';
import { EmojiPicker, type EmojiTexts } from './EmojiPicker.tsx';

type Texts = { newComments: string; deleteConfirm: string; likes: string; like: string; unlike: string; error: string; emoji: EmojiTexts };
/** `mayAdd`: the thread has an add form (the emoji button needs a text to insert into). */
type Props = { subjectType: string; subjectId: number; loggedOn: boolean; mayAdd: boolean; texts: Texts };

const section = () => document.getElementById('comments');

/**
 * Takes the server-rendered thread (views/comments/_thread.ejs) over in place: its plain forms (add, reply,
 * edit) post through /api/Comments and the thread is fetched again instead of a page load; delete asks first;
 * like buttons appear (ToggleLike); a realtime `comment` for this subject offers the new comments; the emoji
 * picker inserts into the text field last used. Without JavaScript the same forms post as pages.
 */
export default function Comments({ subjectType, subjectId, loggedOn, mayAdd, texts }: Props) {
  const [fresh, setFresh] = useState(false);

  useEffect(() => {
    const root = section();
    if (!root) return;
    /** The thread again, swapped in place (the list, heading and pager; the island stays). */
    const refresh = async () => {
      const html = await (await fetch(location.pathname + location.search, { credentials: 'same-origin' })).text();
      const next = new DOMParser().parseFromString(html, 'text/html').getElementById('comments');
      if (!next) return;
      for (const sel of ['#comments-title', '.comment-list', '.empty-state', '.pager']) {
        const now = root.querySelector(sel);
        const then = next.querySelector(sel);
        if (now && then) now.replaceWith(document.importNode(then, true));
        else if (now) now.remove();
        else if (then) root.querySelector('#comment-form')?.before(document.importNode(then, true));
      }
      setFresh(false);
    };
    const onSubmit = async (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const action = form.getAttribute('action') ?? '';
      if (form.classList.contains('comment-delete')) {
        if (!window.confirm(texts.deleteConfirm)) event.preventDefault();
        return;
      }
      if (!form.classList.contains('comment-form')) return;
      event.preventDefault();
      const data = new FormData(form);
      const text = String(data.get('text') ?? '');
      const edit = /\/Comment\/(\d+)\/Edit/.exec(action);
      try {
        if (edit) await apiPost('Comments/EditComment', { commentId: Number(edit[1]), text });
        else await apiPost('Comments/AddComment', { subjectType, subjectId, parentId: data.get('parentId') ? Number(data.get('parentId')) : null, text });
        form.reset();
        await refresh();
      } catch (err) {
        showError(form, errorMessage(err, texts.error));
      }
    };
    const onClick = async (event: MouseEvent) => {
      const like = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-comment-like]');
      if (!like) return;
      // In place instead of the plain form's page load.
      event.preventDefault();
      try {
        const res = await apiPost<{ liked: boolean; count: number }>('Likes/ToggleLike', { itemType: 'Comment', itemId: Number(like.dataset.commentLike) });
        like.setAttribute('aria-pressed', String(res.liked));
        like.textContent = res.liked ? texts.unlike : texts.like;
        const count = root.querySelector(`[data-comment-likes="${like.dataset.commentLike}"]`);
        if (count) count.textContent = texts.likes.replace('{count}', String(res.count));
      } catch (err) {
        window.alert(errorMessage(err, texts.error));
      }
    };
    root.addEventListener('submit', onSubmit as unknown as EventListener);
    root.addEventListener('click', onClick as unknown as EventListener);
    root.addEventListener('focusin', markLastUsed);
    const stop = onRealtime('comment', (data) => {
      if (data.subjectType === subjectType && data.subjectId === subjectId) setFresh(true);
    });
    const onRefresh = () => void refresh();
    root.addEventListener('comments:refresh', onRefresh);
    return () => {
      root.removeEventListener('submit', onSubmit as unknown as EventListener);
      root.removeEventListener('click', onClick as unknown as EventListener);
      root.removeEventListener('comments:refresh', onRefresh);
      root.removeEventListener('focusin', markLastUsed);
      stop();
    };
  }, [subjectType, subjectId, loggedOn, texts]);

  const insert = (emoji: string) => {
    const root = section();
    const field = (root?.querySelector<HTMLTextAreaElement>('textarea[data-last-used]') ?? root?.querySelector<HTMLTextAreaElement>('#comment-form textarea')) ?? null;
    if (!field) return;
    const at = field.selectionStart ?? field.value.length;
    field.value = field.value.slice(0, at) + emoji + field.value.slice(field.selectionEnd ?? at);
    field.focus();
    field.setSelectionRange(at + emoji.length, at + emoji.length);
  };

  return (
    <div className="comments-tools">
      {fresh && (
        <button type="button" className="button secondary" onClick={() => section()?.dispatchEvent(new Event('comments:refresh'))}>
          {texts.newComments}
        </button>
      )}
      {loggedOn && mayAdd && <EmojiPicker texts={texts.emoji} onPick={insert} />}
    </div>
  );
}

/** The emoji goes into the text field used last (the add form's until another is focused). */
function markLastUsed(event: FocusEvent) {
  const field = event.target;
  if (!(field instanceof HTMLTextAreaElement)) return;
  for (const other of document.querySelectorAll('#comments textarea[data-last-used]')) other.removeAttribute('data-last-used');
  field.setAttribute('data-last-used', '');
}

function showError(form: HTMLFormElement, message: string) {
  let box = form.querySelector<HTMLParagraphElement>('.field-error');
  if (!box) {
    box = document.createElement('p');
    box.className = 'field-error';
    box.setAttribute('role', 'alert');
    form.querySelector('.field')?.append(box);
  }
  box.textContent = message;
}
